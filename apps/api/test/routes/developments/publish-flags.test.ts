// Issue 22 (decision 034): a development's publish flags — written by POST, PUT (absent: kept)
// and duplicate, answered by the Admin's reads and, for availability, by the public detail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDevelopmentListSchema, adminDevelopmentSchema, developmentDetailSchema, developmentWriteResponseSchema } from '@vitrina/contracts';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { callers, developmentBody, requester, type Callers } from './fixtures';

describe(`developments: publish_prices and publish_availability (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
  });
  afterAll(() => t?.close());

  const flagsOf = (d: { publish_prices: boolean; publish_availability: boolean }) => ({ prices: d.publish_prices, availability: d.publish_availability });
  const adminRead = async (slug: string) => adminDevelopmentSchema.parse((await send('GET', `/api/admin/developments/${slug}`, { caller: who.admin })).json());
  const adminListEntry = async (slug: string) =>
    adminDevelopmentListSchema.parse((await send('GET', '/api/admin/developments', { caller: who.admin })).json()).find((d) => d.slug === slug)!;
  const publicRead = async (slug: string) => developmentDetailSchema.parse((await send('GET', `/api/developments/${slug}`)).json());

  it('starts unpublished when the body leaves them out, and takes them when given', async () => {
    const plain = developmentWriteResponseSchema.parse((await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('flags-off', 'FOFF') })).json());
    expect(flagsOf(plain.development)).toEqual({ prices: false, availability: false });
    const res = await send('POST', '/api/developments', {
      caller: who.admin,
      body: developmentBody('flags-on', 'FON', { publish_prices: true, publish_availability: true }),
    });
    expect(res.statusCode).toBe(201);
    expect(flagsOf(developmentWriteResponseSchema.parse(res.json()).development)).toEqual({ prices: true, availability: true });
    expect(flagsOf(await adminRead('flags-on'))).toEqual({ prices: true, availability: true });
    expect(flagsOf(await adminListEntry('flags-on'))).toEqual({ prices: true, availability: true });
    expect(flagsOf(await adminListEntry('flags-off'))).toEqual({ prices: false, availability: false });
    expect((await publicRead('flags-on')).publish_availability).toBe(true);
    expect((await publicRead('flags-off')).publish_availability).toBe(false);
  });

  it('keeps them on a PUT that leaves them out, and changes each one on its own', async () => {
    await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('flags-put', 'FPUT', { publish_prices: true, publish_availability: true }) });
    // The public detail is cached now: the PUT must drop it.
    expect((await publicRead('flags-put')).publish_availability).toBe(true);
    const kept = await send('PUT', '/api/developments/flags-put', { caller: who.admin, body: developmentBody('flags-put', 'FPUT', { city: 'Cancún' }) });
    expect(kept.statusCode).toBe(200);
    expect(flagsOf(developmentWriteResponseSchema.parse(kept.json()).development)).toEqual({ prices: true, availability: true });
    const off = await send('PUT', '/api/developments/flags-put', { caller: who.admin, body: developmentBody('flags-put', 'FPUT', { publish_availability: false }) });
    expect(flagsOf(developmentWriteResponseSchema.parse(off.json()).development)).toEqual({ prices: true, availability: false });
    expect((await publicRead('flags-put')).publish_availability).toBe(false);
    expect(flagsOf(await adminRead('flags-put'))).toEqual({ prices: true, availability: false });
  });

  it('refuses a flag that is not a boolean with 422 naming it', async () => {
    const res = await send('PUT', '/api/developments/flags-put', {
      caller: who.admin,
      body: { ...developmentBody('flags-put', 'FPUT'), publish_prices: 'yes' },
      lang: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['publish_prices']);
  });

  it('copies them on duplicate (the copy is coming soon, so nothing is public yet)', async () => {
    const res = await send('POST', '/api/developments/flags-on/duplicate', { caller: who.admin, body: { slug: 'flags-copy', code: 'FCPY', name: 'Copia' } });
    expect(res.statusCode).toBe(201);
    const copy = developmentWriteResponseSchema.parse(res.json()).development;
    expect(copy.status).toBe('coming_soon');
    expect(flagsOf(copy)).toEqual({ prices: true, availability: true });
  });
});
