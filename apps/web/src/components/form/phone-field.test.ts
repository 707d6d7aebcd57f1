import { registerFieldsSchema } from '@vitrina/contracts';
import { describe, expect, it } from 'vitest';
import { composePhone, splitPhone } from './phone-field';

describe('phone with country code (SPEC §2.2, §5, decision 023)', () => {
  // The country table is phone.test.ts's (contracts): here, that the field goes through it.
  it('holds the E.164 form of what is typed for the country chosen, never the trunk 0 after the code', () => {
    expect(composePhone('FR', '06 12 34 56 78')).toBe('+33612345678');
    expect(composePhone('MX', '984 123 4567')).toBe('+529841234567');
    expect(composePhone('US', '(312) 555-0187')).toBe('+13125550187');
  });

  it('holds nothing while nothing is typed', () => {
    expect(composePhone('MX', '')).toBe('');
    expect(composePhone('MX', ' - ')).toBe('');
  });

  it('keeps a number typed with its own +', () => {
    expect(composePhone('MX', '+1 305 555 0100')).toBe('+13055550100');
    expect(composePhone('MX', '+33 06 12 34 56 78')).toBe('+33612345678');
  });

  it('holds what the library cannot read as typed, for the shared rule to report', () => {
    expect(composePhone('FR', '06 12 34 56 7')).toBe('+33061234567');
    expect(composePhone('MX', '12345')).toBe('+5212345');
    const phoneError = (phone: string) => registerFieldsSchema.safeParse({ phone }).error?.issues.find((i) => i.path[0] === 'phone')?.message;
    expect(phoneError(composePhone('FR', '06 12 34 56 7'))).toBe('register.phoneNotValid');
    expect(phoneError(composePhone('MX', '12345'))).toBe('register.phoneInvalid');
    expect(phoneError(composePhone('FR', '06 12 34 56 78'))).toBeUndefined();
  });

  it('splits a stored number back into its country and national form', () => {
    expect(splitPhone('+529841234567')).toEqual({ country: 'MX', national: '984 123 4567' });
    expect(splitPhone('+33612345678')).toEqual({ country: 'FR', national: '06 12 34 56 78' });
    expect(composePhone('FR', splitPhone('+33612345678').national)).toBe('+33612345678');
    expect(splitPhone(null)).toEqual({ country: 'MX', national: '' });
    expect(splitPhone('+5219841234567')).toEqual({ country: 'MX', national: '+5219841234567' });
  });
});
