// Date-times of the units' screens: a hold's end and the history's moments, in the page's
// language and the viewer's time zone (a hold ends at a moment the office agreed on locally);
// the day a unit was reserved or sold, in its development's zone (decision 068).
import type { InventoryUnit } from '@vitrina/contracts';
import { dayIn } from '../../../lib/zoned-time';

/**
 * The calendar day ('YYYY-MM-DD') the unit was sold (`date_buy`, a day already) or reserved
 * (`reserved_at`, an instant: the day it fell on in the development's zone — a reservation at
 * 23:30 in Santo Domingo is that day there, not the next one in UTC); null when not known.
 */
export function buyerDay(unit: Pick<InventoryUnit, 'status' | 'date_buy' | 'reserved_at'>, zone: string): string | null {
  if (unit.status === 'sold') return unit.date_buy ? unit.date_buy.slice(0, 10) : null;
  if (unit.status === 'reserved' && unit.reserved_at) return dayIn(unit.reserved_at, zone) || null;
  return null;
}
const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(iso: string, lang: string): string {
  let formatter = formatters.get(lang);
  if (!formatter) formatters.set(lang, (formatter = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' })));
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date);
}

/** A `datetime-local` input's value (local time, minutes) for a moment. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value as an ISO date-time with its offset (UTC), or '' when it is not one. */
export function isoFromLocalInput(value: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
