// The office's writes to a unit's payment schedule (issue 34, decision 048): save the lines,
// generate them from the development's plan, record a payment. Each is one transaction that first
// locks the unit's row, so a schedule saved while a payment is recorded waits for it (or it for
// the save) and neither is lost; each leaves its entry in the unit's history. Functions return
// typed outcomes, never HTTP answers.
import { toCents, type LocalizedText, type ScheduleWrite } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { addHistory } from '../documents/documents-repository';
import { linesFromPlan } from './payment-schedule';
import {
  PAYMENT_ACTIONS,
  deleteLines,
  findUnit,
  insertLines,
  listLines,
  listPayments,
  reservationDay,
  updateLine,
  type LineRow,
  type Tx,
  type UnitFacts,
} from './payments-repository';

export type SaveOutcome =
  | { kind: 'done'; unit: UnitFacts; lines: number }
  | { kind: 'not_found' }
  | { kind: 'unknown_line'; index: number }
  | { kind: 'paid_line_changed' | 'paid_line_removed'; label: LocalizedText };

const historyLine = (l: { id?: number; label: LocalizedText; dueDate: string; amountCents: number }) => ({
  ...(l.id === undefined ? {} : { id: l.id }),
  label: l.label.es,
  due_date: l.dueDate,
  amount: l.amountCents / 100,
});

/**
 * Paid so far on each line, in cents, and the lines with any payment on record. A voided payment
 * counts as nothing paid, but its line keeps it on record: it cannot be removed (decision 056).
 */
async function paidByLine(tx: Tx, lines: readonly LineRow[]): Promise<{ paid: Map<number, number>; recorded: Set<number> }> {
  const paid = new Map<number, number>();
  const recorded = new Set<number>();
  for (const p of await listPayments(
    tx,
    lines.map((l) => l.id),
  )) {
    recorded.add(p.lineId);
    if (p.voidedAt === null) paid.set(p.lineId, (paid.get(p.lineId) ?? 0) + p.amountCents);
  }
  return { paid, recorded };
}

/**
 * Replaces the schedule by `body.lines`, in their order. A line with payments keeps its amount
 * and date and must stay (409 otherwise); unpaid lines left out are removed. A save that changes
 * nothing writes nothing, not even history.
 */
export function saveSchedule(db: Db, actorId: number, unitId: number, body: ScheduleWrite): Promise<SaveOutcome> {
  // Every refusal comes before the first write: returning one leaves nothing written.
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const unit = await findUnit(tx, unitId, true);
    if (!unit) return { kind: 'not_found' };
    const before = await listLines(tx, unitId);
    const { paid, recorded } = await paidByLine(tx, before);
    const byId = new Map(before.map((l) => [l.id, l]));
    const wanted = body.lines.map((l, position) => ({ id: l.id, label: l.label, dueDate: l.due_date, amountCents: toCents(l.amount), position }));

    const unknown = wanted.findIndex((l) => l.id !== undefined && !byId.has(l.id));
    if (unknown >= 0) return { kind: 'unknown_line', index: unknown };
    const kept = new Set(wanted.flatMap((l) => (l.id === undefined ? [] : [l.id])));
    for (const line of before) {
      if (!recorded.has(line.id)) continue;
      if (!kept.has(line.id)) return { kind: 'paid_line_removed', label: line.label };
      if (!paid.get(line.id)) continue;
      const next = wanted.find((l) => l.id === line.id)!;
      if (next.amountCents !== line.amountCents || next.dueDate !== line.dueDate) return { kind: 'paid_line_changed', label: line.label };
    }

    const removed = before.filter((l) => !kept.has(l.id));
    const changed = wanted.filter((l) => {
      const old = l.id === undefined ? undefined : byId.get(l.id);
      return old && (old.amountCents !== l.amountCents || old.dueDate !== l.dueDate || old.position !== l.position || JSON.stringify(old.label) !== JSON.stringify(l.label));
    });
    const added = wanted.filter((l) => l.id === undefined);
    if (removed.length === 0 && changed.length === 0 && added.length === 0) return { kind: 'done', unit, lines: before.length };

    await deleteLines(
      tx,
      removed.map((l) => l.id),
    );
    for (const { id, ...line } of changed) await updateLine(tx, id!, line);
    const addedIds = await insertLines(tx, unitId, added);
    await addHistory(tx, {
      action: PAYMENT_ACTIONS.saved,
      actorId,
      unitId,
      details: {
        currency: unit.development.currency,
        lines: wanted.length,
        total: wanted.reduce((sum, l) => sum + l.amountCents, 0) / 100,
        added: added.map((l, i) => historyLine({ ...l, id: addedIds[i]! })),
        changed: changed.map((l) => ({ from: historyLine(byId.get(l.id!)!), to: historyLine(l) })),
        removed: removed.map(historyLine),
      },
    });
    return { kind: 'done', unit, lines: wanted.length };
  });
}

export type GenerateOutcome =
  | { kind: 'done'; unit: UnitFacts; lines: number }
  | { kind: 'not_found' | 'no_buyer' | 'no_price' | 'no_plan' | 'something_paid' };

/**
 * The schedule from the development's plan, the unit's price and its reservation day; it
 * replaces the lines there are, as long as nothing is paid on any of them.
 */
export function generateSchedule(db: Db, actorId: number, unitId: number): Promise<GenerateOutcome> {
  return db.transaction(async (tx): Promise<GenerateOutcome> => {
    const unit = await findUnit(tx, unitId, true);
    if (!unit) return { kind: 'not_found' };
    const before = await listLines(tx, unitId);
    // Voided payments too: generating replaces the lines, and their records must stay.
    if ((await paidByLine(tx, before)).recorded.size > 0) return { kind: 'something_paid' };
    if (unit.buyerId === null) return { kind: 'no_buyer' };
    if (!unit.priceCents) return { kind: 'no_price' };
    if (unit.development.plan.length === 0) return { kind: 'no_plan' };
    const reserved = await reservationDay(tx, unit);
    if (!reserved) return { kind: 'no_buyer' };

    const lines = linesFromPlan(unit.development.plan, unit.priceCents, reserved.day).map((l, position) => ({ ...l, position }));
    await deleteLines(
      tx,
      before.map((l) => l.id),
    );
    const ids = await insertLines(tx, unitId, lines);
    await addHistory(tx, {
      action: PAYMENT_ACTIONS.generated,
      actorId,
      unitId,
      details: {
        currency: unit.development.currency,
        price: unit.priceCents / 100,
        reservation_date: reserved.day,
        reservation_date_from: reserved.source,
        lines: lines.map((l, i) => historyLine({ ...l, id: ids[i]! })),
        removed: before.map(historyLine),
      },
    });
    return { kind: 'done', unit, lines: lines.length };
  });
}
