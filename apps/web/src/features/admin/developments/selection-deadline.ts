// The package choice's deadline (issue 35, decision 059) in the development form: a moment the
// server keeps in UTC, typed in a datetime-local field in the office's own time zone (the
// browser's). Going in, the field's text becomes an ISO date-time with that zone's offset; coming
// back, the stored moment becomes the field's text again, to the minute (to the second or
// millisecond when it has them, so saving the form does not move it).

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/** The field's text ('YYYY-MM-DDTHH:mm', local) of a stored moment; '' for none or one the field cannot show. */
export function deadlineInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const at = new Date(iso);
  const year = at.getFullYear();
  if (Number.isNaN(at.getTime()) || year < 1 || year > 9999) return '';
  const minutes = `${pad(year, 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  if (at.getMilliseconds()) return `${minutes}:${pad(at.getSeconds())}.${pad(at.getMilliseconds(), 3)}`;
  return at.getSeconds() ? `${minutes}:${pad(at.getSeconds())}` : minutes;
}

/**
 * What the body sends for the field's text: null when empty (no deadline); the local moment as an
 * ISO date-time with its offset ('2027-03-31T18:00:00-05:00'); text that is no moment as it is,
 * so the contracts' schema (here and on the server) refuses it in words at the field.
 */
export function deadlineOf(text: string): string | null {
  const value = text.trim();
  if (value === '') return null;
  const parts = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/.exec(value);
  if (!parts) return value;
  const [year, month, day, hour, minute, second = '0', fraction = '0'] = parts.slice(1) as string[];
  const at = new Date(Number(year), Number(month) - 1, Number(day), Number(hour), Number(minute), Number(second), Number(fraction.padEnd(3, '0')));
  // new Date() moves an impossible day (31 April) to the next month and reads years 0–99 as
  // 1900–1999: such text stays as typed, refused.
  if (Number.isNaN(at.getTime()) || at.getFullYear() !== Number(year) || at.getMonth() !== Number(month) - 1 || at.getDate() !== Number(day)) return value;
  const offset = -at.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  const ms = at.getMilliseconds() ? `.${pad(at.getMilliseconds(), 3)}` : '';
  return `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}${ms}${zone}`;
}
