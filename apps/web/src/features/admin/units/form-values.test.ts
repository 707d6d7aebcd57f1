import { describe, expect, it } from 'vitest';
import { numberOrText } from './form-values';

describe('numberOrText', () => {
  it('reads numbers with a point or a comma, and leaves anything else as text', () => {
    expect(numberOrText('12')).toBe(12);
    expect(numberOrText(' 1 250,5 ')).toBe(1250.5);
    expect(numberOrText('-3.5')).toBe(-3.5);
    expect(numberOrText('abc')).toBe('abc');
    expect(numberOrText('')).toBe('');
  });
});
