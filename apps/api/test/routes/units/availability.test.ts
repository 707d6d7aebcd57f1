// Issue 22 (decision 034): GET /developments/{slug}/availability — public, only while the
// development is browsable and publishes it; every unit as available, reserved or sold (a hold
// shows as reserved), never a buyer or a hold; prices only when published; ETag and 304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { availabilityAnswerSchema } from '@vitrina/contracts';
import { developments, properties, users } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, availableUnits, callerFor, createPerson, type Caller } from './fixtures';

const SLUG = 'playa-del-carmen';
const URL = `/api/developments/${SLUG}/availability`;
const HOLD_NOTE = 'Cliente de Guadalajara, nota privada';

describe(`units: GET /developments/{slug}/availability (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, vitrina: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, DEMO.admin);
    vitrina = await createPerson(t.database.db, 'Vitrina', 'Valeria Vendedora');
  });
  afterAll(() => t?.close());

  const get = (headers: Record<string, string> = {}, url = URL) => t.app.inject({ method: 'GET', url, headers });
  const setFlags = (values: { publishAvailability?: boolean; publishPrices?: boolean; status?: string }) =>
    t.database.db.update(developments).set(values).where(eq(developments.slug, SLUG));

  it('answers 404 while the development does not publish it, and for an unknown slug', async () => {
    await setFlags({ publishAvailability: false });
    const unpublished = await get({ 'accept-language': 'en' });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json()).toMatchObject({ code: 'not_found', message: 'This development does not publish its availability.' });
    expect((await get({}, '/api/developments/nowhere/availability')).statusCode).toBe(404);
  });

  it('answers 404 for an archived or coming-soon development even when it publishes', async () => {
    await setFlags({ publishAvailability: true, status: 'archived' });
    expect((await get()).statusCode).toBe(404);
    await setFlags({ status: 'coming_soon' });
    expect((await get()).statusCode).toBe(404);
    await setFlags({ status: 'selling' });
    expect((await get()).statusCode).toBe(200);
  });

  it('shows every unit as available, reserved or sold, and a hold as reserved, never a buyer or a hold', async () => {
    await setFlags({ publishAvailability: true, publishPrices: false });
    const [unit] = await availableUnits(t.database.db, 1);
    const hold = await t.app.inject({
      method: 'POST',
      url: `/api/units/${unit!.id}/status`,
      headers: vitrina.headers,
      payload: { status: 'on_hold', until: new Date(Date.now() + 3_600_000).toISOString(), note: HOLD_NOTE },
    });
    expect(hold.statusCode).toBe(200);

    const res = await get({ 'accept-language': 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    const body = availabilityAnswerSchema.parse(res.json());
    const all = await t.database.db.select({ id: properties.id }).from(properties).innerJoin(developments, eq(developments.id, properties.developmentId)).where(eq(developments.slug, SLUG));
    expect(body.units).toHaveLength(all.length);
    expect(body.units.find((u) => u.id === unit!.id)!.status).toBe('reserved');
    expect(new Set(body.units.map((u) => u.status))).toEqual(new Set(['available', 'reserved', 'sold']));
    const counted = { available: 0, reserved: 0, sold: 0 };
    for (const u of body.units) counted[u.status]++;
    expect(body.counts).toEqual(counted);
    // Top floor first.
    expect(body.units[0]!.floor).toBeGreaterThanOrEqual(body.units.at(-1)!.floor);
    // Unit type names in the request's language (the demo's are translated).
    expect(body.units.every((u) => u.typology.name.length > 0)).toBe(true);

    // The raw text carries no buyer, no holder, no note, no hold's end.
    const raw = res.body;
    const buyers = await t.database.db.select({ name: users.name, email: users.email }).from(users).innerJoin(properties, eq(properties.userId, users.id));
    expect(buyers.length).toBeGreaterThan(0);
    for (const b of [...buyers, { name: vitrina.name, email: '' }]) {
      expect(raw).not.toContain(b.name);
      if (b.email) expect(raw.toLowerCase()).not.toContain(b.email.toLowerCase());
    }
    expect(raw).not.toContain(HOLD_NOTE);
    for (const field of ['hold_until', 'hold_note', 'held_by', 'buyer', 'user_id', 'date_buy', 'on_hold', '@']) expect(raw).not.toContain(field);
  });

  it('hides prices unless the development publishes them, and then shows them', async () => {
    await setFlags({ publishAvailability: true, publishPrices: false });
    const hidden = availabilityAnswerSchema.parse((await get()).json());
    expect(hidden.development.publish_prices).toBe(false);
    expect(hidden.units.every((u) => u.price === null)).toBe(true);
    await setFlags({ publishPrices: true });
    const shown = availabilityAnswerSchema.parse((await get()).json());
    expect(shown.development.publish_prices).toBe(true);
    const priced = await t.database.db.select({ id: properties.id, price: properties.price }).from(properties);
    const priceOf = new Map(priced.map((p) => [p.id, p.price]));
    expect(shown.units.some((u) => u.price !== null)).toBe(true);
    for (const u of shown.units) expect(u.price).toBe(priceOf.get(u.id));
  });

  it('answers 304 to a current copy, and a new ETag once a unit changes', async () => {
    await setFlags({ publishAvailability: true });
    const first = await get({ 'accept-language': 'es' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get({ 'accept-language': 'es', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const [unit] = await availableUnits(t.database.db, 1);
    const sale = await t.app.inject({ method: 'POST', url: `/api/units/${unit!.id}/status`, headers: admin.headers, payload: { status: 'sold', user_id: vitrina.id } });
    expect(sale.statusCode).toBe(200);
    const after = await get({ 'accept-language': 'es', 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(availabilityAnswerSchema.parse(after.json()).units.find((u) => u.id === unit!.id)!.status).toBe('sold');
  });

  it('needs no session and ignores one (a signed-in Admin sees the same public answer)', async () => {
    const anonymous = await get();
    const asAdmin = await get(admin.headers);
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.body).toBe(anonymous.body);
  });
});
