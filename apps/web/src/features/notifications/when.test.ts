import { describe, expect, it } from 'vitest';
import { whenText } from './when';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;

describe('whenText', () => {
  it('says "now" within the first minute, and for a clock a little ahead of ours', () => {
    expect(whenText(ago(20_000), NOW, 'es')).toBe('ahora');
    expect(whenText(ago(-30_000), NOW, 'en')).toBe('now');
    expect(whenText(ago(5_000), NOW, 'fr')).toBe('maintenant');
  });

  it('counts minutes, then hours, then days, in the reader’s language', () => {
    expect(whenText(ago(5 * MIN), NOW, 'es')).toBe('hace 5 minutos');
    expect(whenText(ago(5 * MIN), NOW, 'en')).toBe('5 minutes ago');
    expect(whenText(ago(3 * 60 * MIN + 59 * MIN), NOW, 'fr')).toBe('il y a 3 heures');
    expect(whenText(ago(26 * 60 * MIN), NOW, 'es')).toBe('ayer');
    expect(whenText(ago(26 * 60 * MIN), NOW, 'en')).toBe('yesterday');
    expect(whenText(ago(3 * 24 * 60 * MIN), NOW, 'en')).toBe('3 days ago');
  });

  it('gives the date itself from a week on', () => {
    expect(whenText('2026-11-10T09:00:00Z', NOW, 'es')).toBe('10/11/2026');
    expect(whenText('2026-11-10T09:00:00Z', NOW, 'en')).toBe('10 November 2026');
    expect(whenText('2026-11-10T09:00:00Z', NOW, 'fr')).toBe('10/11/2026');
  });

  it('says nothing of a date it cannot read', () => {
    expect(whenText('not a date', NOW, 'es')).toBe('');
  });
});
