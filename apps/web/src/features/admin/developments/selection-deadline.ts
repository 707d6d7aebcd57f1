// The package choice's deadline (issue 35, decision 059) in the development form: a moment the
// server keeps in UTC, typed in a datetime-local field as the development's wall clock (its
// time_zone, decisions 057 and 068) — not the browser's: 31 December 23:59 in Santo Domingo stays
// 31 December whatever zone the office's computer is in. Going in, the field's text becomes an
// ISO date-time with the development's offset at that time; coming back, the stored moment becomes
// the field's text again, to the minute (to the second or millisecond when it has them, so saving
// the form does not move it).
import { offsetForWallTime, offsetText, wallTimeIn } from '../../../lib/zoned-time';

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/** The field's text ('YYYY-MM-DDTHH:mm', the development's wall clock) of a stored moment; '' for none or one the field cannot show. */
export function deadlineInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const wall = wallTimeIn(at, zone);
  if (wall.year < 1 || wall.year > 9999) return '';
  const minutes = `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}T${pad(wall.hour)}:${pad(wall.minute)}`;
  const ms = at.getUTCMilliseconds();
  if (ms) return `${minutes}:${pad(wall.second)}.${pad(ms, 3)}`;
  return wall.second ? `${minutes}:${pad(wall.second)}` : minutes;
}

/**
 * What the body sends for the field's text: null when empty (no deadline); the development's wall
 * clock as an ISO date-time with its offset ('2026-12-31T23:59:00-04:00'); text that is no moment
 * as it is, so the contracts' schema (here and on the server) refuses it in words at the field.
 */
export function deadlineOf(text: string, zone: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  if (!parts) return value;
  const [year, month, day, hour, minute, second = '0', fraction = ''] = parts.slice(1) as string[];
  const wall = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  // An impossible day (31 April) or time, or a year before 100 (which Date.UTC reads as 19xx):
  // stays as typed, refused.
  const check = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));
  if (wall.year < 100 || check.getUTCMonth() !== wall.month - 1 || check.getUTCDate() !== wall.day || wall.hour > 23 || wall.minute > 59 || wall.second > 59) return value;
  const ms = fraction && Number(fraction) ? `.${fraction.padEnd(3, '0')}` : '';
  return `${year}-${month}-${day}T${hour}:${minute}:${pad(wall.second)}${ms}${offsetText(offsetForWallTime(wall, zone))}`;
}
