import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact';
import { firstErrors } from './errors';
import { phoneFromInternational, phoneFromNational } from './phone';
import { updateUserRequestSchema } from './profile';
import { registerRequestSchema } from './register';

describe('a number typed in national form, with its country (decision 023)', () => {
  // The countries of the product's three languages, written the way people there write them.
  it.each([
    ['FR', '06 12 34 56 78', '+33612345678'],
    ['FR', '01 45 67 89 01', '+33145678901'],
    ['MX', '984 123 4567', '+529841234567'],
    ['MX', '55 1234 5678', '+525512345678'],
    ['ES', '612 34 56 78', '+34612345678'],
    ['ES', '91 123 45 67', '+34911234567'],
    ['GB', '07400 123456', '+447400123456'],
    ['US', '(312) 555-0187', '+13125550187'],
    ['CA', '514-555-0163', '+15145550163'],
    ['CA', '1 514 555 0163', '+15145550163'],
  ] as const)('%s %s → %s', (country, typed, e164) => {
    expect(phoneFromNational(typed, country)).toBe(e164);
  });

  it('takes a number typed with its own + as it is, whatever the country chosen', () => {
    expect(phoneFromNational('+33 6 12 34 56 78', 'MX')).toBe('+33612345678');
    expect(phoneFromNational('+1 312 555 0187', 'FR')).toBe('+13125550187');
  });

  it('reads the calling code typed without + or after the international prefix', () => {
    expect(phoneFromNational('33 6 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(phoneFromNational('00 33 6 12 34 56 78', 'MX')).toBe('+33612345678');
  });

  it('gives null for what is no valid number there', () => {
    expect(phoneFromNational('06 12 34 56 7', 'FR')).toBeNull(); // a digit short
    expect(phoneFromNational('06 12 34 56 78', 'ES')).toBeNull(); // a French mobile is no Spanish number
    expect(phoneFromNational('12345', 'MX')).toBeNull();
    expect(phoneFromNational('', 'MX')).toBeNull();
    expect(phoneFromNational('abc', 'MX')).toBeNull();
  });
});

describe('a number with its calling code, as the API receives it and older versions stored it', () => {
  it('keeps E.164 as it is', () => {
    for (const e164 of ['+33612345678', '+529841234567', '+34612345678', '+447400123456', '+13125550187', '+15145550163']) {
      expect(phoneFromInternational(e164)).toBe(e164);
    }
  });

  it('reads the contact form’s digits without + as starting with the calling code', () => {
    expect(phoneFromInternational('529841234567')).toBe('+529841234567');
    expect(phoneFromInternational('33612345678')).toBe('+33612345678');
  });

  it('drops the trunk prefix the old field kept after the calling code', () => {
    expect(phoneFromInternational('+330612345678')).toBe('+33612345678'); // FR 06 12 34 56 78
    expect(phoneFromInternational('+4407400123456')).toBe('+447400123456'); // GB 07400 123456
    expect(phoneFromInternational('+113125550187')).toBe('+13125550187'); // US 1 312 555 0187
  });

  it('reads the calling code typed again after the one the old field put in front', () => {
    expect(phoneFromInternational('+52529841234567')).toBe('+529841234567'); // MX chosen, '52 984 123 4567' typed
  });

  it('gives null for what the library cannot read as a valid number', () => {
    expect(phoneFromInternational('+5219841234567')).toBeNull(); // Mexico's old mobile '1', gone since 2019
    expect(phoneFromInternational('+340612345678')).toBeNull(); // Spain has no trunk 0
    expect(phoneFromInternational('9841234567')).toBeNull(); // a national number without its code reads as +98…
    expect(phoneFromInternational('+1234567890')).toBeNull();
    expect(phoneFromInternational('')).toBeNull();
  });
});

describe('the request schemas store E.164', () => {
  const ACCOUNT = { name: 'Ana López', email: 'ana@example.com', password: 'Secreta123' };
  const PROFILE = { name: 'Ana López', email: 'ana@example.com', current_password: 'old' };

  it('POST /register, /update-user and /contact turn the old field’s form into E.164', () => {
    expect(registerRequestSchema.parse({ ...ACCOUNT, phone: '+330612345678' }).phone).toBe('+33612345678');
    expect(updateUserRequestSchema.parse({ ...PROFILE, phone: '+4407400123456' })).toMatchObject({ phone: '+447400123456' });
    expect(contactRequestSchema.parse({ ...ACCOUNT, phone: '34612345678' }).phone).toBe('+34612345678');
  });

  it('report a well-formed but invalid number as phoneNotValid, the format first', () => {
    const phoneError = (phone: string) => firstErrors(registerRequestSchema.safeParse({ ...ACCOUNT, phone }).error!).phone;
    expect(phoneError('+3306123456')).toBe('register.phoneNotValid'); // a French number two digits short
    expect(phoneError('+1234567890')).toBe('register.phoneNotValid');
    expect(phoneError('+12345')).toBe('register.phoneInvalid');
    expect(phoneError('')).toBe('register.phoneRequired');
    const profile = updateUserRequestSchema.safeParse({ ...PROFILE, phone: '+3306123456' });
    expect(firstErrors(profile.error!)).toEqual({ phone: 'register.phoneNotValid' });
    const issues = registerRequestSchema.safeParse({ ...ACCOUNT, phone: '+12345' }).error!.issues.filter((i) => i.path[0] === 'phone');
    expect(issues.map((i) => i.message)).toEqual(['register.phoneInvalid']);
  });
});
