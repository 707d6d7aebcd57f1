// The buyer's choice of the unit's furniture package (issue 35, part 1; decision 059). The buyer
// (the unit's user while reserved or sold) asks for a level until the development's deadline;
// the office approves or declines with a note. An approval sets the unit's level (its show room
// shows it) and adds the price the buyer was shown as a line of the schedule, due 30 days later,
// in one transaction with its history entry. Functions return typed outcomes, never HTTP answers.
import { CATEGORIES, LANGUAGES, SELECTION_LINE_DUE_DAYS, fromCents, type Category, type Language, type PackageChoice } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import type { Db } from '../db/client';
import { addHistory } from '../documents/documents-repository';
import { isOffice, viewOfUnit, type Caller } from '../documents/document-writes';
import { translate } from '../i18n/translate';
import { addDays, todayIn } from '../payments/payment-schedule';
import { insertLines, listLines, type Tx } from '../payments/payments-repository';
import {
  decideRequest,
  findSelectionUnit,
  insertRequest,
  latestRequest,
  markReplaced,
  markWithdrawn,
  packagePricesOf,
  pendingRequest,
  setUnitFurniture,
  type RequestRow,
  type SelectionUnit,
} from './selections-repository';
import { notifyIn, notifyOfficeIn, officeLink, unitPageLink, type Notices } from '../notifications/notify';
import { findPeople, type Tx as NoticeTx } from '../notifications/notifications-repository';

/** The history actions of a choice, in the unit's audit trail. */
export const SELECTION_ACTIONS = {
  requested: 'package_requested',
  approved: 'package_request_approved',
  declined: 'package_request_declined',
  withdrawn: 'package_request_withdrawn',
} as const;

const isOpen = (unit: SelectionUnit, now: Date) => unit.deadline === null || now < unit.deadline;

/** Each level's price in cents for the unit's type: 0 for the standard level, undefined when none is set. */
const priceOf = (prices: Map<string, number>, level: Category): number | undefined => (level === 'ESTANDAR' ? 0 : prices.get(level));

const requestAnswer = (r: RequestRow): NonNullable<PackageChoice['request']> => ({
  id: r.id,
  package: r.package,
  price: fromCents(r.priceCents),
  currency: r.currency,
  // A replaced request is never read here (latestRequest skips them).
  status: r.status === 'replaced' ? 'declined' : r.status,
  note: r.note,
  requested_at: r.createdAt.toISOString(),
  decided_at: r.decidedAt?.toISOString() ?? null,
});

/** The choice of a unit already read (in a write's transaction, or by a read). */
export async function buildSelection(db: Db | Tx, unit: SelectionUnit, now: Date = new Date()): Promise<PackageChoice> {
  const prices = await packagePricesOf(db, unit.typologyId);
  const request = unit.buyerId === null ? undefined : await latestRequest(db, unit.id, unit.buyerId);
  return {
    unit_id: unit.id,
    package: unit.furniture,
    deadline: unit.deadline?.toISOString() ?? null,
    time_zone: unit.timeZone,
    open: isOpen(unit, now),
    options: CATEGORIES.map((level) => {
      const cents = priceOf(prices, level);
      return { package: level, price: cents === undefined ? null : fromCents(cents), currency: unit.currency, included: level === 'ESTANDAR' };
    }),
    request: request ? requestAnswer(request) : null,
  };
}

/** The unit's choice as the caller may see it (its buyer, the office), or undefined when they may not know the unit. */
export async function selectionOf(db: Db, caller: Caller, unitId: number): Promise<PackageChoice | undefined> {
  if ((await viewOfUnit(db, caller, unitId)) === 'none') return undefined;
  const unit = await findSelectionUnit(db, unitId);
  return unit ? buildSelection(db, unit) : undefined;
}

/** Who may ask for the unit's package: its buyer; the office is told it may not (403); anyone else, not found (404). */
export async function askerRole(db: Db, caller: Caller, unitId: number): Promise<'buyer' | 'office' | 'none'> {
  if (isOffice(caller)) return 'office';
  const unit = await findSelectionUnit(db, unitId);
  return unit && unit.buyerId !== null && unit.buyerId === caller.id ? 'buyer' : 'none';
}

export type RequestOutcome =
  | { kind: 'done'; selection: PackageChoice; replaced: boolean }
  | { kind: 'not_found' | 'deadline_passed' | 'already_chosen' }
  | { kind: 'not_offered'; level: Category };

/**
 * The buyer asks for `level` at the price their unit's type has now. A pending request of the
 * unit is replaced (one at a time); after the deadline nothing is written.
 */
export function requestPackage(db: Db, buyerId: number, unitId: number, level: Category, now: Date = new Date(), notices?: Notices): Promise<RequestOutcome> {
  return db.transaction(async (tx): Promise<RequestOutcome> => {
    const unit = await findSelectionUnit(tx, unitId, true);
    if (!unit || unit.buyerId === null || unit.buyerId !== buyerId) return { kind: 'not_found' };
    if (!isOpen(unit, now)) return { kind: 'deadline_passed' };
    if (unit.furniture === level) return { kind: 'already_chosen' };
    const cents = priceOf(await packagePricesOf(tx, unit.typologyId), level);
    if (cents === undefined) return { kind: 'not_offered', level };
    const pending = await pendingRequest(tx, unitId);
    if (pending) await markReplaced(tx, pending.id);
    const id = await insertRequest(tx, { unitId, buyerId, package: level, priceCents: cents, currency: unit.currency });
    await addHistory(tx, {
      action: SELECTION_ACTIONS.requested,
      actorId: buyerId,
      unitId,
      details: {
        request_id: id,
        package: level,
        price: fromCents(cents),
        currency: unit.currency,
        ...(pending ? { replaces: { request_id: pending.id, package: pending.package } } : {}),
      },
    });
    // The office is told (decision 058), each account in the app and by mail if it wants it.
    const [buyer] = await findPeople(tx as unknown as NoticeTx, [buyerId]);
    const notice = { kind: 'selection_requested' as const, unitId, link: officeLink, params: { name: buyer?.name ?? '', package: level, request_id: id } };
    await notifyOfficeIn(tx as unknown as NoticeTx, notice, buyerId, notices);
    return { kind: 'done', selection: await buildSelection(tx, unit, now), replaced: pending !== undefined };
  });
}

export type WithdrawOutcome = { kind: 'done'; selection: PackageChoice; level: Category } | { kind: 'not_found' | 'deadline_passed' | 'nothing_pending' };

/**
 * The buyer takes back their pending request, until the deadline as asking. The row is kept
 * (stored `replaced`, with the buyer as who decided it); the history says `package_request_withdrawn`.
 * The office's notification of the request stays (it is history).
 */
export function withdrawRequest(db: Db, buyerId: number, unitId: number, now: Date = new Date()): Promise<WithdrawOutcome> {
  return db.transaction(async (tx): Promise<WithdrawOutcome> => {
    const unit = await findSelectionUnit(tx, unitId, true);
    if (!unit || unit.buyerId === null || unit.buyerId !== buyerId) return { kind: 'not_found' };
    if (!isOpen(unit, now)) return { kind: 'deadline_passed' };
    const pending = await pendingRequest(tx, unitId);
    if (!pending || pending.buyerId !== buyerId) return { kind: 'nothing_pending' };
    await markWithdrawn(tx, pending.id, buyerId);
    await addHistory(tx, {
      action: SELECTION_ACTIONS.withdrawn,
      actorId: buyerId,
      unitId,
      details: { request_id: pending.id, package: pending.package, price: fromCents(pending.priceCents), currency: pending.currency },
    });
    return { kind: 'done', selection: await buildSelection(tx, unit, now), level: pending.package };
  });
}

export type DecisionOutcome = { kind: 'done'; selection: PackageChoice; level: Category; approved: boolean } | { kind: 'not_found' | 'nothing_pending' };

const lineLabel = (level: Category) => Object.fromEntries(LANGUAGES.map((lang: Language) => [lang, translate('selections.lineLabel', lang, { package: level })])) as Record<Language, string>;

/**
 * The office approves or declines the unit's pending request (the current buyer's). An approval
 * sets the unit's level and, for a price above 0, adds it to the schedule due in 30 days, after
 * the lines there are; all in one transaction that tells every instance the unit changed.
 */
export function decideRequestOf(
  signal: ChangeSignal,
  actorId: number,
  unitId: number,
  decision: { approve: boolean; note?: string | undefined },
  notices?: Notices,
): Promise<DecisionOutcome> {
  return signal.transaction(async (tx): Promise<DecisionOutcome> => {
    const unit = await findSelectionUnit(tx, unitId, true);
    if (!unit) return { kind: 'not_found' };
    const pending = await pendingRequest(tx, unitId);
    if (!pending || pending.buyerId !== unit.buyerId) return { kind: 'nothing_pending' };
    const note = decision.note ?? '';
    const base = { request_id: pending.id, package: pending.package, price: fromCents(pending.priceCents), currency: pending.currency, note };
    // The buyer is told of the decision (decision 058), in the app and by mail if they want it.
    const tellBuyer = (approved: boolean) =>
      notifyIn(
        tx as unknown as NoticeTx,
        { kind: 'selection_decided', unitId, link: (u) => unitPageLink(u.id), params: { package: pending.package, approved: approved ? 1 : 0, request_id: pending.id } },
        [pending.buyerId],
        notices,
      );
    if (!decision.approve) {
      await decideRequest(tx, pending.id, { status: 'declined', note, decidedBy: actorId, lineId: null });
      await tellBuyer(false);
      await addHistory(tx, { action: SELECTION_ACTIONS.declined, actorId, unitId, details: base });
      return { kind: 'done', selection: await buildSelection(tx, unit), level: pending.package, approved: false };
    }
    await setUnitFurniture(tx, unitId, pending.package);
    let line: { id: number; due_date: string; amount: number } | null = null;
    if (pending.priceCents > 0) {
      const lines = await listLines(tx, unitId);
      const dueDate = addDays(todayIn(unit.timeZone), SELECTION_LINE_DUE_DAYS);
      const position = lines.reduce((top, l) => Math.max(top, l.position + 1), 0);
      const [lineId] = await insertLines(tx, unitId, [{ label: lineLabel(pending.package), dueDate, amountCents: pending.priceCents, position }]);
      line = { id: lineId!, due_date: dueDate, amount: fromCents(pending.priceCents) };
    }
    await decideRequest(tx, pending.id, { status: 'approved', note, decidedBy: actorId, lineId: line?.id ?? null });
    await addHistory(tx, { action: SELECTION_ACTIONS.approved, actorId, unitId, details: { ...base, from: unit.furniture, line } });
    await tellBuyer(true);
    const after = { ...unit, furniture: pending.package };
    return { kind: 'done', selection: await buildSelection(tx, after), level: pending.package, approved: true };
  });
}
