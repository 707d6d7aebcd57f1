// The package choice's deadline in the development form (decision 059): the field's local text
// and the moment the body sends, in a time zone with an offset (Cancún: UTC−5 all year).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentWriteSchema } from '@vitrina/contracts';
import { deadlineInput, deadlineOf } from './selection-deadline';
import { emptyDraft, toWriteInput } from './development-draft';

let zone: string | undefined;
beforeAll(() => {
  zone = process.env.TZ;
  process.env.TZ = 'America/Cancun';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('the selection deadline', () => {
  it('sends the typed local moment with its offset, and shows the stored one in local time again', () => {
    expect(deadlineOf('2027-03-31T18:00')).toBe('2027-03-31T18:00:00-05:00');
    expect(deadlineInput('2027-03-31T23:00:00.000Z')).toBe('2027-03-31T18:00');
    expect(deadlineOf(deadlineInput('2027-03-31T23:00:00.000Z'))).toBe('2027-03-31T18:00:00-05:00');
  });

  it('keeps seconds and milliseconds a stored moment has, so a save does not move it', () => {
    expect(deadlineInput('2027-03-31T23:00:07.250Z')).toBe('2027-03-31T18:00:07.250');
    expect(deadlineOf('2027-03-31T18:00:07.250')).toBe('2027-03-31T18:00:07.250-05:00');
    expect(deadlineInput('2027-03-31T23:00:07Z')).toBe('2027-03-31T18:00:07');
  });

  it('an empty field is no deadline; text that is no moment is sent as typed and refused by the schema', () => {
    expect(deadlineOf('')).toBeNull();
    expect(deadlineOf('  ')).toBeNull();
    expect(deadlineInput(null)).toBe('');
    expect(deadlineInput(undefined)).toBe('');
    for (const text of ['31/12/2026', '2027-04-31T10:00', '0050-01-01T10:00', '275760-12-31T00:00']) {
      expect(deadlineOf(text)).toBe(text);
      const body = toWriteInput({ ...emptyDraft(), slug: 'tulum-bay', code: 'TLB', name: 'Tulum Bay', city: 'Tulum', address: 'Av. Cobá 10', selection_deadline: text }, []);
      const parsed = developmentWriteSchema.safeParse(body);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['selection_deadline', 'selection.deadlineInvalid']]);
    }
  });

  it('the body carries it, null when empty, and not at all for an answer that had none to show', () => {
    const draft = { ...emptyDraft(), selection_deadline: '2027-03-31T18:00' };
    expect(toWriteInput(draft, []).selection_deadline).toBe('2027-03-31T18:00:00-05:00');
    expect(toWriteInput({ ...draft, selection_deadline: '' }, []).selection_deadline).toBeNull();
    expect(toWriteInput(draft, [], { withDeadline: false })).not.toHaveProperty('selection_deadline');
  });
});
