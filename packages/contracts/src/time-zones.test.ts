// A development's time zone (decision 057): IANA zones in, as Intl spells them; offsets, unknown
// names and anything else out with payment.timeZoneInvalid.
import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from './messages';
import { canonicalTimeZone, timeZoneNames, timeZoneSchema } from './time-zones';

describe('time zones', () => {
  it('lists UTC first, then every zone Intl knows, each once', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names).toContain('America/Cancun');
    expect(names).toContain('America/New_York');
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThan(300);
  });

  it('accepts IANA zones and keeps them as Intl spells them', () => {
    expect(timeZoneSchema.parse('America/Cancun')).toBe('America/Cancun');
    expect(timeZoneSchema.parse(' america/cancun ')).toBe('America/Cancun');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
    expect(timeZoneSchema.parse('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
  });

  it.each(['', 'Mars/Olympus_Mons', 'UTC-5', '+05:00', 'EST5EDT;drop', 'America/Cancun/', 'x'.repeat(65), 'America/' + 'A'.repeat(70)])('refuses %j', (name) => {
    const result = timeZoneSchema.safeParse(name);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(PAYMENT_MESSAGES.timeZoneInvalid);
  });

  it('refuses what is not a string', () => {
    const result = timeZoneSchema.safeParse(-5);
    expect(result.error!.issues[0]!.message).toBe(PAYMENT_MESSAGES.timeZoneInvalid);
  });
});
