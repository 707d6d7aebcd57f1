// A unit's schedule as the office and the unit's buyer read it (decision 048): the lines by date
// with what was paid on each, its status on the day `now` is in the development's zone (decision
// 057), its receipts, and the totals. Amounts are
// added up in cents and answered in the currency's units, as the house's prices are.
import { fromCents, type Language, type PaymentSchedule, type ScheduleLine } from '@vitrina/contracts';
import { viewOfUnit, type Caller } from '../documents/document-writes';
import type { Db } from '../db/client';
import { lineStatus, todayIn } from './payment-schedule';
import { findUnit, listLines, listPayments, paidCentsOf, type Tx, type UnitFacts } from './payments-repository';

export type ScheduleView = 'office' | 'buyer';

/** The schedule of a unit already read (in a write's transaction, or by a read). */
export async function buildSchedule(db: Db | Tx, unit: UnitFacts, view: ScheduleView, lang: Language, now: Date = new Date()): Promise<PaymentSchedule> {
  const today = todayIn(unit.development.timeZone, now);
  const lines = await listLines(db, unit.id);
  const payments = await listPayments(
    db,
    lines.map((l) => l.id),
  );
  let total = 0;
  let paid = 0;
  const answered = lines.map((line): ScheduleLine => {
    const own = payments.filter((p) => p.lineId === line.id);
    const paidCents = paidCentsOf(own);
    total += line.amountCents;
    paid += paidCents;
    // The buyer sees the receipts still shared with them; the office every one still filed.
    const receipts = own.filter((p) => p.receiptId !== null && (view === 'office' || p.receiptShared)).map((p) => p.receiptId!);
    return {
      id: line.id,
      label: line.label[lang] || line.label.es,
      ...(view === 'office' ? { labels: line.label } : {}),
      due_date: line.dueDate,
      amount: fromCents(line.amountCents),
      paid_amount: fromCents(paidCents),
      status: lineStatus({ dueDate: line.dueDate, amountCents: line.amountCents, paidCents }, today),
      receipts,
      payments: own.map((p) => ({
        id: p.id,
        line_id: p.lineId,
        amount: fromCents(p.amountCents),
        paid_at: p.paidAt,
        method: p.method,
        reference: p.reference,
        receipt_id: p.receiptId !== null && (view === 'office' || p.receiptShared) ? p.receiptId : null,
        created_at: p.createdAt.toISOString(),
        voided_at: p.voidedAt?.toISOString() ?? null,
        void_reason: p.voidReason,
      })),
    };
  });
  return {
    unit_id: unit.id,
    currency: unit.development.currency,
    total: fromCents(total),
    paid: fromCents(paid),
    // Overpaid lines cannot exist (a payment never exceeds what is left), so this is never negative.
    outstanding: fromCents(total - paid),
    lines: answered,
  };
}

/** The unit's schedule as the caller may see it, or undefined when they may not know it exists. */
export async function scheduleOf(db: Db, caller: Caller, unitId: number, lang: Language, now: Date = new Date()): Promise<PaymentSchedule | undefined> {
  const view = await viewOfUnit(db, caller, unitId);
  if (view === 'none') return undefined;
  const unit = await findUnit(db, unitId);
  if (!unit) return undefined;
  return buildSchedule(db, unit, view, lang, now);
}

/** What is left to pay on the whole schedule, in cents (the receipt's balance). */
export async function outstandingCents(db: Db | Tx, unitId: number): Promise<number> {
  const lines = await listLines(db, unitId);
  const payments = await listPayments(
    db,
    lines.map((l) => l.id),
  );
  return lines.reduce((sum, l) => sum + l.amountCents, 0) - paidCentsOf(payments);
}
