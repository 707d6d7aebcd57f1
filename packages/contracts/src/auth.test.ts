import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { forgotPasswordRequestSchema, signInRequestSchema } from './auth';
import { registerFieldsSchema, registerRequestSchema, toRegisterRequest } from './register';
import { firstErrors } from './errors';

const VALID = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '+525512345678',
  password: 'Secreta123',
  confirmPassword: 'Secreta123',
  acceptTerms: true,
  language: 'es',
};

/** The key a form would show under `field` for this input (undefined when the field is fine). */
const shown = (schema: z.ZodType, input: unknown, field: string) => {
  const result = schema.safeParse(input);
  return result.success ? undefined : firstErrors(result.error)[field];
};
const register = (patch: Record<string, unknown>, field: string) => shown(registerFieldsSchema, { ...VALID, ...patch }, field);

describe('registration form: the first failing rule per field (SPEC §5)', () => {
  it('accepts a valid form and trims name and e-mail', () => {
    const parsed = registerFieldsSchema.parse({ ...VALID, name: '  Ana López ', email: ' ana@example.com ' });
    expect(parsed.name).toBe('Ana López');
    expect(parsed.email).toBe('ana@example.com');
  });

  it.each([
    ['name', undefined, 'register.nameRequired'],
    ['name', '', 'register.nameRequired'],
    ['name', '   ', 'register.nameRequired'],
    ['name', 'ab', 'register.nameMinLength'],
    ['name', ' ab ', 'register.nameMinLength'],
    ['name', 'abc', undefined],
    ['email', '', 'register.emailRequired'],
    ['email', 'ana', 'register.emailInvalid'],
    ['email', 'ana@example', 'register.emailInvalid'],
    ['phone', '', 'register.phoneRequired'],
    ['phone', '5512345678', 'register.phoneInvalid'],
    ['phone', '+12345', 'register.phoneInvalid'],
    ['phone', '+1234567890123456', 'register.phoneInvalid'],
    ['phone', '+52 55 1234 5678', 'register.phoneInvalid'],
    ['phone', '+1234567890', 'register.phoneNotValid'],
    ['phone', '+3306123456', 'register.phoneNotValid'],
    ['phone', '+4530123456', undefined],
    ['phone', '+436641234567890', undefined],
    ['password', '', 'register.passwordRequired'],
    ['password', 'ab', 'register.passwordMinLength'],
    ['password', 'abcdefgh', 'register.passwordUppercase'],
    ['password', 'Abcdefgh', 'register.passwordNumber'],
    ['password', 'Ñandúes1', undefined],
    ['acceptTerms', false, 'register.termsRequired'],
    ['acceptTerms', undefined, 'register.termsRequired'],
  ])('%s = %j → %s', (field, value, expected) => {
    const patch: Record<string, unknown> = { [field]: value };
    if (field === 'password') patch.confirmPassword = value; // judge the password alone
    expect(register(patch, field)).toBe(expected);
  });

  it('reports "required" for an empty confirmation, not a mismatch', () => {
    expect(register({ confirmPassword: '' }, 'confirmPassword')).toBe('register.confirmPasswordRequired');
    expect(register({ confirmPassword: undefined }, 'confirmPassword')).toBe('register.confirmPasswordRequired');
  });

  it('reports a mismatched confirmation, even while other fields are still wrong', () => {
    expect(register({ confirmPassword: 'Secreta124' }, 'confirmPassword')).toBe('register.passwordsNotMatch');
    expect(register({ name: '', password: 'abc', confirmPassword: 'abd' }, 'confirmPassword')).toBe('register.passwordsNotMatch');
  });

  it('reports every wrong field at once', () => {
    const result = registerFieldsSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(Object.keys(firstErrors(result.error!)).sort()).toEqual(
      ['acceptTerms', 'confirmPassword', 'email', 'language', 'name', 'password', 'phone'].sort(),
    );
  });

  it('gives the request of POST /register without confirmation or terms', () => {
    const request = toRegisterRequest(registerFieldsSchema.parse({ ...VALID, language: 'fr' }));
    expect(request).toEqual({ name: 'Ana López', email: 'ana@example.com', phone: '+525512345678', password: 'Secreta123', lang: 'fr' });
    expect(registerRequestSchema.parse(request)).toEqual(request);
  });
});

describe('POST /register request', () => {
  it('applies the same rules on the server', () => {
    const body = { name: 'Ana', email: 'ana@example.com', phone: '5512345678', password: 'abcdefgh' };
    const result = registerRequestSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(firstErrors(result.error!)).toEqual({ phone: 'register.phoneInvalid', password: 'register.passwordUppercase' });
  });

  it('drops unknown fields and refuses an unknown language', () => {
    const ok = registerRequestSchema.parse({ ...VALID, role: 'Admin' });
    expect(ok).not.toHaveProperty('role');
    expect(shown(registerRequestSchema, { ...VALID, lang: 'de' }, 'lang')).toBe('common.invalidValue');
  });
});

describe('sign-in and forgot-password', () => {
  it('requires e-mail and password with signin.* keys, without new-password rules', () => {
    expect(shown(signInRequestSchema, { email: '', password: '' }, 'email')).toBe('signin.emailRequired');
    expect(shown(signInRequestSchema, { email: 'x', password: 'a' }, 'email')).toBe('signin.emailInvalid');
    expect(shown(signInRequestSchema, { email: 'a@b.co' }, 'password')).toBe('signin.passwordRequired');
    expect(signInRequestSchema.safeParse({ email: 'a@b.co', password: 'short' }).success).toBe(true);
  });

  it('reports enterEmailError for a missing e-mail', () => {
    expect(shown(forgotPasswordRequestSchema, {}, 'email')).toBe('signin.enterEmailError');
    expect(shown(forgotPasswordRequestSchema, { email: ' ' }, 'email')).toBe('signin.enterEmailError');
    expect(shown(forgotPasswordRequestSchema, { email: 'nope' }, 'email')).toBe('signin.emailInvalid');
    expect(forgotPasswordRequestSchema.parse({ email: 'a@b.co', lang: 'en' })).toEqual({ email: 'a@b.co', lang: 'en' });
  });
});
