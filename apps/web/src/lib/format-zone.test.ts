// A development's deadline is read as its wall clock (the package choice, decision 057): the
// browser here is in Tokyo (UTC+9); 31 December 23:59 in Santo Domingo (UTC−4) is 1 January
// 12:59 for the browser, and still reads 31 December when the development's zone is given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const DEADLINE = '2027-01-01T03:59:00.000Z';

describe('a date-time in a given time zone', () => {
  it('shows the development’s wall clock, not the browser’s', () => {
    expect(formatDateTime(DEADLINE, 'es', 'America/Santo_Domingo')).toBe('31/12/2026, 23:59');
    expect(formatDateTime(DEADLINE, 'fr', 'America/Santo_Domingo')).toBe('31/12/2026 23:59');
    expect(formatDateTime(DEADLINE, 'en', 'America/Santo_Domingo')).toBe('31 December 2026 at 23:59');
    expect(formatDateTime(DEADLINE, 'es', 'Pacific/Kiritimati')).toBe('01/01/2027, 17:59');
  });

  it('without a zone, or with one Intl does not know, shows the browser’s', () => {
    expect(formatDateTime(DEADLINE, 'es')).toBe('01/01/2027, 12:59');
    expect(formatDateTime(DEADLINE, 'es', 'Mars/Olympus_Mons')).toBe('01/01/2027, 12:59');
  });
});
