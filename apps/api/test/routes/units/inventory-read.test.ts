// Issue 22: GET /developments/{slug}/units — the office's plan: who may read it, its order and
// counts, holds and buyers, the ETag and 304 for polling, and a 2,000-unit development.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentUnitsAnswerSchema } from '@vitrina/contracts';
import { PRIVATE_CACHE_CONTROL } from '../../../src/plugins/auth';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';
import { addUnits, createDevelopment, type TestDevelopment } from './inventory-fixtures';

describe(`units: GET /developments/{slug}/units (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, owner1: Caller, guest: Caller, vitrina: Caller, selecta: Caller, buyer: Caller;
  let dev: TestDevelopment;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, owner1, guest] = (await Promise.all([DEMO.admin, DEMO.owner1, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina', 'Vera Vitrina');
    selecta = await createPerson(db, 'Selecta', 'Sergio Selecta');
    buyer = await createPerson(db, 'User', 'Beatriz Compradora');
    dev = await createDevelopment(db);
    await addUnits(db, dev, [
      { number: '101', floor: 1, position: 1, price: 1_500_000 },
      { number: '1203', floor: 12, position: 3, typology: '2R' },
      { number: 'PH-2', floor: 12, position: null, typology: 'PH' },
      { number: '1201', floor: 12, position: 1, status: 'on_hold', heldBy: vitrina.id },
      { number: 'PH-10', floor: 12, position: null, typology: 'PH', status: 'sold', userId: buyer.id },
      { number: '1202', floor: 12, position: 2, status: 'reserved', userId: buyer.id },
      { number: '203', floor: 2, position: 3 },
      { number: '0-1', floor: 0, position: 1 },
    ]);
  });
  afterAll(() => t?.close());

  const read = (slug: string, headers: Record<string, string> = admin.headers) => t.app.inject({ method: 'GET', url: `/api/developments/${slug}/units`, headers });

  it('answers the Admin and the sales team; User and Guest 403, no token 401; always private, no-store', async () => {
    const expected: [Caller | null, number][] = [
      [admin, 200],
      [vitrina, 200],
      [selecta, 200],
      [owner1, 403],
      [guest, 403],
      [null, 401],
    ];
    for (const [caller, status] of expected) {
      const res = await read(dev.slug, caller?.headers ?? {});
      expect(res.statusCode, res.body).toBe(status);
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      if (status === 200) developmentUnitsAnswerSchema.parse(res.json());
    }
    // Refused at the door, even for an unknown development.
    expect((await read('nowhere', guest.headers)).statusCode).toBe(403);
  });

  it('404 for an unknown development, translated', async () => {
    const res = await read('nowhere', { ...admin.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
    expect(res.json().message).not.toBe((await read('nowhere', { ...admin.headers, 'accept-language': 'es' })).json().message);
  });

  it('orders the plan: top floor first, then position (none last), then number; counts every status', async () => {
    const answer = developmentUnitsAnswerSchema.parse((await read(dev.slug, { ...vitrina.headers, 'accept-language': 'en' })).json());
    expect(answer.units.map((u) => u.number)).toEqual(['1201', '1202', '1203', 'PH-2', 'PH-10', '203', '101', '0-1']);
    expect(answer.counts).toEqual({ available: 5, on_hold: 1, reserved: 1, sold: 1 });
    expect(answer.development).toMatchObject({ slug: dev.slug, currency: 'MXN', publish_prices: false, publish_availability: false });
    const byNumber = new Map(answer.units.map((u) => [u.number, u]));
    expect(byNumber.get('101')).toMatchObject({ price: 1_500_000, status: 'available', buyer: null, held_by: null, typology: { code: '1R', name: 'Uno (en)' } });
    expect(byNumber.get('1201')).toMatchObject({ status: 'on_hold', held_by: { id: vitrina.id, name: 'Vera Vitrina' }, hold_note: 'Cliente vuelve el lunes', buyer: null });
    expect(byNumber.get('1201')!.hold_until).toMatch(/Z$/);
    expect(byNumber.get('1202')).toMatchObject({ status: 'reserved', buyer: { id: buyer.id, name: 'Beatriz Compradora' }, reserved_at: '2026-04-01T10:00:00.000Z', date_buy: null });
    expect(byNumber.get('1202')!.buyer!.email).toContain('@example.com');
    expect(byNumber.get('PH-10')).toMatchObject({ status: 'sold', buyer: { id: buyer.id }, date_buy: '2026-03-01', price: null });
  });

  it('the demo development: counts add up to its units, and the sold ones carry their buyer', async () => {
    const answer = developmentUnitsAnswerSchema.parse((await read('playa-del-carmen')).json());
    expect(answer.units).toHaveLength(81);
    expect(Object.values(answer.counts).reduce((a, b) => a + b, 0)).toBe(81);
    expect(answer.counts.sold).toBe(answer.units.filter((u) => u.buyer !== null).length);
    expect(answer.units[0]!.floor).toBe(7);
  });

  it('carries an ETag: the same copy answers 304 without a body, a change answers 200 with a new one', async () => {
    const first = await read(dev.slug);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await read(dev.slug, { ...admin.headers, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    // Another language is another body, so another ETag.
    expect((await read(dev.slug, { ...admin.headers, 'accept-language': 'fr', 'if-none-match': etag })).statusCode).toBe(200);

    const unit = developmentUnitsAnswerSchema.parse(first.json()).units.find((u) => u.number === '203')!;
    const hold = await t.app.inject({
      method: 'POST',
      url: `/api/units/${unit.id}/status`,
      headers: vitrina.headers,
      payload: { status: 'on_hold', until: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(hold.statusCode).toBe(200);
    const changed = await read(dev.slug, { ...admin.headers, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(developmentUnitsAnswerSchema.parse(changed.json()).counts.on_hold).toBe(2);
  });

  it('describes every inventory route in the OpenAPI page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[]; security?: unknown }>>;
    const expected: [string, string, string[]][] = [
      ['/api/developments/{slug}/units', 'get', ['200', '304', '401', '403', '404']],
      ['/api/developments/{slug}/units', 'post', ['201', '401', '403', '404', '409', '422']],
      ['/api/units/{id}', 'put', ['200', '401', '403', '404', '409', '422']],
      ['/api/units/{id}/prices', 'get', ['200', '401', '403', '404']],
      ['/api/developments/{slug}/units/reprice', 'post', ['200', '401', '403', '404', '422']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses), `${method} ${path}`).toEqual(expect.arrayContaining(statuses));
      expect(operation!.tags).toEqual(['units']);
      expect(operation!.security).toEqual([{ bearer: [] }]);
    }
  });

  it('reads a development of 2,000 units (40 floors × 50) in one go', async () => {
    const big = await createDevelopment(t.database.db, 'USD');
    const seeds = [];
    for (let floor = 1; floor <= 40; floor++) for (let position = 1; position <= 50; position++) seeds.push({ number: `${floor}${String(position).padStart(2, '0')}`, floor, position, price: 250_000 + floor * 1_000 });
    await addUnits(t.database.db, big, seeds);
    await read(big.slug); // warm
    const started = performance.now();
    const res = await read(big.slug, { ...admin.headers, 'accept-encoding': 'gzip' });
    const ms = performance.now() - started;
    const etag = res.headers.etag as string;
    const startedAgain = performance.now();
    const notModified = await read(big.slug, { ...admin.headers, 'accept-encoding': 'gzip', 'if-none-match': etag });
    const ms304 = performance.now() - startedAgain;
    console.log(`inventory of 2,000 units (${testDbKind}): ${ms.toFixed(0)} ms, ${res.rawPayload.length} bytes gzip; 304 in ${ms304.toFixed(0)} ms`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(notModified.statusCode).toBe(304);
    const answer = developmentUnitsAnswerSchema.parse((await read(big.slug)).json());
    expect(answer.units).toHaveLength(2000);
    expect(answer.units[0]).toMatchObject({ number: '4001', floor: 40, position: 1 });
    expect(answer.units.at(-1)).toMatchObject({ number: '150', floor: 1, position: 50 });
    expect(answer.counts.available).toBe(2000);
  });
});
