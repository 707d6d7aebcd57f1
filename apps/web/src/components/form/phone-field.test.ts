import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from './phone-field';

describe('phone with country code (SPEC §2.2, §5)', () => {
  it('joins the calling code and the digits typed', () => {
    expect(composePhone('MX', '984 123 4567')).toBe('+529841234567');
    expect(composePhone('FR', '06 12 34 56 78')).toBe('+330612345678');
    expect(composePhone('MX', '')).toBe('');
  });

  it('keeps a number typed with its own +', () => {
    expect(composePhone('MX', '+1 305 555 0100')).toBe('+13055550100');
  });

  it('splits a stored number back into country and national number', () => {
    expect(splitPhone('+529841234567')).toEqual({ country: 'MX', national: '9841234567' });
    expect(splitPhone(null)).toEqual({ country: 'MX', national: '' });
  });
});
