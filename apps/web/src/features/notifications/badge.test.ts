import { describe, expect, it } from 'vitest';
import { badgeText } from './badge';

describe('badgeText', () => {
  it('hides the count at 0 (and for nonsense)', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(-1)).toBeNull();
    expect(badgeText(Number.NaN)).toBeNull();
  });
  it('shows the count up to 99, then 99+', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
