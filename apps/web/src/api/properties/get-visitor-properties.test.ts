// The fetcher checks the answer with the contract: an answer that is not a list of units (or,
// as SPEC §7 allows, one unit) is refused rather than handed to the screens.
import { afterEach, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import type { Property } from '@vitrina/contracts';
import { setApiTransport } from '../../lib/api-client';
import { fetchVisitorProperties } from './get-visitor-properties';

const unit: Property = {
  id: 12,
  name: 'Kaanal 204',
  description: 'CONDO Depto. -2 Recamaras',
  number: '204',
  furniture: 'GOLD',
  size: '52 m²',
  typology: '2R',
  typology_name: 'Two-bedroom apartment',
  development: 'PDC',
  user_id: null,
  user: null,
  date_buy: null,
};

/** The API answering `body` as JSON, whatever was asked. */
const answer = (body: unknown) =>
  setApiTransport(async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

afterEach(() => setApiTransport(() => Promise.reject(new Error('no transport in tests'))));

describe('fetchVisitorProperties', () => {
  it('reads a list, and a single unit as a list of one', async () => {
    answer([unit]);
    await expect(fetchVisitorProperties({ lang: 'en' })).resolves.toEqual([unit]);
    answer(unit);
    await expect(fetchVisitorProperties({ lang: 'en' })).resolves.toEqual([unit]);
  });

  it('refuses a malformed answer', async () => {
    for (const malformed of [[{ ...unit, typology: '9X' }], [{ ...unit, id: '12' }], [{ ...unit, user: 'Ana' }], { units: [unit] }, null]) {
      answer(malformed);
      await expect(fetchVisitorProperties({ lang: 'es' })).rejects.toBeInstanceOf(ZodError);
    }
  });
});
