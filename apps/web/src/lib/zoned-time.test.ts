// A development's wall clock (decision 068), whatever the browser's zone: the day an instant falls
// on there, and the zone's offset.
import { afterAll, describe, expect, it } from 'vitest';
import { dayIn, offsetAt, offsetText } from './zoned-time';

const browser = process.env.TZ;
afterAll(() => {
  if (browser === undefined) delete process.env.TZ;
  else process.env.TZ = browser;
});

describe('zoned time', () => {
  it("gives the day a reservation made at 23:30 in Santo Domingo fell on there, in any browser's zone", () => {
    // 23:30 on 14 March in Santo Domingo (UTC−4) is 03:30 UTC on 15 March.
    for (const zone of ['Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = zone;
      expect(dayIn('2026-03-15T03:30:00Z', 'America/Santo_Domingo')).toBe('2026-03-14');
      expect(dayIn('2026-03-15T03:30:00Z', 'UTC')).toBe('2026-03-15');
      expect(dayIn('2026-03-15T03:30:00Z', 'Asia/Tokyo')).toBe('2026-03-15');
    }
    expect(dayIn('not a date', 'UTC')).toBe('');
    // A zone Intl does not know reads as UTC rather than throwing in a screen.
    expect(dayIn('2026-03-15T03:30:00Z', 'Mars/Olympus_Mons')).toBe('2026-03-15');
  });

  it("knows each zone's offset at an instant", () => {
    expect(offsetAt(new Date('2026-03-15T03:30:00Z'), 'America/Santo_Domingo')).toBe(-240);
    expect(offsetAt(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(offsetAt(new Date('2026-01-01T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(offsetText(345)).toBe('+05:45');
    expect(offsetText(-240)).toBe('-04:00');
    expect(offsetText(0)).toBe('+00:00');
  });
});
