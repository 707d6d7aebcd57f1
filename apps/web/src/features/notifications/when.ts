// When a notification came, in the reader's language: relative while it is recent ("hace 5
// minutos", "yesterday", "il y a 3 heures"), then the date (formatDate's rule per language).
// Pure: the instant "now" is passed in, so a list renders the same on every row.
import { formatDate } from '../../lib/format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Older than this, the date itself: "hace 12 días" reads worse than the day. */
const RELATIVE_UP_TO = 7 * DAY;

const formatters = new Map<string, Intl.RelativeTimeFormat>();
function relative(lang: string): Intl.RelativeTimeFormat {
  let formatter = formatters.get(lang);
  if (!formatter) formatters.set(lang, (formatter = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' })));
  return formatter;
}

export function whenText(createdAt: string, now: number, lang: string): string {
  const at = new Date(createdAt).getTime();
  if (Number.isNaN(at)) return '';
  // A clock a little behind the server's reads as "now", never "in 2 minutes".
  const ago = Math.max(0, now - at);
  if (ago >= RELATIVE_UP_TO) return formatDate(at, lang);
  const format = relative(lang);
  if (ago < MINUTE) return format.format(0, 'second');
  if (ago < HOUR) return format.format(-Math.floor(ago / MINUTE), 'minute');
  if (ago < DAY) return format.format(-Math.floor(ago / HOUR), 'hour');
  return format.format(-Math.floor(ago / DAY), 'day');
}
