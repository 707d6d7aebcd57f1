// Date-times of the units' screens: a hold's end and the history's moments, in the page's
// language and the viewer's time zone (a hold ends at a moment the office agreed on locally).
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
