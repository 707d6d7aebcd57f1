import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unitAuditListSchema } from '@vitrina/contracts';
import { auditLog, properties, users } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, availableUnits, callerFor, createPerson, unitOwnedBy, type Caller } from './fixtures';

describe(`units: POST /properties/assign-user and the audit trail (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, owner1: Caller, owner2: Caller, guest: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, owner1, owner2, guest] = (await Promise.all([DEMO.admin, DEMO.owner1, DEMO.owner2, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller, Caller, Caller];
  });
  afterAll(() => t?.close());

  const assign = (payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/properties/assign-user', payload: payload as object, headers });
  const audit = (id: number | string, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'GET', url: `/api/properties/${id}/audit`, headers });
  const unitRow = async (id: number) => (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const typeOf = async (id: number) => (await t.database.db.select({ type: users.type }).from(users).where(eq(users.id, id)))[0]?.type;
  const auditCount = async (id: number) => (await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.propertyId, id))).length;
  // The database's own date: the purchase date is the database's current_date.
  const today = async () => ((await t.database.db.execute(sql`select current_date::text as d`)) as unknown as { rows: { d: string }[] }).rows[0]!.d;
  const nextAvailable = async () => (await availableUnits(t.database.db, 1))[0]!;

  it('assigns an available unit: owner, purchase date, Guest becomes User, an audit entry', async () => {
    const buyer = await createPerson(t.database.db, 'Guest', 'Ana Lucía Pérez');
    const unit = await nextAvailable();
    const res = await assign({ property_id: unit.id, user_id: buyer.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Propiedad ${unit.name} asignada exitosamente a Ana Lucía Pérez` });
    const row = await unitRow(unit.id);
    expect(row.userId).toBe(buyer.id);
    expect(row.dateBuy).toBe(await today());
    expect(await typeOf(buyer.id)).toBe('User');

    const trail = await audit(unit.id);
    expect(trail.statusCode).toBe(200);
    const entries = unitAuditListSchema.parse(trail.json());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'assign_unit',
      actor: { id: admin.id, name: admin.name },
      user: { id: buyer.id, name: 'Ana Lucía Pérez' },
      details: { unit_name: unit.name, unit_number: unit.number, previous_type: 'Guest', new_type: 'User', date_buy: row.dateBuy },
    });
    // The buyer now sees it as theirs.
    const mine = await t.app.inject({ method: 'GET', url: `/api/getPropertiesByUserId/${buyer.id}`, headers: buyer.headers });
    expect(mine.json()).toEqual([expect.objectContaining({ id: unit.id, user_id: buyer.id, date_buy: row.dateBuy })]);
  });

  it('says so in English and French (Accept-Language or a lang field)', async () => {
    const [a, b] = await availableUnits(t.database.db, 2);
    const buyer = await createPerson(t.database.db, 'Guest', 'Marc Dubois');
    const en = await assign({ property_id: a!.id, user_id: buyer.id }, { ...admin.headers, 'accept-language': 'en-US,en;q=0.9' });
    expect(en.json().message).toBe(`Property ${a!.name} successfully assigned to Marc Dubois`);
    const fr = await assign({ property_id: b!.id, user_id: buyer.id, lang: 'fr' });
    expect(fr.json().message).toBe(`Propriété ${b!.name} attribuée avec succès à Marc Dubois`);
  });

  it('keeps the role of an Admin or a team member who buys a unit', async () => {
    for (const type of ['Admin', 'Vitrina', 'Selecta', 'User'] as const) {
      const buyer = await createPerson(t.database.db, type);
      const unit = await nextAvailable();
      expect((await assign({ property_id: unit.id, user_id: buyer.id })).statusCode).toBe(200);
      expect(await typeOf(buyer.id)).toBe(type);
      expect((await unitRow(unit.id)).userId).toBe(buyer.id);
    }
  });

  it('answers 409 for a unit already purchased, which keeps its owner and date', async () => {
    const unit = await unitOwnedBy(t.database.db, owner1.id);
    const before = await unitRow(unit.id);
    const auditsBefore = await auditCount(unit.id);
    const res = await assign({ property_id: unit.id, user_id: owner2.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'conflict', message: 'Esta unidad ya fue asignada a otro propietario.' });
    expect(await unitRow(unit.id)).toEqual(before);
    expect(await auditCount(unit.id)).toBe(auditsBefore);
    // Assigning it again to its own owner is no different.
    expect((await assign({ property_id: unit.id, user_id: owner1.id })).statusCode).toBe(409);
  });

  it('answers 404 for an unknown unit or user, changing nothing', async () => {
    const unit = await nextAvailable();
    const buyer = await createPerson(t.database.db, 'Guest');
    const noUnit = await assign({ property_id: 987654, user_id: buyer.id });
    expect(noUnit.statusCode).toBe(404);
    expect(noUnit.json()).toEqual({ code: 'not_found', message: 'No se encontró la unidad.' });
    const noUser = await assign({ property_id: unit.id, user_id: 987654 }, { ...admin.headers, 'accept-language': 'en' });
    expect(noUser.statusCode).toBe(404);
    expect(noUser.json()).toEqual({ code: 'not_found', message: 'We could not find this user.' });
    expect((await unitRow(unit.id)).userId).toBeNull();
    expect(await typeOf(buyer.id)).toBe('Guest');
    expect(await auditCount(unit.id)).toBe(0);
  });

  it('refuses everyone but an Admin, before reading the body', async () => {
    const unit = await nextAvailable();
    for (const payload of [{ property_id: unit.id, user_id: guest.id }, {}]) {
      expect((await assign(payload, {})).statusCode).toBe(401);
      for (const caller of [guest, owner1, await createPerson(t.database.db, 'Vitrina')]) {
        const res = await assign(payload, caller.headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
    }
    expect((await unitRow(unit.id)).userId).toBeNull();
  });

  it.each([
    {},
    { property_id: 1 },
    { user_id: 1 },
    { property_id: 'abc', user_id: 1 },
    { property_id: 1, user_id: 'x' },
    { property_id: -4, user_id: 1 },
    { property_id: 1, user_id: 0 },
    { property_id: 1.5, user_id: 1 },
    { property_id: null, user_id: 1 },
    { property_id: 1, user_id: 1, lang: 'de' },
  ])('answers 422 for %j', async (body) => {
    const res = await assign(body);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: expect.any(Object) });
  });

  it('accepts ids sent as strings of digits', async () => {
    const unit = await nextAvailable();
    const buyer = await createPerson(t.database.db);
    const res = await assign({ property_id: String(unit.id), user_id: String(buyer.id) });
    expect(res.statusCode).toBe(200);
    expect((await unitRow(unit.id)).userId).toBe(buyer.id);
  });

  it('is one transaction: a failure at the last step leaves the unit available and the user a Guest', async () => {
    const unit = await nextAvailable();
    const buyer = await createPerson(t.database.db, 'Guest');
    await t.database.db.execute(sql`alter table audit_log rename to audit_log_away`);
    try {
      const res = await assign({ property_id: unit.id, user_id: buyer.id });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ code: 'internal', message: 'Error al asignar la propiedad' });
    } finally {
      await t.database.db.execute(sql`alter table audit_log_away rename to audit_log`);
    }
    expect((await unitRow(unit.id)).userId).toBeNull();
    expect((await unitRow(unit.id)).dateBuy).toBeNull();
    expect(await typeOf(buyer.id)).toBe('Guest');
    expect((await assign({ property_id: unit.id, user_id: buyer.id })).statusCode).toBe(200);
  });

  describe('GET /properties/{id}/audit', () => {
    it('lists the trail newest first, with names', async () => {
      const unit = await nextAvailable();
      const first = await createPerson(t.database.db, 'Guest', 'Primera Compradora');
      const second = await createPerson(t.database.db, 'Guest', 'Segundo Comprador');
      expect((await assign({ property_id: unit.id, user_id: first.id })).statusCode).toBe(200);
      // The sale falls through (done by hand in the database), then the unit is sold again.
      // (Since issue 22 a unit also has a status: the by-hand undo sets it back too.)
      await t.database.db.update(properties).set({ userId: null, dateBuy: null, status: 'available' }).where(eq(properties.id, unit.id));
      expect((await assign({ property_id: unit.id, user_id: second.id })).statusCode).toBe(200);
      const entries = unitAuditListSchema.parse((await audit(unit.id)).json());
      expect(entries.map((e) => e.user?.name)).toEqual(['Segundo Comprador', 'Primera Compradora']);
      expect(entries.every((e) => e.actor?.id === admin.id)).toBe(true);
    });

    it('gives an empty list for a unit never assigned through the API, 404 for an unknown one', async () => {
      const unit = await nextAvailable();
      const res = await audit(unit.id);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      const unknown = await audit(987654);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found' });
    });

    it('is the office’s (Admin and sales team) only, and checks the id', async () => {
      const unit = await unitOwnedBy(t.database.db, owner1.id);
      expect((await audit(unit.id, {})).statusCode).toBe(401);
      for (const caller of [guest, owner1, owner2]) expect((await audit(unit.id, caller.headers)).statusCode).toBe(403);
      for (const id of ['abc', '-1', '0']) expect((await audit(id)).statusCode).toBe(422);
    });
  });
});
