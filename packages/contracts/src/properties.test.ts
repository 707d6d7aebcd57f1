import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParamsSchema, idSchema } from './common';
import * as contracts from './index';
import { assignUserRequestSchema, formatPurchaseDate, isPurchased, propertySchema, visitorPropertiesFrom } from './properties';

const AVAILABLE = {
  id: 7,
  name: 'Depto 203',
  description: 'CONDO Depto. -2 Recamaras',
  number: '203',
  furniture: 'ESTANDAR',
  size: '52 m²',
  typology: '2R',
  development: 'PDC',
  user_id: null,
  user: null,
  date_buy: null,
};
const PURCHASED = {
  ...AVAILABLE,
  id: 8,
  user_id: 4,
  user: { id: 4, name: 'Ana', email: 'ana@example.com', phone: '+525512345678', type: 'User' },
  date_buy: '2026-03-05',
};

describe('property answer', () => {
  it('reads available and purchased units', () => {
    expect(propertySchema.parse(AVAILABLE)).toEqual(AVAILABLE);
    expect(isPurchased(propertySchema.parse(AVAILABLE))).toBe(false);
    expect(isPurchased(propertySchema.parse(PURCHASED))).toBe(true);
  });

  it('refuses a non-ISO purchase date or an accented furniture level', () => {
    expect(propertySchema.safeParse({ ...PURCHASED, date_buy: '05/03/2026' }).success).toBe(false);
    expect(propertySchema.safeParse({ ...AVAILABLE, furniture: 'ESTÁNDAR' }).success).toBe(false);
  });

  it('reads the visitor property as a list whether it is one object or many', () => {
    expect(visitorPropertiesFrom(AVAILABLE)).toEqual([AVAILABLE]);
    expect(visitorPropertiesFrom([AVAILABLE, PURCHASED])).toHaveLength(2);
    expect(() => visitorPropertiesFrom({ nope: true })).toThrow();
  });

  it('formats the purchase date as dd/mm/yyyy without a time-zone shift', () => {
    expect(formatPurchaseDate('2026-03-05')).toBe('05/03/2026');
    expect(formatPurchaseDate('2026-01-01T00:00:00Z')).toBe('01/01/2026');
    expect(formatPurchaseDate(null)).toBe('');
    expect(formatPurchaseDate('yesterday')).toBe('');
  });
});

describe('ids', () => {
  it('accepts positive integers and strings of digits', () => {
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse('12')).toBe(12);
    expect(idParamsSchema.parse({ id: '34' })).toEqual({ id: 34 });
    expect(assignUserRequestSchema.parse({ property_id: '8', user_id: 4 })).toEqual({ property_id: 8, user_id: 4 });
  });

  it.each([0, -1, 1.5, '012', '-3', '1e3', ' 7', '', null, 99999999999, '99999999999'])('refuses %j', (value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe('OpenAPI', () => {
  const entries = Object.entries(contracts).filter(([, v]) => v instanceof z.ZodType) as [string, z.ZodType][];

  it.each(entries.filter(([n]) => /(Request|Params|Query)Schema$/.test(n)))('%s converts to JSON Schema as input', (_n, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  // Request fields (a phone comes out in E.164 through a transform) and query strings (a
  // `dry_run=true` flag comes out a boolean) are inputs, checked above or as parts of requests.
  it.each(entries.filter(([n]) => !/(Request|Params|Query|Fields|Input)Schema$|Field$|^favorite|^idSchema$/.test(n)))(
    '%s converts to JSON Schema as output',
    (_n, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    },
  );
});
