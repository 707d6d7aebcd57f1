// The SQL of the payment reminders (issue 34, decision 050): the lines that should get one now
// (one bounded query, with everything their mail says), and the record of a reminder queued,
// whose key lets each go at most once however many checks run at the same time.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Currency, Language, LocalizedText } from '@vitrina/contracts';
import { developments, properties, unitPaymentLines, unitPaymentReminders, users, type PaymentReminderKind } from '../db/schema';
import type { Tx } from './payments-repository';

/** A line that should be reminded today, and what its mail says; amounts in cents. */
export interface ReminderCandidate {
  lineId: number;
  unitId: number;
  /** Its development's zone (decision 057): today is the day there. */
  timeZone: string;
  label: LocalizedText;
  dueDate: string;
  amountCents: number;
  paidCents: number;
  /** Left on the whole schedule of the unit. */
  balanceCents: number;
  unit: string;
  development: string;
  currency: Currency;
  buyer: { id: number; name: string; email: string; lang: Language };
}

const paidOnLine = sql<number>`(select coalesce(sum(p.amount_cents), 0) from unit_payments p where p.line_id = ${unitPaymentLines.id} and p.voided_at is null)`.mapWith(Number);
const balanceOfUnit = sql<number>`((select coalesce(sum(l2.amount_cents), 0) from unit_payment_lines l2 where l2.property_id = ${unitPaymentLines.propertyId})
  - (select coalesce(sum(p2.amount_cents), 0) from unit_payments p2 join unit_payment_lines l3 on l3.id = p2.line_id where l3.property_id = ${unitPaymentLines.propertyId} and p2.voided_at is null))`.mapWith(
  Number,
);

/** Every time zone a development has (decision 057): today is worked out once for each. */
export async function developmentTimeZones(tx: Tx): Promise<string[]> {
  const rows = await tx.selectDistinct({ timeZone: developments.timeZone }).from(developments);
  return rows.map((r) => r.timeZone);
}

/**
 * Lines not fully paid of a unit with a buyer (reserved or sold), due from today − `pastDays`
 * (older ones are past reminding) to today + `aheadDays`, not yet reminded of the kind they call
 * for today (overdue past their day, else due) for this date and buyer — "today" being the day
 * in the line's development's zone (`todays`: zone → day; decision 057). A line entered already
 * past its day (in that zone) gets no overdue reminder (it records the past). By line id, at
 * most `limit`; `unitId` narrows it to one unit. The lines are share-locked, skipping those a
 * save or a payment holds: those are checked once it is done (the save's own check, or the next
 * round), so no reminder goes for a line being paid.
 */
export function findReminderCandidates(
  tx: Tx,
  { todays, pastDays, aheadDays, limit, unitId }: { todays: ReadonlyMap<string, string>; pastDays: number; aheadDays: number; limit: number; unitId?: number },
): Promise<ReminderCandidate[]> {
  const days = [...todays.values()].sort();
  if (days.length === 0) return Promise.resolve([]);
  // The development's today; a zone not in `todays` (none: they were read in this transaction) is null and matches nothing.
  const today = sql`(case ${developments.timeZone} ${sql.join(
    [...todays].map(([zone, day]) => sql`when ${zone} then ${day}::date`),
    sql` `,
  )} end)`;
  const kind = sql`(case when ${unitPaymentLines.dueDate} < ${today} then 'overdue' else 'due' end)`;
  return tx
    .select({
      lineId: unitPaymentLines.id,
      unitId: unitPaymentLines.propertyId,
      timeZone: developments.timeZone,
      label: unitPaymentLines.label,
      dueDate: unitPaymentLines.dueDate,
      amountCents: unitPaymentLines.amountCents,
      paidCents: paidOnLine,
      balanceCents: balanceOfUnit,
      unit: properties.number,
      development: developments.name,
      currency: sql<Currency>`${developments.currency}`,
      buyer: { id: users.id, name: users.name, email: users.email, lang: sql<Language>`(case when ${users.lang} in ('es', 'en', 'fr') then ${users.lang} else 'es' end)` },
    })
    .from(unitPaymentLines)
    .innerJoin(properties, eq(properties.id, unitPaymentLines.propertyId))
    .innerJoin(users, eq(users.id, properties.userId))
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(
      and(
        unitId === undefined ? undefined : eq(unitPaymentLines.propertyId, unitId),
        inArray(properties.status, ['reserved', 'sold']),
        // The bounds over every zone's today first (constants, as before zones), then each line's own.
        sql`${unitPaymentLines.dueDate} between ${days[0]}::date - ${pastDays}::int and ${days[days.length - 1]}::date + ${aheadDays}::int`,
        sql`${unitPaymentLines.dueDate} between ${today} - ${pastDays}::int and ${today} + ${aheadDays}::int`,
        or(sql`${unitPaymentLines.dueDate} >= ${today}`, sql`${unitPaymentLines.dueDate} >= (${unitPaymentLines.createdAt} at time zone ${developments.timeZone})::date`),
        sql`${paidOnLine} < ${unitPaymentLines.amountCents}`,
        sql`not exists (select 1 from unit_payment_reminders r where r.line_id = ${unitPaymentLines.id} and r.kind = ${kind} and r.due_date = ${unitPaymentLines.dueDate} and r.buyer_id = ${users.id})`,
      ),
    )
    .orderBy(asc(unitPaymentLines.id))
    .limit(limit)
    .for('share', { of: unitPaymentLines, skipLocked: true });
}

/** Records the reminder; false when it was already recorded (by another check meanwhile, too). */
export async function recordReminder(tx: Tx, reminder: { lineId: number; kind: PaymentReminderKind; dueDate: string; buyerId: number; leftCents: number }): Promise<boolean> {
  const rows = await tx.insert(unitPaymentReminders).values(reminder).onConflictDoNothing().returning({ lineId: unitPaymentReminders.lineId });
  return rows.length === 1;
}
