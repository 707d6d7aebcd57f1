// Instants read and written as a development's wall clock (decisions 057 and 068): a
// reservation's day, a deadline typed in the development form, are the development's — the same
// whatever zone the office's or the buyer's browser is in. Intl does the zones (summer time
// included); nothing here reads the browser's own zone.

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  return format;
}

/** The wall clock in `zone` at `instant` (a zone Intl does not know reads as UTC). */
export function wallTimeIn(instant: Date, zone: string): WallTime {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = formatIn(zone).formatToParts(instant);
  } catch {
    parts = formatIn('UTC').formatToParts(instant);
  }
  const of = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: of('year'), month: of('month'), day: of('day'), hour: of('hour') % 24, minute: of('minute'), second: of('second') };
}

const pad = (value: number, size = 2) => String(Math.abs(value)).padStart(size, '0');

/** The calendar day ('YYYY-MM-DD') `iso` falls on in `zone`; '' when it is no instant. */
export function dayIn(iso: string, zone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const wall = wallTimeIn(at, zone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** How far `zone` is ahead of UTC at `instant`, in minutes (−240 in Santo Domingo). */
export function offsetAt(instant: Date, zone: string): number {
  const wall = wallTimeIn(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The offset of `zone` for this wall-clock time: the UTC reading of the wall time, moved by the
 * zone's offset there, checked once more (at a summer-time change the offset differs on either
 * side; a time skipped by the change takes the offset after it, an hour repeated the first).
 */
export function offsetForWallTime(wall: WallTime, zone: string): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = offsetAt(new Date(asUtc), zone);
  const second = offsetAt(new Date(asUtc - first * 60_000), zone);
  return first === second ? first : Math.max(first, second);
}

/** An offset as ISO writes it: +05:45, -04:00, +00:00. */
export const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.trunc(minutes / 60))}:${pad(minutes % 60)}`;
