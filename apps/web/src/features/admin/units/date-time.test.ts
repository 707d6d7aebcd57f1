// The day a unit was reserved or sold, as the office's panel shows it (decision 068): the
// development's calendar day, whatever the browser's zone.
import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { buyerDay } from './date-time';

const browser = process.env.TZ;
afterAll(() => {
  if (browser === undefined) delete process.env.TZ;
  else process.env.TZ = browser;
});

describe("a unit's day of reservation or sale", () => {
  it('is the day the reservation fell on in the development’s zone', () => {
    // Reserved at 23:30 on 14 March in Santo Domingo (UTC−4): 03:30 UTC on the 15th.
    const reserved = { status: 'reserved' as const, reserved_at: '2026-03-15T03:30:00.000Z', date_buy: null };
    for (const zone of ['Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = zone;
      expect(buyerDay(reserved, 'America/Santo_Domingo')).toBe('2026-03-14');
      expect(formatDate(buyerDay(reserved, 'America/Santo_Domingo')!, 'es')).toBe('14/03/2026');
      expect(buyerDay(reserved, 'UTC')).toBe('2026-03-15');
    }
  });

  it('is the sale’s date as stored (a day, not an instant), and nothing for other states', () => {
    process.env.TZ = 'Pacific/Honolulu';
    expect(buyerDay({ status: 'sold', reserved_at: null, date_buy: '2026-12-31' }, 'Asia/Tokyo')).toBe('2026-12-31');
    expect(formatDate('2026-12-31', 'en')).toBe('31 December 2026');
    expect(buyerDay({ status: 'sold', reserved_at: null, date_buy: null }, 'UTC')).toBeNull();
    expect(buyerDay({ status: 'available', reserved_at: null, date_buy: null }, 'UTC')).toBeNull();
  });
});
