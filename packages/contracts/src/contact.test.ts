import { describe, expect, it } from 'vitest';
import { contactRequestSchema, isContactVariant } from './contact';
import { firstErrors } from './errors';

const VALID = { name: 'Luis', email: 'luis@example.com', phone: '+525512345678' };

const errorsOf = (input: unknown) => {
  const result = contactRequestSchema.safeParse(input);
  return result.success ? {} : firstErrors(result.error);
};

describe('contact form (SPEC §5, §2.19)', () => {
  it('applies the registration rules to name, e-mail and phone', () => {
    expect(errorsOf({})).toEqual({
      name: 'register.nameRequired',
      email: 'register.emailRequired',
      phone: 'register.phoneRequired',
    });
    expect(errorsOf({ name: 'Lu', email: 'luis@', phone: '+12345' })).toEqual({
      name: 'register.nameMinLength',
      email: 'register.emailInvalid',
      phone: 'register.phoneInvalid',
    });
  });

  it('makes the leading + optional, still 10 to 15 digits only, and a valid number', () => {
    expect(errorsOf({ ...VALID, phone: '525512345678' })).toEqual({});
    expect(errorsOf({ ...VALID, phone: '+525512345678' })).toEqual({});
    expect(contactRequestSchema.parse({ ...VALID, phone: '525512345678' }).phone).toBe('+525512345678');
    expect(errorsOf({ ...VALID, phone: '5512345678' })).toEqual({ phone: 'register.phoneNotValid' });
    expect(errorsOf({ ...VALID, phone: '551234567' })).toEqual({ phone: 'register.phoneInvalid' });
    expect(errorsOf({ ...VALID, phone: '1234567890123456' })).toEqual({ phone: 'register.phoneInvalid' });
    expect(errorsOf({ ...VALID, phone: '55-1234-5678' })).toEqual({ phone: 'register.phoneInvalid' });
  });

  it('accepts units from 1 to 2000, as a number or the text of a number input', () => {
    expect(contactRequestSchema.parse({ ...VALID, units: 2000 }).units).toBe(2000);
    expect(contactRequestSchema.parse({ ...VALID, units: '3' }).units).toBe(3);
    expect(contactRequestSchema.parse({ ...VALID, units: '' }).units).toBeUndefined();
    expect(contactRequestSchema.parse({ ...VALID, units: Number.NaN }).units).toBeUndefined();
    for (const units of [0, 2001, 1.5, -1, 'tres']) {
      expect(errorsOf({ ...VALID, units })).toEqual({ units: 'contact.unitsInvalid' });
    }
  });

  it('limits the message to 2000 characters and reads blank optional texts as absent', () => {
    expect(errorsOf({ ...VALID, message: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...VALID, message: 'x'.repeat(2001) })).toEqual({ message: 'contact.messageTooLong' });
    const parsed = contactRequestSchema.parse({ ...VALID, area: '  ', message: '  Hola  ' });
    expect(parsed.area).toBeUndefined();
    expect(parsed.message).toBe('Hola');
  });

  it('accepts a package of interest and a language, and refuses unknown ones', () => {
    expect(contactRequestSchema.parse({ ...VALID, package: 'BLACK', lang: 'fr' })).toMatchObject({ package: 'BLACK', lang: 'fr' });
    expect(errorsOf({ ...VALID, package: 'SILVER', lang: 'de' })).toEqual({ package: 'common.invalidValue', lang: 'common.invalidValue' });
  });

  it('recognises the register call without a password as the contact variant', () => {
    expect(isContactVariant(VALID)).toBe(true);
    expect(isContactVariant({ ...VALID, password: 'Secreta123' })).toBe(false);
    expect(isContactVariant(null)).toBe(false);
  });
});
