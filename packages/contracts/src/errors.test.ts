import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { ERROR_CODES, ERROR_STATUS, FORM_FIELD, apiErrorMessage, apiErrorSchema, fieldErrors, firstErrors, validationErrorBody } from './errors';
import { isValidationMessageKey } from './messages';

describe('fieldErrors / firstErrors', () => {
  const schema = z.strictObject(
    {
      name: z.string().min(1, 'register.nameRequired').min(3, 'register.nameMinLength'),
      address: z.object({ city: z.string().min(1, 'register.nameRequired') }),
      age: z.number(),
    },
    { error: contracts.strictObjectError },
  );
  const error = schema.safeParse({ name: '', address: { city: '' }, age: 'x', extra: 1 }).error!;

  it('lists the keys per field in rule order, dotted paths, unknown fields by name', () => {
    expect(fieldErrors(error)).toEqual({
      name: ['register.nameRequired', 'register.nameMinLength'],
      'address.city': ['register.nameRequired'],
      age: ['common.invalidValue'], // zod's English text is never passed on
      extra: ['common.unknownField'],
    });
  });

  it('does not repeat a key a field fails twice', () => {
    const twice = z.object({ code: z.string().refine((v) => v !== 'x', 'common.invalidValue').refine((v) => v !== 'x', 'common.invalidValue') });
    expect(fieldErrors(twice.safeParse({ code: 'x' }).error!)).toEqual({ code: ['common.invalidValue'] });
  });

  it('keeps the first key per field', () => {
    expect(firstErrors(error)).toMatchObject({ name: 'register.nameRequired', age: 'common.invalidValue' });
  });

  it('files body-level issues under _form and builds the 422 body', () => {
    const rootError = contracts.registerRequestSchema.safeParse(null).error!;
    expect(fieldErrors(rootError)).toEqual({ [FORM_FIELD]: ['common.invalidValue'] });
    const body = validationErrorBody(error, 'Revise los datos enviados.');
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(body.code).toBe('validation_failed');
  });
});

describe('error codes', () => {
  it('maps every code to the status of DESIGN.md', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    expect(ERROR_STATUS).toMatchObject({ validation_failed: 422, unauthenticated: 401, forbidden: 403, conflict: 409, rate_limited: 429, database_unavailable: 503 });
  });

  it('refuses an answer with an unknown code', () => {
    expect(apiErrorSchema.safeParse({ message: 'x', code: 'teapot' }).success).toBe(false);
  });
});

describe('apiErrorMessage (SPEC §8 registration alert)', () => {
  it('prefers the first value in errors, the first element of a list', () => {
    expect(apiErrorMessage({ message: 'm', errors: { email: ['Ya existe', 'otro'], name: ['x'] } }, 'f')).toBe('Ya existe');
    expect(apiErrorMessage({ errors: { email: 'Ya existe' } }, 'f')).toBe('Ya existe');
  });

  it('falls back to message, then to the given text', () => {
    expect(apiErrorMessage({ message: 'Sin conexión', errors: {} }, 'f')).toBe('Sin conexión');
    expect(apiErrorMessage({ errors: { email: [] } }, 'Error en el registro')).toBe('Error en el registro');
    expect(apiErrorMessage('<html>', 'Error en el registro')).toBe('Error en el registro');
    expect(apiErrorMessage(null, 'Error en el registro')).toBe('Error en el registro');
  });
});

describe('every request schema speaks in known keys', () => {
  const bad: unknown[] = [
    undefined,
    null,
    5,
    'text',
    [],
    {},
    Object.fromEntries(
      ['name', 'email', 'phone', 'password', 'confirmPassword', 'acceptTerms', 'language', 'lang', 'units', 'area', 'message',
        'package', 'userType', 'verificationCode', 'type', 'user_type', 'current_password', 'changePassword', 'id', 'itemId',
        'property_id', 'user_id', 'category', 'typology'].map((k) => [k, { nested: true }]),
    ),
  ];
  const requestSchemas = Object.entries(contracts).filter(
    ([name, value]) => /(Request|Fields|Params)Schema$/.test(name) && value instanceof z.ZodType,
  ) as [string, z.ZodType][];

  it('finds the request schemas', () => {
    expect(requestSchemas.length).toBeGreaterThanOrEqual(14);
  });

  it.each(requestSchemas)('%s', (_name, schema) => {
    for (const input of bad) {
      const result = schema.safeParse(input);
      for (const issue of result.error?.issues ?? []) {
        expect(isValidationMessageKey(issue.message), `${JSON.stringify(input)} → ${issue.message}`).toBe(true);
      }
    }
  });
});
