// The package choice's deadline in the development form (decisions 059 and 068): the field's text
// is the development's wall clock (its time_zone), not the browser's. The browser here is in Tokyo
// (UTC+9) and then in Honolulu (UTC−10): a development in Santo Domingo (UTC−4 all year) still
// reads 31 December as 31 December, both ways.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { developmentWriteSchema } from '@vitrina/contracts';
import { deadlineInput, deadlineOf } from './selection-deadline';
import { emptyDraft, toWriteInput } from './development-draft';

const SANTO_DOMINGO = 'America/Santo_Domingo';
let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
});
afterEach(() => {
  process.env.TZ = 'Asia/Tokyo';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the selection deadline', () => {
  it("sends the development's wall clock with its offset, and shows the stored moment in that zone again, whatever the browser's zone", () => {
    for (const browser of ['Asia/Tokyo', 'Pacific/Honolulu', 'UTC']) {
      process.env.TZ = browser;
      expect(deadlineOf('2026-12-31T23:59', SANTO_DOMINGO)).toBe('2026-12-31T23:59:00-04:00');
      // 03:59 UTC on 1 January is still 31 December in Santo Domingo.
      expect(deadlineInput('2027-01-01T03:59:00.000Z', SANTO_DOMINGO)).toBe('2026-12-31T23:59');
      expect(deadlineOf(deadlineInput('2027-01-01T03:59:00.000Z', SANTO_DOMINGO), SANTO_DOMINGO)).toBe('2026-12-31T23:59:00-04:00');
      expect(deadlineOf('2027-03-31T18:00', 'America/Cancun')).toBe('2027-03-31T18:00:00-05:00');
    }
  });

  it("takes each date's offset in a zone with summer time, and Kathmandu's quarter hour", () => {
    expect(deadlineOf('2026-01-15T12:00', 'America/New_York')).toBe('2026-01-15T12:00:00-05:00');
    expect(deadlineOf('2026-07-15T12:00', 'America/New_York')).toBe('2026-07-15T12:00:00-04:00');
    expect(deadlineInput('2026-07-15T16:00:00Z', 'America/New_York')).toBe('2026-07-15T12:00');
    expect(deadlineOf('2026-12-31T23:59', 'Asia/Kathmandu')).toBe('2026-12-31T23:59:00+05:45');
    expect(deadlineOf('2026-12-31T23:59', 'UTC')).toBe('2026-12-31T23:59:00+00:00');
  });

  it('keeps seconds and milliseconds a stored moment has, so a save does not move it', () => {
    expect(deadlineInput('2027-03-31T23:00:07.250Z', 'America/Cancun')).toBe('2027-03-31T18:00:07.250');
    expect(deadlineOf('2027-03-31T18:00:07.250', 'America/Cancun')).toBe('2027-03-31T18:00:07.250-05:00');
    expect(deadlineInput('2027-03-31T23:00:07Z', 'America/Cancun')).toBe('2027-03-31T18:00:07');
  });

  it('an empty field is no deadline; text that is no moment is sent as typed and refused by the schema', () => {
    expect(deadlineOf('', SANTO_DOMINGO)).toBeNull();
    expect(deadlineOf('  ', SANTO_DOMINGO)).toBeNull();
    expect(deadlineInput(null, SANTO_DOMINGO)).toBe('');
    expect(deadlineInput(undefined, SANTO_DOMINGO)).toBe('');
    for (const text of ['31/12/2026', '2027-04-31T10:00', '0050-01-01T10:00', '275760-12-31T00:00', '2026-12-31T24:00']) {
      expect(deadlineOf(text, SANTO_DOMINGO)).toBe(text);
      const body = toWriteInput({ ...emptyDraft(), slug: 'tulum-bay', code: 'TLB', name: 'Tulum Bay', city: 'Tulum', address: 'Av. Cobá 10', selection_deadline: text }, []);
      const parsed = developmentWriteSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['selection_deadline', 'selection.deadlineInvalid']]);
    }
  });

  it("the body carries it in the draft's zone, null when empty, and not at all for an answer that had none to show", () => {
    const draft = { ...emptyDraft(), time_zone: SANTO_DOMINGO, selection_deadline: '2026-12-31T23:59' };
    expect(toWriteInput(draft, []).selection_deadline).toBe('2026-12-31T23:59:00-04:00');
    expect(toWriteInput({ ...draft, selection_deadline: '' }, []).selection_deadline).toBeNull();
    expect(toWriteInput(draft, [], { withDeadline: false })).not.toHaveProperty('selection_deadline');
  });
});
