import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull } from 'drizzle-orm';
import { propertiesListSchema, propertySchema, type Property } from '@vitrina/contracts';
import { developments, properties } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, unitOwnedBy, type Caller } from './fixtures';

const OWNER_FIELDS = ['user_id', 'user', 'date_buy'] as const;
const ownerFields = (p: Property) => OWNER_FIELDS.map((f) => p[f]);

describe(`units: reads and who sees the owner (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, owner1: Caller, owner2: Caller, guest: Caller, vitrina: Caller;
  let ownUnit: Awaited<ReturnType<typeof unitOwnedBy>>;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, owner1, owner2, guest] = await Promise.all([DEMO.admin, DEMO.owner1, DEMO.owner2, DEMO.guest].map((e) => callerFor(db, e))) as [Caller, Caller, Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina');
    ownUnit = await unitOwnedBy(db, owner1.id);
  });
  afterAll(() => t?.close());

  const getProperty = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/getProperty', payload: payload as object, headers });

  describe('POST /getProperty', () => {
    it('shows the owner fields to the owner and to Admins only', async () => {
      const callers: [string, Record<string, string>, boolean][] = [
        ['anonymous', {}, false],
        ['guest', guest.headers, false],
        ['another owner', owner2.headers, false],
        ['Vitrina', vitrina.headers, false],
        ['the owner', owner1.headers, true],
        ['Admin', admin.headers, true],
      ];
      const answers: Property[] = [];
      for (const [who, headers, sees] of callers) {
        const res = await getProperty({ id: ownUnit.id }, headers);
        expect(res.statusCode, who).toBe(200);
        const p = propertySchema.parse(res.json());
        answers.push(p);
        if (sees) {
          expect(p.user_id, who).toBe(owner1.id);
          expect(p.user, who).toEqual({ id: owner1.id, name: owner1.name, email: DEMO.owner1, phone: '+529841234567', type: 'User' });
          expect(p.date_buy, who).toBe(ownUnit.dateBuy);
        } else {
          expect(ownerFields(p), who).toEqual([null, null, null]);
        }
      }
      // The public part is the same for everyone; the list price only for the office (Vitrina,
      // Admin), as the demo development does not publish its prices (decision 033).
      const publicPart = ({ user_id: _a, user: _b, date_buy: _c, price: _d, ...rest }: Property) => rest;
      for (const p of answers) expect(publicPart(p)).toEqual(publicPart(answers[0]!));
      const prices = answers.map((p) => p.price);
      expect(prices.slice(0, 3)).toEqual([null, null, null]);
      expect(prices[3]).toBeGreaterThan(0);
      expect(prices[4]).toBeNull();
      expect(prices[5]).toBe(prices[3]);
      expect(answers[0]).toMatchObject({ id: ownUnit.id, name: ownUnit.name, number: ownUnit.number, development: 'PDC' });
    });

    it('accepts the id as a string of digits, and a lang field', async () => {
      const res = await getProperty({ id: String(ownUnit.id), lang: 'en' });
      expect(res.statusCode).toBe(200);
      expect(res.json().id).toBe(ownUnit.id);
    });

    it("names the unit's type in the request language, beside the spec's description", async () => {
      const names: string[] = [];
      for (const lang of ['es', 'en', 'fr']) {
        const p = propertySchema.parse((await getProperty({ id: ownUnit.id, lang })).json());
        expect(p.description).toMatch(/^CONDO Depto/);
        names.push(p.typology_name ?? '');
      }
      expect(new Set(names).size).toBe(3);
      const unitTwoBedrooms = propertiesListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/getVisitorProperty', headers: { 'accept-language': 'en' } })).json()).find((u) => u.typology === '2R');
      expect(unitTwoBedrooms?.typology_name).toBe('Two-bedroom apartment');
    });

    it('answers 404 for an unknown unit, in the request language', async () => {
      const res = await getProperty({ id: 987654 }, { 'accept-language': 'fr' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'not_found', message: 'Nous n’avons pas trouvé ce logement.' });
      const es = await getProperty({ id: 987654 });
      expect(es.json().message).toBe('No se encontró la unidad.');
    });

    it.each([{}, { id: 'abc' }, { id: -1 }, { id: 0 }, { id: 1.5 }, { id: null }, { id: true }, { id: '' }, { id: [1] }, { id: '1e3' }])(
      'answers 422 for %j',
      async (body) => {
        const res = await getProperty(body);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { id: expect.any(Array) } });
      },
    );

    it('answers 422 or 400 (never 500) for a body that is not an object', async () => {
      for (const payload of ['"7"', '[1]', 'null', '{"id":']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/getProperty', payload, headers: { 'content-type': 'application/json' } });
        expect([400, 422], payload).toContain(res.statusCode);
      }
    });
  });

  describe('GET /getPropertiesByUserId/{id}', () => {
    const byUser = (id: number | string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/getPropertiesByUserId/${id}`, headers });

    it("gives an owner their own units, with the owner fields", async () => {
      const res = await byUser(owner1.id, owner1.headers);
      expect(res.statusCode).toBe(200);
      const list = propertiesListSchema.parse(res.json());
      expect(list.length).toBeGreaterThan(3);
      expect(list.map((p) => p.id)).toContain(ownUnit.id);
      for (const p of list) expect(p).toMatchObject({ user_id: owner1.id, user: { id: owner1.id }, date_buy: expect.any(String) });
      const numbers = list.map((p) => Number(p.number));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    });

    it('gives an Admin the same list, and 404 for an unknown user', async () => {
      const own = (await byUser(owner1.id, owner1.headers)).json();
      const asAdmin = await byUser(owner1.id, admin.headers);
      expect(asAdmin.statusCode).toBe(200);
      // The same units; the Admin also sees their list prices (unpublished, decision 033).
      const withoutPrice = (list: Property[]) => list.map(({ price: _p, ...rest }) => rest);
      expect(withoutPrice(asAdmin.json())).toEqual(withoutPrice(own));
      expect(own.every((p: Property) => p.price === null)).toBe(true);
      expect(asAdmin.json().every((p: Property) => typeof p.price === 'number' && p.price > 0)).toBe(true);
      const unknown = await byUser(987654, admin.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'No se encontró el usuario.' });
    });

    it('gives a guest an empty list of their own', async () => {
      const res = await byUser(guest.id, guest.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    });

    it("refuses another user's units (403), even for an id that does not exist", async () => {
      for (const [caller, id] of [[owner2, owner1.id], [guest, owner1.id], [vitrina, owner2.id], [owner1, 987654]] as const) {
        const res = await byUser(id, { ...caller.headers, 'accept-language': 'en' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ code: 'forbidden', message: 'You can only see your own units.' });
      }
    });

    it('answers 401 without a token', async () => {
      expect((await byUser(owner1.id)).statusCode).toBe(401);
      expect((await byUser('abc')).statusCode).toBe(401);
    });

    it.each(['abc', '-1', '0', '1.5', '012', '99999999999', '%20'])('answers 422 for the id %j', async (id) => {
      const res = await byUser(id, admin.headers);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('GET /getVisitorProperty', () => {
    it('lists every unit still for sale, by number, without owner fields, for anyone', async () => {
      const db = t.database.db;
      const sold = new Set((await db.select({ id: properties.id }).from(properties).where(isNotNull(properties.userId))).map((r) => r.id));
      const anonymous = await t.app.inject({ method: 'GET', url: '/api/getVisitorProperty' });
      expect(anonymous.statusCode).toBe(200);
      const list = propertiesListSchema.parse(anonymous.json());
      expect(list).toHaveLength(81 - sold.size);
      for (const p of list) {
        expect(sold.has(p.id)).toBe(false);
        expect(ownerFields(p)).toEqual([null, null, null]);
      }
      const numbers = list.map((p) => Number(p.number));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(new Set(list.map((p) => p.typology)).size).toBe(7);
      for (const headers of [admin.headers, owner1.headers, guest.headers]) {
        const res = await t.app.inject({ method: 'GET', url: '/api/getVisitorProperty', headers });
        expect(res.json()).toEqual(anonymous.json());
      }
    });

    it('leaves out the units of a development not on sale yet', async () => {
      const db = t.database.db;
      const [miami] = await db.select({ id: developments.id }).from(developments).where(eq(developments.code, 'MIA'));
      const [unit] = await db
        .insert(properties)
        .values({ developmentId: miami!.id, typologyId: 33, name: 'Miami 101', description: 'CONDO Depto.- 1 Recamara', number: '101', floor: 1, sizeM2: 60 })
        .returning({ id: properties.id });
      try {
        const list = propertiesListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/getVisitorProperty' })).json());
        expect(list.some((p) => p.id === unit!.id)).toBe(false);
        const all = propertiesListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/getAllProperties', headers: admin.headers })).json());
        expect(all.find((p) => p.id === unit!.id)).toMatchObject({ development: 'MIA', size: '60 m²' });
      } finally {
        await db.delete(properties).where(eq(properties.id, unit!.id));
      }
    });
  });
});
