// The SQL of a unit's payment schedule (issue 34, decision 048): the unit and its development as
// a write needs them (the unit's row locked: every write to one schedule goes one at a time),
// the lines, the payments and their receipts, the buyer, and the reservation day.
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Currency, Language, LocalizedText, PaymentMethod } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { todayIn } from './payment-schedule';
import { auditLog, developments, properties, unitDocuments, unitPaymentLines, unitPayments, users, type StoredPlanLine } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** The history actions of a schedule, in the unit's audit trail. */
export const PAYMENT_ACTIONS = {
  saved: 'payment_schedule_saved',
  generated: 'payment_schedule_generated',
  recorded: 'payment_recorded',
  voided: 'payment_voided',
} as const;

export interface UnitFacts {
  id: number;
  number: string;
  name: string;
  status: string;
  /** The buyer while the unit is reserved or sold; null otherwise (decision 046). */
  buyerId: number | null;
  priceCents: number | null;
  reservedAt: Date | null;
  dateBuy: string | null;
  /** `timeZone`: the IANA zone its days are counted in (decision 057). */
  development: { name: string; code: string; currency: Currency; plan: StoredPlanLine[]; timeZone: string };
}

/** The unit and its development; `lock` holds the unit's row until the transaction ends. */
export async function findUnit(db: Queryable, unitId: number, lock = false): Promise<UnitFacts | undefined> {
  const query = db
    .select({
      id: properties.id,
      number: properties.number,
      name: properties.name,
      status: properties.status,
      userId: properties.userId,
      // numeric(14,2) as text, turned into cents without a float: '1234.5' → 123450.
      price: sql<string | null>`${properties.price}::text`,
      reservedAt: properties.reservedAt,
      dateBuy: properties.dateBuy,
      devName: developments.name,
      devCode: developments.code,
      currency: developments.currency,
      plan: developments.paymentPlan,
      timeZone: developments.timeZone,
    })
    .from(properties)
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(eq(properties.id, unitId));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    status: row.status,
    buyerId: row.status === 'reserved' || row.status === 'sold' ? row.userId : null,
    priceCents: row.price === null ? null : centsOfDecimal(row.price),
    reservedAt: row.reservedAt,
    dateBuy: row.dateBuy,
    development: { name: row.devName, code: row.devCode, currency: row.currency as Currency, plan: row.plan, timeZone: row.timeZone },
  };
}

/** '1234.5' → 123450, '-0.01' never occurs (a CHECK keeps prices ≥ 0). */
export function centsOfDecimal(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/**
 * The day the unit was reserved, in its development's zone (decision 057): `reserved_at` while reserved; for a sold unit (a sale clears
 * it) the newest reservation of this buyer in the unit's history; else the sale's date (a unit
 * sold without a reservation, or assigned before the lifecycle existed); null when none.
 */
export async function reservationDay(db: Queryable, unit: UnitFacts): Promise<{ day: string; source: 'reserved_at' | 'history' | 'date_buy' } | null> {
  if (unit.status === 'reserved' && unit.reservedAt) return { day: todayIn(unit.development.timeZone, unit.reservedAt), source: 'reserved_at' };
  if (unit.buyerId !== null) {
    const [entry] = await db
      .select({ at: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.propertyId, unit.id), eq(auditLog.action, 'unit_status'), eq(auditLog.userId, unit.buyerId), sql`${auditLog.details}->>'to' = 'reserved'`))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    if (entry) return { day: todayIn(unit.development.timeZone, entry.at), source: 'history' };
  }
  return unit.dateBuy ? { day: unit.dateBuy, source: 'date_buy' } : null;
}

export interface BuyerFacts {
  id: number;
  name: string;
  email: string;
  lang: Language;
}

export async function findBuyer(db: Queryable, userId: number): Promise<BuyerFacts | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  return { ...row, lang: (['es', 'en', 'fr'].includes(row.lang) ? row.lang : 'es') as Language };
}

export interface LineRow {
  id: number;
  unitId: number;
  position: number;
  label: LocalizedText;
  dueDate: string;
  amountCents: number;
}

const lineColumns = {
  id: unitPaymentLines.id,
  unitId: unitPaymentLines.propertyId,
  position: unitPaymentLines.position,
  label: unitPaymentLines.label,
  dueDate: unitPaymentLines.dueDate,
  amountCents: unitPaymentLines.amountCents,
};

/** A unit's lines by date, then in the office's order. */
export function listLines(db: Queryable, unitId: number): Promise<LineRow[]> {
  return db
    .select(lineColumns)
    .from(unitPaymentLines)
    .where(eq(unitPaymentLines.propertyId, unitId))
    .orderBy(asc(unitPaymentLines.dueDate), asc(unitPaymentLines.position), asc(unitPaymentLines.id));
}

export async function findLine(db: Queryable, lineId: number, lock = false): Promise<LineRow | undefined> {
  const query = db.select(lineColumns).from(unitPaymentLines).where(eq(unitPaymentLines.id, lineId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertLines(tx: Tx, unitId: number, lines: readonly { label: LocalizedText; dueDate: string; amountCents: number; position: number }[]): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await tx
    .insert(unitPaymentLines)
    .values(lines.map((l) => ({ propertyId: unitId, position: l.position, label: l.label, dueDate: l.dueDate, amountCents: l.amountCents })))
    .returning({ id: unitPaymentLines.id });
  return rows.map((r) => r.id);
}

export async function updateLine(tx: Tx, lineId: number, values: { label: LocalizedText; dueDate: string; amountCents: number; position: number }): Promise<void> {
  await tx
    .update(unitPaymentLines)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(unitPaymentLines.id, lineId));
}

export async function deleteLines(tx: Tx, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length > 0) await tx.delete(unitPaymentLines).where(inArray(unitPaymentLines.id, [...lineIds]));
}

export interface PaymentRow {
  id: number;
  lineId: number;
  amountCents: number;
  paidAt: string;
  method: PaymentMethod;
  reference: string;
  receiptId: number | null;
  /** Whether the receipt is shared with the buyer (it is when made; the office may change it). */
  receiptShared: boolean;
  createdAt: Date;
  /** Set once voided (decision 056): the payment stays listed and counts as nothing. */
  voidedAt: Date | null;
  voidReason: string | null;
}

const paymentColumns = {
  id: unitPayments.id,
  lineId: unitPayments.lineId,
  amountCents: unitPayments.amountCents,
  paidAt: unitPayments.paidAt,
  method: sql<PaymentMethod>`${unitPayments.method}`,
  reference: unitPayments.reference,
  receiptId: unitDocuments.id,
  receiptShared: sql<boolean>`coalesce(${unitDocuments.shared}, false)`,
  createdAt: unitPayments.createdAt,
  voidedAt: unitPayments.voidedAt,
  voidReason: unitPayments.voidReason,
};

/** The payments of these lines, oldest first, with their receipts; voided ones too. */
export async function listPayments(db: Queryable, lineIds: readonly number[]): Promise<PaymentRow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select(paymentColumns)
    .from(unitPayments)
    .leftJoin(unitDocuments, eq(unitDocuments.id, unitPayments.receiptDocumentId))
    .where(inArray(unitPayments.lineId, [...lineIds]))
    .orderBy(asc(unitPayments.createdAt), asc(unitPayments.id));
}

/** What the payments received count, in cents: a voided one counts as nothing. */
export const paidCentsOf = (payments: readonly Pick<PaymentRow, 'amountCents' | 'voidedAt'>[]): number =>
  payments.reduce((sum, p) => sum + (p.voidedAt === null ? p.amountCents : 0), 0);

/** One payment with its line's unit; `lock` holds the payment's row (read again under the unit's lock). */
export async function findPayment(db: Queryable, paymentId: number, lock = false): Promise<(PaymentRow & { unitId: number }) | undefined> {
  const query = db
    .select({ ...paymentColumns, unitId: unitPaymentLines.propertyId })
    .from(unitPayments)
    .innerJoin(unitPaymentLines, eq(unitPaymentLines.id, unitPayments.lineId))
    .leftJoin(unitDocuments, eq(unitDocuments.id, unitPayments.receiptDocumentId))
    .where(eq(unitPayments.id, paymentId));
  const [row] = lock ? await query.for('update', { of: unitPayments }) : await query;
  return row;
}

/** Marks the payment void (only one not voided yet); its moment, or undefined when it already was. */
export async function markVoided(tx: Tx, paymentId: number, actorId: number, reason: string): Promise<Date | undefined> {
  const [row] = await tx
    .update(unitPayments)
    .set({ voidedAt: sql`now()`, voidedBy: actorId, voidReason: reason })
    .where(and(eq(unitPayments.id, paymentId), isNull(unitPayments.voidedAt)))
    .returning({ voidedAt: unitPayments.voidedAt });
  return row?.voidedAt ?? undefined;
}

export async function insertPayment(
  tx: Tx,
  values: { lineId: number; amountCents: number; paidAt: string; method: PaymentMethod; reference: string; recordedBy: number },
): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx.insert(unitPayments).values(values).returning({ id: unitPayments.id, createdAt: unitPayments.createdAt });
  return row!;
}

export async function setReceipt(tx: Tx, paymentId: number, documentId: number): Promise<void> {
  await tx.update(unitPayments).set({ receiptDocumentId: documentId }).where(eq(unitPayments.id, paymentId));
}
