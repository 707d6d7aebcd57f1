// The pure rules of a unit's payment schedule (decision 048): days as 'YYYY-MM-DD', "today" being
// the calendar day in the development's time zone (decision 057), a line's status, and the lines
// a development's plan makes from a price and a reservation day. Money is whole cents throughout.
import { PAYMENT_DUE_SOON_DAYS, WHOLE_PLAN_BASIS_POINTS, type LocalizedText, type PaymentLineStatus } from '@vitrina/contracts';
import type { StoredPlanLine } from '../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar day ('YYYY-MM-DD') that the instant `now` falls on in the IANA zone `timeZone`
 * (decision 057): the one "today" of a development's payments — statuses, collections, receipts,
 * voids, reminders. Intl knows each zone's summer time; a zone it does not know throws.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const of = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${of('year').padStart(4, '0')}-${of('month')}-${of('day')}`;
}

/** Today in UTC (the zone of a development that has set none). */
export const todayUtc = (now: Date = new Date()): string => todayIn('UTC', now);

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The same day `months` later; a day the month lacks becomes its last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastOfMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/**
 * `paid` once nothing is left; else `overdue` past its day, `due` from PAYMENT_DUE_SOON_DAYS
 * before it to the day itself, `upcoming` before that.
 */
export function lineStatus(line: { dueDate: string; amountCents: number; paidCents: number }, today: string): PaymentLineStatus {
  if (line.paidCents >= line.amountCents) return 'paid';
  if (line.dueDate < today) return 'overdue';
  if (line.dueDate <= addDays(today, PAYMENT_DUE_SOON_DAYS)) return 'due';
  return 'upcoming';
}

export interface NewLine {
  label: LocalizedText;
  dueDate: string;
  amountCents: number;
}

/**
 * The plan's lines for a price: each its share rounded down to the cent (BigInt: a price in
 * cents times basis points passes 2^53), the last one the rest, so they add up to the price
 * exactly. A share that rounds to nothing (a price of a few cents) is left out.
 */
export function linesFromPlan(plan: readonly StoredPlanLine[], priceCents: number, reservationDay: string): NewLine[] {
  const price = BigInt(priceCents);
  let given = 0n;
  const lines = plan.map((step, i): NewLine => {
    const share = i === plan.length - 1 ? price - given : (price * BigInt(step.basis_points)) / BigInt(WHOLE_PLAN_BASIS_POINTS);
    given += share;
    return { label: step.label, dueDate: addMonths(reservationDay, step.months_after_reservation), amountCents: Number(share) };
  });
  return lines.filter((l) => l.amountCents > 0);
}
