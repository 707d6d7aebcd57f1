// "Today" in a development's zone (decision 057): the calendar day an instant falls on there,
// around midnight, across summer time changes, in zones a whole hour off and not.
import { describe, expect, it } from 'vitest';
import { lineStatus, todayIn, todayUtc } from './payment-schedule';

const at = (iso: string) => new Date(iso);

describe('todayIn', () => {
  it('turns the day at midnight UTC in UTC', () => {
    expect(todayIn('UTC', at('2026-03-07T23:59:59.999Z'))).toBe('2026-03-07');
    expect(todayIn('UTC', at('2026-03-08T00:00:00.000Z'))).toBe('2026-03-08');
    expect(todayUtc(at('2026-12-31T23:59:59.999Z'))).toBe('2026-12-31');
    expect(todayUtc(at('2027-01-01T00:00:00.000Z'))).toBe('2027-01-01');
  });

  it('turns the day at midnight in Cancún, five hours after UTC’s (no summer time)', () => {
    expect(todayIn('America/Cancun', at('2026-03-08T00:00:00Z'))).toBe('2026-03-07');
    expect(todayIn('America/Cancun', at('2026-03-08T04:59:59.999Z'))).toBe('2026-03-07');
    expect(todayIn('America/Cancun', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    // Summer or winter alike: Quintana Roo keeps UTC−5 all year.
    expect(todayIn('America/Cancun', at('2026-07-15T04:59:59Z'))).toBe('2026-07-14');
    expect(todayIn('America/Cancun', at('2026-07-15T05:00:00Z'))).toBe('2026-07-15');
    // New Year's Eve there while it is already the next year in UTC.
    expect(todayIn('America/Cancun', at('2027-01-01T03:00:00Z'))).toBe('2026-12-31');
  });

  it('follows New York’s clocks across the March and November changes', () => {
    // Sunday 8 March 2026 starts at 05:00 UTC (EST, UTC−5) …
    expect(todayIn('America/New_York', at('2026-03-08T04:59:59Z'))).toBe('2026-03-07');
    expect(todayIn('America/New_York', at('2026-03-08T05:00:00Z'))).toBe('2026-03-08');
    // … clocks jump 02:00 → 03:00 that night, so Monday 9 March starts at 04:00 UTC (EDT, UTC−4).
    expect(todayIn('America/New_York', at('2026-03-08T07:30:00Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', at('2026-03-09T03:59:59Z'))).toBe('2026-03-08');
    expect(todayIn('America/New_York', at('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
    // Sunday 1 November 2026 starts at 04:00 UTC (EDT); clocks fall back at 02:00, so Monday starts at 05:00 UTC.
    expect(todayIn('America/New_York', at('2026-11-01T03:59:59Z'))).toBe('2026-10-31');
    expect(todayIn('America/New_York', at('2026-11-01T04:00:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', at('2026-11-02T04:30:00Z'))).toBe('2026-11-01');
    expect(todayIn('America/New_York', at('2026-11-02T05:00:00Z'))).toBe('2026-11-02');
  });

  it('handles zones ahead of UTC and off the whole hour', () => {
    expect(todayIn('Asia/Kathmandu', at('2026-01-01T18:14:59Z'))).toBe('2026-01-01');
    expect(todayIn('Asia/Kathmandu', at('2026-01-01T18:15:00Z'))).toBe('2026-01-02');
    expect(todayIn('Pacific/Kiritimati', at('2026-01-01T10:00:00Z'))).toBe('2026-01-02');
    expect(todayIn('Pacific/Pago_Pago', at('2026-01-02T10:59:59Z'))).toBe('2026-01-01');
  });

  it('throws for a zone Intl does not know (the contract refuses it before)', () => {
    expect(() => todayIn('Mars/Olympus_Mons', at('2026-01-01T00:00:00Z'))).toThrow(RangeError);
  });

  it('gives a line due on 7 March a different status at 21:00 in Cancún than in UTC', () => {
    const line = { dueDate: '2026-03-07', amountCents: 1000, paidCents: 0 };
    const instant = at('2026-03-08T02:00:00Z');
    expect(lineStatus(line, todayIn('UTC', instant))).toBe('overdue');
    expect(lineStatus(line, todayIn('America/Cancun', instant))).toBe('due');
  });
});
