// Helpers of the payments tests (issue 34, decision 048): the demo app with the office and two
// buyers, a unit of each buyer with a known price and a development plan, requests as a caller,
// the schedule's lines, the receipt's PDF text, and the mails kept in the outbox.
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../src/db/client';
import { auditLog, developments, mailOutbox, properties, type StoredPlanLine } from '../../../src/db/schema';
import { buildTestApp, type TestApp } from '../../helper';
import { callerFor, createPerson, type Caller } from '../units/fixtures';

export { pdfPages } from '../comms/helpers';
export type { Caller };

/** 30 % at once, 40 % in 6 months, 30 % in 12 (basis points: stored exactly). */
export const PLAN: StoredPlanLine[] = [
  { label: { es: 'Enganche', en: 'Deposit', fr: 'Acompte' }, basis_points: 3000, months_after_reservation: 0 },
  { label: { es: 'Segundo pago', en: 'Second payment', fr: 'Deuxième paiement' }, basis_points: 4000, months_after_reservation: 6 },
  { label: { es: 'Saldo', en: 'Balance', fr: 'Solde' }, basis_points: 3000, months_after_reservation: 12 },
];

export interface World {
  t: TestApp;
  admin: Caller;
  vitrina: Caller;
  selecta: Caller;
  buyer: Caller;
  otherBuyer: Caller;
  guest: Caller;
  /** Sold units of each buyer, priced. */
  unitA: number;
  unitB: number;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `clock`: the instant the schedules' "today" is taken from (decision 057); the time now when absent. */
export async function world({ clock, env, push }: { clock?: () => Date; env?: NodeJS.ProcessEnv; push?: NonNullable<Parameters<typeof buildTestApp>[0]>['push'] } = {}): Promise<World> {
  const t = await buildTestApp({ demo: true, ...(clock ? { clock } : {}), ...(env ? { env } : {}), ...(push ? { push } : {}) });
  const db = t.database.db;
  const admin = await callerFor(db, 'admin@vitrina.demo');
  const buyer = await callerFor(db, 'owner1@vitrina.demo');
  const otherBuyer = await callerFor(db, 'owner2@vitrina.demo');
  const unitOf = async (userId: number) => (await db.select({ id: properties.id }).from(properties).where(eq(properties.userId, userId)).orderBy(properties.id).limit(1))[0]!.id;
  return {
    t,
    admin,
    buyer,
    otherBuyer,
    vitrina: await createPerson(db, 'Vitrina'),
    selecta: await createPerson(db, 'Selecta'),
    guest: await callerFor(db, 'guest@vitrina.demo'),
    unitA: await unitOf(buyer.id),
    unitB: await unitOf(otherBuyer.id),
  };
}

/** A request as `caller` (null: signed out), JSON body, in `lang`. */
export function requester(w: () => World) {
  return (caller: Caller | null, method: Method, url: string, body?: unknown, options: { lang?: string; headers?: Record<string, string> } = {}) =>
    w().t.app.inject({
      method,
      url,
      headers: { 'accept-language': options.lang ?? 'en', ...(caller?.headers ?? {}), ...(options.headers ?? {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
}

/** Gives the unit's development the plan, the unit a price, and the unit a sale on `soldOn`. */
export async function prepareUnit(db: Db, unitId: number, { price = 1_000_000, soldOn = '2026-01-31', plan = PLAN }: { price?: number; soldOn?: string; plan?: StoredPlanLine[] } = {}) {
  const [unit] = await db.update(properties).set({ price, status: 'sold', dateBuy: soldOn, reservedAt: null }).where(eq(properties.id, unitId)).returning({ developmentId: properties.developmentId });
  await db.update(developments).set({ paymentPlan: plan }).where(eq(developments.id, unit!.developmentId));
}

export interface Line {
  id: number;
  label: string;
  labels?: { es: string; en: string; fr: string };
  due_date: string;
  amount: number;
  paid_amount: number;
  status: string;
  receipts: number[];
  payments: { id: number; amount: number; receipt_id: number | null }[];
}
export interface Schedule {
  unit_id: number;
  currency: string;
  total: number;
  paid: number;
  outstanding: number;
  lines: Line[];
}

/** The unit's history entries of one action, newest first. */
export async function history(db: Db, unitId: number, action: string) {
  return db
    .select({ details: auditLog.details, actorId: auditLog.actorId })
    .from(auditLog)
    .where(and(eq(auditLog.propertyId, unitId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}

/** The mails kept for this address (no SMTP_URL in tests: kept in the outbox), newest first. */
export async function mailsTo(db: Db, to: string) {
  return db.select({ subject: mailOutbox.subject, text: mailOutbox.text, status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** A payment's body. */
export const payment = (amount: number, extra: Record<string, unknown> = {}) => ({ amount, paid_at: '2026-02-10', method: 'transfer', reference: 'SPEI 123', ...extra });

export function expectCents(value: number, cents: number) {
  expect(Math.round(value * 100)).toBe(cents);
}
