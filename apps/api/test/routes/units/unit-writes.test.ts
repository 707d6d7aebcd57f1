// Issue 22: POST /developments/{slug}/units and PUT /units/{id} (Admin) — a unit named and sized
// by its unit type, the 409s of a taken number or cell, the 422s by field in es/en/fr, a unit
// type of another development, the price history of every change, the audit trail, the change
// signal, and the spec's unit answers showing the new price.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEVELOPMENT_UNITS_MAX, VALIDATION_TEXTS, inventoryUnitSchema, unitAuditListSchema, unitPriceHistorySchema } from '@vitrina/contracts';
import { acquireCatalogueSignal } from '../../../src/cache/catalogue-signal';
import { developments, properties } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, callerFor, createPerson, type Caller } from './fixtures';
import { addUnits, createDevelopment, unitRow, type TestDevelopment } from './inventory-fixtures';

describe(`units: POST /developments/{slug}/units, PUT /units/{id} (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, guest: Caller, vitrina: Caller, buyer: Caller;
  let dev: TestDevelopment;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, guest] = (await Promise.all([DEMO.admin, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina');
    buyer = await createPerson(db, 'User', 'Beatriz Compradora');
    dev = await createDevelopment(db);
  });
  afterAll(() => t?.close());

  const create = (slug: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/developments/${slug}/units`, payload: payload as object, headers });
  const edit = (id: number | string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'PUT', url: `/api/units/${id}`, payload: payload as object, headers });
  const prices = async (id: number) => unitPriceHistorySchema.parse((await t.app.inject({ method: 'GET', url: `/api/units/${id}/prices`, headers: admin.headers })).json());
  const trail = async (id: number) => unitAuditListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/properties/${id}/audit`, headers: admin.headers })).json());
  let n = 0;
  const fresh = () => `${++n}${String(Date.now()).slice(-4)}`;

  it('creates an available unit named, described and sized by its unit type, with its first price kept', async () => {
    const res = await create(dev.slug, { number: '1203', floor: 12, position: 3, typology: '2R', price: 2_450_000.5, price_reason: 'Lista de lanzamiento' }, { ...admin.headers, 'accept-language': 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const unit = inventoryUnitSchema.parse(res.json());
    expect(unit).toMatchObject({ number: '1203', floor: 12, position: 3, typology: { code: '2R', name: 'Dos (en)' }, furniture: 'ESTANDAR', size_m2: 75.5, price: 2_450_000.5, status: 'available', buyer: null });
    expect(await unitRow(t.database.db, unit.id)).toMatchObject({ name: 'Depto 1203', description: 'CONDO Depto. -2 Recamaras', developmentId: dev.id, userId: null });
    const history = await prices(unit.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ old_price: null, new_price: 2_450_000.5, reason: 'Lista de lanzamiento', actor: { id: admin.id } });
    const [entry] = await trail(unit.id);
    expect(entry).toMatchObject({ action: 'unit.create', actor: { id: admin.id }, details: { number: '1203', typology: '2R', price: 2_450_000.5 } });
    expect(entry!.from).toBeUndefined();
  });

  it('a given size and furniture win; no price means no history row; a penthouse is named as one', async () => {
    const res = await create(dev.slug, { number: 'PH-1', floor: 20, typology: 'PH', size_m2: 131.25, furniture: 'premium' });
    expect(res.statusCode, res.body).toBe(201);
    const unit = inventoryUnitSchema.parse(res.json());
    expect(unit).toMatchObject({ position: null, size_m2: 131.25, furniture: 'PREMIUM', price: null });
    expect((await unitRow(t.database.db, unit.id))!.name).toBe('Penthouse PH-1');
    expect(await prices(unit.id)).toEqual([]);
    // Units without a position may share a floor.
    expect((await create(dev.slug, { number: 'PH-2', floor: 20, typology: 'PH' })).statusCode).toBe(201);
  });

  it('only an Admin writes units: the team and a Guest 403, no token 401, before the body is read', async () => {
    for (const [headers, status] of [
      [vitrina.headers, 403],
      [guest.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await create(dev.slug, { nonsense: true }, headers)).statusCode).toBe(status);
      expect((await edit(1, { nonsense: true }, headers)).statusCode).toBe(status);
    }
  });

  it('409 for a number or a cell already taken in the development, with the other unit named, in each language', async () => {
    const number = fresh();
    expect((await create(dev.slug, { number, floor: 5, position: 7, typology: '1R' })).statusCode).toBe(201);
    const sameNumber = await create(dev.slug, { number, floor: 6, position: 1, typology: '1R' }, { ...admin.headers, 'accept-language': 'en' });
    expect(sameNumber.statusCode).toBe(409);
    expect(sameNumber.json()).toEqual({
      code: 'conflict',
      message: `There is already a unit numbered ${number} in this development.`,
      errors: { number: [`There is already a unit numbered ${number} in this development.`] },
    });
    const sameCell = await create(dev.slug, { number: fresh(), floor: 5, position: 7, typology: '1R' });
    expect(sameCell.statusCode).toBe(409);
    expect(sameCell.json().message).toBe(`El piso 5, posición 7 ya tiene una unidad (${number}).`);
    const fr = await create(dev.slug, { number: fresh(), floor: 5, position: 7, typology: '1R' }, { ...admin.headers, 'accept-language': 'fr' });
    expect(fr.json().errors.position).toEqual([`L’étage 5, position 7 a déjà un logement (${number}).`]);
    // The same number in another development is fine.
    const other = await createDevelopment(t.database.db);
    expect((await create(other.slug, { number, floor: 5, position: 7, typology: '1R' })).statusCode).toBe(201);
  });

  it('two Admins creating the same number at once: one 201, one 409, one unit', async () => {
    const number = fresh();
    const [a, b] = await Promise.all([
      create(dev.slug, { number, floor: 30, position: 1, typology: '1R' }),
      create(dev.slug, { number, floor: 31, position: 1, typology: '1R' }),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect(await t.database.db.select().from(properties).where(eq(properties.number, number))).toHaveLength(1);
  });

  describe('422 by field, translated', () => {
    const cases: [string, Record<string, unknown>, string, keyof (typeof VALIDATION_TEXTS)['en']][] = [
      ['a number with spaces', { number: '12 03' }, 'number', 'unit.numberInvalid'],
      ['a floor out of range', { floor: 301 }, 'floor', 'unit.floorRange'],
      ['a position of 0', { position: 0 }, 'position', 'unit.positionRange'],
      ['an unknown unit-type code', { typology: 'CASA' }, 'typology', 'unit.typologyInvalid'],
      ['a negative price', { price: -1 }, 'price', 'unit.priceRange'],
      ['a price with fractions of a cent', { price: 100.001 }, 'price', 'unit.priceRange'],
      ['a size of 0', { size_m2: 0 }, 'size_m2', 'unit.sizeRange'],
    ];
    for (const [name, change, field, key] of cases) {
      it(name, async () => {
        for (const lang of ['es', 'en', 'fr'] as const) {
          const res = await create(dev.slug, { number: fresh(), floor: 1, typology: '1R', ...change }, { ...admin.headers, 'accept-language': lang });
          expect(res.statusCode).toBe(422);
          expect(res.json().errors[field]).toEqual([VALIDATION_TEXTS[lang][key]]);
        }
      });
    }

    it('an unknown field, and a unit type the development does not have', async () => {
      expect(Object.keys((await create(dev.slug, { number: fresh(), floor: 1, typology: '1R', status: 'sold' })).json().errors)).toEqual(['status']);
      const before = await t.database.db.select().from(properties).where(eq(properties.developmentId, dev.id));
      for (const lang of ['es', 'en', 'fr'] as const) {
        const res = await create(dev.slug, { number: fresh(), floor: 1, typology: 'EG' }, { ...admin.headers, 'accept-language': lang });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { typology: [VALIDATION_TEXTS[lang]['unit.typologyNotInDevelopment']] } });
      }
      expect(await t.database.db.select().from(properties).where(eq(properties.developmentId, dev.id))).toHaveLength(before.length);
    });
  });

  it('404 for an unknown development or unit', async () => {
    expect((await create('nowhere', { number: '1', floor: 1, typology: '1R' })).json()).toMatchObject({ code: 'not_found' });
    expect((await edit(987654, { number: '1', floor: 1, typology: '1R' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/units/987654/prices', headers: admin.headers })).statusCode).toBe(404);
  });

  it('an edit replaces the facts, keeps the status and buyer, and keeps every price change with its reason', async () => {
    const [id] = await addUnits(t.database.db, dev, [{ number: fresh(), floor: 8, position: 4, price: 1_000_000, status: 'sold', userId: buyer.id }]);
    const number = (await unitRow(t.database.db, id!))!.number;
    const body = { number, floor: 8, position: 4, typology: '2R', furniture: 'GOLD', price: 1_100_000, price_reason: 'Ajuste de mayo' };
    const res = await edit(id!, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(inventoryUnitSchema.parse(res.json())).toMatchObject({ typology: { code: '2R' }, size_m2: 75.5, furniture: 'GOLD', price: 1_100_000, status: 'sold', buyer: { id: buyer.id } });
    expect(await unitRow(t.database.db, id!)).toMatchObject({ name: `Depto ${number}`, status: 'sold', userId: buyer.id, dateBuy: '2026-03-01' });

    // The same price again: no new row. To none, and back: a row each.
    expect((await edit(id!, { ...body, furniture: 'BLACK' })).statusCode).toBe(200);
    expect((await edit(id!, { ...body, price: null, price_reason: 'Sin precio' })).statusCode).toBe(200);
    expect((await edit(id!, { ...body, price: 1_200_000.1, price_reason: '' })).statusCode).toBe(200);
    const history = await prices(id!);
    expect(history.map((h) => [h.old_price, h.new_price, h.reason])).toEqual([
      [null, 1_200_000.1, ''],
      [1_100_000, null, 'Sin precio'],
      [1_000_000, 1_100_000, 'Ajuste de mayo'],
    ]);
    expect(history.every((h) => h.actor?.id === admin.id)).toBe(true);
    const entries = (await trail(id!)).filter((e) => e.action === 'unit.update');
    expect(entries).toHaveLength(4);
    expect(entries.at(-1)!.details).toMatchObject({ changes: { typology: { old: '1R', new: '2R' }, price: { old: 1_000_000, new: 1_100_000 } } });
  });

  it('an edit may keep its own number and cell, but not take another unit’s', async () => {
    const [a, b] = await addUnits(t.database.db, dev, [
      { number: fresh(), floor: 9, position: 1 },
      { number: fresh(), floor: 9, position: 2 },
    ]);
    const numberA = (await unitRow(t.database.db, a!))!.number;
    const numberB = (await unitRow(t.database.db, b!))!.number;
    expect((await edit(a!, { number: numberA, floor: 9, position: 1, typology: '1R' })).statusCode).toBe(200);
    expect((await edit(a!, { number: numberB, floor: 9, position: 1, typology: '1R' })).json()).toMatchObject({ code: 'conflict', errors: { number: expect.any(Array) } });
    expect((await edit(a!, { number: numberA, floor: 9, position: 2, typology: '1R' })).json()).toMatchObject({ code: 'conflict', errors: { position: expect.any(Array) } });
    expect((await unitRow(t.database.db, a!))!.position).toBe(1);
  });

  it('the spec’s unit answers show the new price; a visitor only once the development publishes prices', async () => {
    const [id] = await addUnits(t.database.db, dev, [{ number: fresh(), floor: 3, position: 9, price: 900_000 }]);
    const number = (await unitRow(t.database.db, id!))!.number;
    expect((await edit(id!, { number, floor: 3, position: 9, typology: '1R', price: 950_000 })).statusCode).toBe(200);
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: '/api/getProperty', payload: { id }, headers });
    expect((await get(admin.headers)).json()).toMatchObject({ price: 950_000, currency: 'MXN' });
    expect((await get()).json()).toMatchObject({ price: null });
    await t.database.db.update(developments).set({ publishPrices: true }).where(eq(developments.id, dev.id));
    expect((await get()).json()).toMatchObject({ price: 950_000 });
  });

  it('every write tells the cached answers the data changed; a refused one does not', async () => {
    const { signal, release } = await acquireCatalogueSignal(t.database);
    try {
      const before = signal.version;
      const res = await create(dev.slug, { number: fresh(), floor: 40, position: 1, typology: '1R' });
      expect(signal.version).toBeGreaterThan(before);
      const afterCreate = signal.version;
      expect((await create(dev.slug, { number: fresh(), floor: 40, position: 1, typology: '1R' })).statusCode).toBe(409);
      expect(signal.version).toBe(afterCreate);
      const unit = inventoryUnitSchema.parse(res.json());
      expect((await edit(unit.id, { number: unit.number, floor: 40, position: 1, typology: '1R', price: 10 })).statusCode).toBe(200);
      expect(signal.version).toBeGreaterThan(afterCreate);
    } finally {
      await release();
    }
  });

  it(`refuses a unit past ${DEVELOPMENT_UNITS_MAX} in one development`, async () => {
    const full = await createDevelopment(t.database.db);
    await addUnits(t.database.db, full, Array.from({ length: DEVELOPMENT_UNITS_MAX }, (_, i) => ({ number: `U${i}`, floor: 1 })));
    const res = await create(full.slug, { number: 'U-extra', floor: 2, typology: '1R' }, { ...admin.headers, 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: `These units would take the development past ${DEVELOPMENT_UNITS_MAX} units; none was created.` });
  });
});
