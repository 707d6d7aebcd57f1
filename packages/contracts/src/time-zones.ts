// A development's time zone (decision 057): the IANA zone its payment schedules' days are
// counted in ("today" for due, overdue, reminders, receipts). A name is accepted when this
// runtime's Intl knows it as a zone (Intl.supportedValuesOf('timeZone'), plus 'UTC'), and is
// kept as Intl spells it: 'america/cancun' and 'America/Cancun' are one zone. Offsets
// ('+05:00', 'UTC-5') are refused: a zone, not an offset, knows its summer time.
import { z } from './zod';
import { PAYMENT_MESSAGES } from './messages';

export const DEFAULT_TIME_ZONE = 'UTC';
/** Longer than any IANA name (the longest is 32 characters). */
export const TIME_ZONE_MAX_LENGTH = 64;
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/;

let known: ReadonlySet<string> | undefined;
/** Every zone this runtime lists, 'UTC' first, then by name (the form's choices). */
export function timeZoneNames(): readonly string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [DEFAULT_TIME_ZONE, ...[...listed].filter((name) => name !== DEFAULT_TIME_ZONE).sort()];
}

/** The zone as Intl spells it, or undefined when `name` is no zone Intl lists (nor 'UTC'). */
export function canonicalTimeZone(name: string): string | undefined {
  if (name.length > TIME_ZONE_MAX_LENGTH || !ZONE_NAME.test(name)) return undefined;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
  known ??= new Set(timeZoneNames());
  // An alias Intl resolves ('US/Eastern' → 'America/New_York', 'Etc/UTC' → 'UTC') is kept as its zone.
  return known.has(resolved) ? resolved : undefined;
}

export const isTimeZone = (name: string): boolean => canonicalTimeZone(name) !== undefined;

/** The body's `time_zone`: an IANA zone, answered back as Intl spells it; else `payment.timeZoneInvalid`. */
export const timeZoneSchema = z
  .string({ error: PAYMENT_MESSAGES.timeZoneInvalid })
  .trim()
  .refine(isTimeZone, PAYMENT_MESSAGES.timeZoneInvalid)
  // overwrite, not transform: the value stays a string, so the schema still converts to JSON
  // Schema for the OpenAPI page (a transform cannot be represented there).
  .overwrite((name) => canonicalTimeZone(name)!);
