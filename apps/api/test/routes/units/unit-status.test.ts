// Issue 22, part 1: POST /units/{id}/status — every move per role, the 422s, the conflicts,
// the history, holds that end by themselves, and the spec's calls beside the lifecycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { propertySchema, unitAuditListSchema, type UnitStatus } from '@vitrina/contracts';
import { developments, properties, unitPriceChanges, users } from '../../../src/db/schema';
import { runHoldExpiry } from '../../../src/hold-expiry';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, availableUnits, callerFor, createPerson, type Caller } from './fixtures';

const HOUR = 60 * 60_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

type Role = 'admin' | 'vitrina' | 'selecta' | 'user' | 'guest' | 'anonymous';
const ROLES: Role[] = ['admin', 'vitrina', 'selecta', 'user', 'guest', 'anonymous'];

/** A starting state: the status, and whose hold it is ('self' = the caller). */
interface Start {
  status: UnitStatus;
  heldBy?: 'self' | 'other';
}

interface Case {
  name: string;
  from: Start;
  to: UnitStatus;
  /** Expected status per role; User, Guest and no token are refused at the door whatever the move. */
  admin: number;
  team: number;
}

const CASES: Case[] = [
  { name: 'available → on_hold (place a hold)', from: { status: 'available' }, to: 'on_hold', admin: 200, team: 200 },
  { name: 'available → reserved', from: { status: 'available' }, to: 'reserved', admin: 200, team: 403 },
  { name: 'available → sold', from: { status: 'available' }, to: 'sold', admin: 200, team: 403 },
  { name: 'on_hold (own) → available (release)', from: { status: 'on_hold', heldBy: 'self' }, to: 'available', admin: 200, team: 200 },
  { name: "on_hold (someone else's) → available", from: { status: 'on_hold', heldBy: 'other' }, to: 'available', admin: 200, team: 403 },
  { name: 'on_hold (own) → reserved', from: { status: 'on_hold', heldBy: 'self' }, to: 'reserved', admin: 200, team: 403 },
  { name: "on_hold (someone else's) → sold", from: { status: 'on_hold', heldBy: 'other' }, to: 'sold', admin: 200, team: 403 },
  { name: 'reserved → available (cancel the reservation)', from: { status: 'reserved' }, to: 'available', admin: 200, team: 403 },
  { name: 'reserved → sold', from: { status: 'reserved' }, to: 'sold', admin: 200, team: 403 },
  { name: 'sold → available (cancel the sale)', from: { status: 'sold' }, to: 'available', admin: 200, team: 403 },
  // Not moves: the same status, or a move the lifecycle does not have (409 for whoever may act).
  { name: 'available → available', from: { status: 'available' }, to: 'available', admin: 409, team: 409 },
  { name: 'on_hold → on_hold (no extension in place)', from: { status: 'on_hold', heldBy: 'self' }, to: 'on_hold', admin: 409, team: 409 },
  { name: 'reserved → on_hold', from: { status: 'reserved' }, to: 'on_hold', admin: 409, team: 409 },
  { name: 'sold → reserved', from: { status: 'sold' }, to: 'reserved', admin: 409, team: 409 },
  { name: 'sold → on_hold', from: { status: 'sold' }, to: 'on_hold', admin: 409, team: 409 },
];

describe(`units: POST /units/{id}/status (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller, owner1: Caller, guest: Caller, vitrina: Caller, selecta: Caller, buyer: Caller, colleague: Caller;
  let callers: Record<Role, Caller | null>;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, owner1, guest] = (await Promise.all([DEMO.admin, DEMO.owner1, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina', 'Vera Vitrina');
    selecta = await createPerson(db, 'Selecta', 'Sergio Selecta');
    colleague = await createPerson(db, 'Vitrina', 'Colega de ventas');
    buyer = await createPerson(db, 'User', 'Beatriz Compradora');
    callers = { admin, vitrina, selecta, user: owner1, guest, anonymous: null };
  });
  afterAll(() => t?.close());

  const change = (id: number | string, payload: unknown, headers: Record<string, string> = admin.headers) =>
    t.app.inject({ method: 'POST', url: `/api/units/${id}/status`, payload: payload as object, headers });
  const unitRow = async (id: number) => (await t.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;
  const trail = async (id: number) => unitAuditListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/properties/${id}/audit`, headers: admin.headers })).json());
  const nextAvailable = async () => (await availableUnits(t.database.db, 1))[0]!;

  /** Puts a unit in a state directly (the state a test starts from). */
  async function setState(id: number, start: Start, self: number) {
    const cleared = { userId: null, dateBuy: null, holdUntil: null, holdNote: null, heldBy: null, reservedAt: null };
    const values =
      start.status === 'on_hold'
        ? { ...cleared, holdUntil: new Date(Date.now() + HOUR), heldBy: start.heldBy === 'other' ? colleague.id : self }
        : start.status === 'reserved'
          ? { ...cleared, userId: buyer.id, reservedAt: new Date() }
          : start.status === 'sold'
            ? { ...cleared, userId: buyer.id, dateBuy: '2026-01-15' }
            : cleared;
    await t.database.db.update(properties).set({ ...values, status: start.status }).where(eq(properties.id, id));
  }

  const bodyFor = (to: UnitStatus) =>
    to === 'on_hold' ? { status: to, until: inHours(48), note: 'Cliente vuelve el lunes' } : to === 'available' ? { status: to } : to === 'reserved' ? { status: to, user_id: buyer.id } : { status: to, user_id: buyer.id };

  describe('every move, per role', () => {
    for (const c of CASES) {
      it(c.name, async () => {
        const unit = await nextAvailable();
        try {
          for (const role of ROLES) {
            const caller = callers[role];
            const expected = role === 'admin' ? c.admin : role === 'vitrina' || role === 'selecta' ? c.team : role === 'anonymous' ? 401 : 403;
            await setState(unit.id, c.from, caller?.id ?? admin.id);
            const before = await unitRow(unit.id);
            const auditsBefore = (await trail(unit.id)).length;
            const res = await change(unit.id, bodyFor(c.to), caller?.headers ?? {});
            expect(res.statusCode, `${role}: ${res.body}`).toBe(expected);
            const after = await unitRow(unit.id);
            const entries = await trail(unit.id);
            if (expected !== 200) {
              expect(after, role).toEqual(before);
              expect(entries, role).toHaveLength(auditsBefore);
              continue;
            }
            const answer = propertySchema.parse(res.json());
            expect(answer.status).toBe(c.to);
            expect(after.status).toBe(c.to);
            expect(after.statusVersion).toBe(before.statusVersion + 1);
            expect(entries).toHaveLength(auditsBefore + 1);
            expect(entries[0]).toMatchObject({ action: 'unit_status', from: c.from.status, to: c.to, actor: { id: caller!.id } });
          }
        } finally {
          await setState(unit.id, { status: 'sold' }, admin.id); // out of the pool of available units
        }
      });
    }
  });

  it('a hold keeps its end, note and holder; the team sees it, a visitor sees an available unit', async () => {
    const unit = await nextAvailable();
    const until = inHours(72);
    const res = await change(unit.id, { status: 'on_hold', until, note: '  Familia Gómez  ' }, vitrina.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: unit.id, status: 'on_hold', hold_until: until, user_id: null, currency: 'MXN' });
    const row = await unitRow(unit.id);
    expect(row).toMatchObject({ status: 'on_hold', holdNote: 'Familia Gómez', heldBy: vitrina.id, userId: null });
    expect(row.holdUntil?.toISOString()).toBe(until);

    const asVisitor = (await t.app.inject({ method: 'POST', url: '/api/getProperty', payload: { id: unit.id } })).json();
    expect(asVisitor).toMatchObject({ status: 'available', hold_until: null });
    const asAdmin = (await t.app.inject({ method: 'POST', url: '/api/getProperty', payload: { id: unit.id }, headers: admin.headers })).json();
    expect(asAdmin).toMatchObject({ status: 'on_hold', hold_until: until });
    // Still without a buyer: the spec's no-user list has it, whith-user does not.
    const noUser = (await t.app.inject({ method: 'GET', url: '/api/properties/no-user', headers: admin.headers })).json() as { id: number }[];
    expect(noUser.map((u) => u.id)).toContain(unit.id);

    const [entry] = await trail(unit.id);
    expect(entry).toMatchObject({ action: 'unit_status', from: 'available', to: 'on_hold', actor: { id: vitrina.id, name: 'Vera Vitrina' }, details: { until, note: 'Familia Gómez' } });
  });

  it('reserve, then sell to the reservation’s buyer: the spec’s lists, the date, a Guest becomes User, the history', async () => {
    const unit = await nextAvailable();
    const newcomer = await createPerson(t.database.db, 'Guest', 'Nuevo Cliente');
    expect((await change(unit.id, { status: 'reserved', user_id: newcomer.id })).statusCode).toBe(200);
    let row = await unitRow(unit.id);
    expect(row).toMatchObject({ status: 'reserved', userId: newcomer.id, dateBuy: null });
    expect(row.reservedAt).toBeInstanceOf(Date);
    const withUser = (await t.app.inject({ method: 'GET', url: '/api/properties/whith-user', headers: admin.headers })).json() as { id: number; status: string }[];
    expect(withUser.find((u) => u.id === unit.id)).toMatchObject({ status: 'reserved' });
    // A reservation does not make an owner yet.
    expect((await t.database.db.select({ type: users.type }).from(users).where(eq(users.id, newcomer.id)))[0]?.type).toBe('Guest');

    const sold = await change(unit.id, { status: 'sold' });
    expect(sold.statusCode).toBe(200);
    row = await unitRow(unit.id);
    expect(row).toMatchObject({ status: 'sold', userId: newcomer.id, reservedAt: null });
    expect(row.dateBuy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sold.json()).toMatchObject({ status: 'sold', user_id: newcomer.id, date_buy: row.dateBuy });
    expect((await t.database.db.select({ type: users.type }).from(users).where(eq(users.id, newcomer.id)))[0]?.type).toBe('User');

    // The sale is cancelled: the unit is available again, without a buyer or date.
    expect((await change(unit.id, { status: 'available', note: 'Crédito rechazado' })).statusCode).toBe(200);
    expect(await unitRow(unit.id)).toMatchObject({ status: 'available', userId: null, dateBuy: null });
    const entries = await trail(unit.id);
    expect(entries.map((e) => [e.from, e.to])).toEqual([
      ['sold', 'available'],
      ['reserved', 'sold'],
      ['available', 'reserved'],
    ]);
    expect(entries.every((e) => e.user?.id === newcomer.id && e.actor?.id === admin.id)).toBe(true);
    expect(entries[0]!.details).toMatchObject({ note: 'Crédito rechazado' });
    expect(entries[1]!.details).toMatchObject({ previous_type: 'Guest', new_type: 'User', date_buy: row.dateBuy });
  });

  describe('input errors (422, translated, by field)', () => {
    const cases: [string, unknown, string][] = [
      ['a hold without an end', { status: 'on_hold' }, 'until'],
      ['a hold ending in the past', { status: 'on_hold', until: inHours(-1) }, 'until'],
      ['a hold of more than 30 days', { status: 'on_hold', until: inHours(31 * 24) }, 'until'],
      ['an end that is not a date-time', { status: 'on_hold', until: 'mañana' }, 'until'],
      ['an end for another status', { status: 'available', until: inHours(2) }, 'until'],
      ['a reservation without a buyer', { status: 'reserved' }, 'user_id'],
      ['a buyer for a hold', { status: 'on_hold', until: inHours(2), user_id: 1 }, 'user_id'],
      ['an unknown status', { status: 'vendida' }, 'status'],
      ['an unknown field', { status: 'available', price: 5 }, 'price'],
      ['a note too long', { status: 'on_hold', until: inHours(2), note: 'x'.repeat(501) }, 'note'],
    ];
    for (const [name, payload, field] of cases) {
      it(name, async () => {
        const unit = await nextAvailable();
        const res = await change(unit.id, payload, { ...admin.headers, 'accept-language': 'en' });
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body).toMatchObject({ code: 'validation_failed' });
        expect(Object.keys(body.errors)).toContain(field);
        expect((await unitRow(unit.id)).status).toBe('available');
      });
    }

    it('says it in each language', async () => {
      const unit = await nextAvailable();
      const texts = await Promise.all(
        ['es', 'en', 'fr'].map(async (lang) => (await change(unit.id, { status: 'on_hold', until: inHours(-1) }, { ...admin.headers, 'accept-language': lang })).json().errors.until[0]),
      );
      expect(texts).toEqual([
        'Indique una fecha y hora futura, como máximo a 30 días.',
        'Enter a future date and time, at most 30 days ahead.',
        'Indiquez une date et une heure à venir, au plus dans 30 jours.',
      ]);
    });

    it('a sale of an available unit without a buyer names user_id', async () => {
      const unit = await nextAvailable();
      const res = await change(unit.id, { status: 'sold' }, { ...admin.headers, 'accept-language': 'fr' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ user_id: ['Choisissez l’acheteur parmi les comptes.'] });
    });
  });

  it('answers 404 for an unknown unit or buyer, 422 for a bad id', async () => {
    expect((await change(987654, { status: 'available' })).json()).toMatchObject({ code: 'not_found', message: 'No se encontró la unidad.' });
    const unit = await nextAvailable();
    const noBuyer = await change(unit.id, { status: 'sold', user_id: 987654 });
    expect(noBuyer.statusCode).toBe(404);
    expect(noBuyer.json().message).toBe('No se encontró el usuario.');
    expect((await unitRow(unit.id)).status).toBe('available');
    expect((await change('abc', { status: 'available' })).statusCode).toBe(422);
  });

  it('refuses a team member with a translated message, and a move that does not exist with one that says what the unit can do', async () => {
    const unit = await nextAvailable();
    const refused = await change(unit.id, { status: 'sold', user_id: buyer.id }, { ...selecta.headers, 'accept-language': 'en' });
    expect(refused.json()).toEqual({
      code: 'forbidden',
      message: 'Your account cannot make this change: the sales team places holds and releases its own; everything else is done by an Admin.',
    });
    const same = await change(unit.id, { status: 'available' }, { ...admin.headers, 'accept-language': 'en' });
    expect(same.json()).toEqual({ code: 'conflict', message: 'The unit is already available: it can be put on hold, reserved or sold.' });
  });

  it('two holds of one unit at once: one 200, one 409, one hold in the history', async () => {
    const unit = await nextAvailable();
    const [a, b] = await Promise.all([
      change(unit.id, { status: 'on_hold', until: inHours(5) }, vitrina.headers),
      change(unit.id, { status: 'on_hold', until: inHours(6) }, selecta.headers),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = a!.statusCode === 200 ? vitrina : selecta;
    expect((await unitRow(unit.id)).heldBy).toBe(winner.id);
    expect((await trail(unit.id)).filter((e) => e.to === 'on_hold')).toHaveLength(1);
  });

  // On PGlite the attempts queue on its one connection; on PostgreSQL they truly overlap.
  it('20 parallel attempts on one unit: exactly one 200, the others 409 with the conflict message', async () => {
    const team = await Promise.all(Array.from({ length: 20 }, (_, i) => createPerson(t.database.db, i % 2 ? 'Vitrina' : 'Selecta')));
    const unit = await nextAvailable();
    const answers = await Promise.all(team.map((p) => change(unit.id, { status: 'on_hold', until: inHours(3) }, p.headers)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const winner = team[statuses.indexOf(200)]!;
    expect((await unitRow(unit.id)).heldBy).toBe(winner.id);
    expect(await trail(unit.id)).toHaveLength(1);
    // The losers overlapped with the winner: "someone changed it", or the unit was already held.
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(['Otra persona acaba de cambiar esta unidad. Vuelva a cargarla y decida de nuevo.', 'La unidad ya está apartada: puede liberarse, reservarse o venderse.']).toContain(a.json().message);
    }
  });

  describe('a hold ends by itself', () => {
    it('the job releases a hold past its time, and only those; the history says so without an actor', async () => {
      const [due, later] = await availableUnits(t.database.db, 2);
      expect((await change(due!.id, { status: 'on_hold', until: inHours(1) }, vitrina.headers)).statusCode).toBe(200);
      expect((await change(later!.id, { status: 'on_hold', until: inHours(5) }, vitrina.headers)).statusCode).toBe(200);
      // The job's clock two hours ahead: the first hold is over, the second is not.
      const released = await runHoldExpiry(t.database, new Date(Date.now() + 2 * HOUR));
      expect(released).toBe(1);
      expect(await unitRow(due!.id)).toMatchObject({ status: 'available', holdUntil: null, heldBy: null, holdNote: null });
      expect((await unitRow(later!.id)).status).toBe('on_hold');
      const [entry] = await trail(due!.id);
      expect(entry).toMatchObject({ action: 'unit_status', from: 'on_hold', to: 'available', actor: null, details: { reason: 'hold_expired' } });
      // Running it again changes nothing.
      expect(await runHoldExpiry(t.database, new Date(Date.now() + 2 * HOUR))).toBe(0);
      await change(later!.id, { status: 'available' }, vitrina.headers);
    });

    it('a hold whose end is in the past (set in the database) is released by the next round', async () => {
      const unit = await nextAvailable();
      expect((await change(unit.id, { status: 'on_hold', until: inHours(1) }, selecta.headers)).statusCode).toBe(200);
      await t.database.db.update(properties).set({ holdUntil: new Date(Date.now() - 60_000) }).where(eq(properties.id, unit.id));
      await runHoldExpiry(t.database);
      expect((await unitRow(unit.id)).status).toBe('available');
      const [released, placed] = await trail(unit.id);
      expect(placed).toMatchObject({ from: 'available', to: 'on_hold', actor: { id: selecta.id } });
      expect(released).toMatchObject({ from: 'on_hold', to: 'available', actor: null, details: { reason: 'hold_expired' } });
    });
  });

  describe('assign-user is "sell to this user"', () => {
    it('sells a unit on hold (the Admin converts the hold) and records from and to', async () => {
      const unit = await nextAvailable();
      expect((await change(unit.id, { status: 'on_hold', until: inHours(4) }, vitrina.headers)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/properties/assign-user', headers: admin.headers, payload: { property_id: unit.id, user_id: buyer.id } });
      expect(res.statusCode).toBe(200);
      expect(await unitRow(unit.id)).toMatchObject({ status: 'sold', userId: buyer.id, holdUntil: null, heldBy: null });
      const [entry] = await trail(unit.id);
      expect(entry).toMatchObject({ action: 'assign_unit', from: 'on_hold', to: 'sold' });
    });

    it('answers 409 for a reserved unit, which keeps its buyer', async () => {
      const unit = await nextAvailable();
      expect((await change(unit.id, { status: 'reserved', user_id: buyer.id })).statusCode).toBe(200);
      const other = await createPerson(t.database.db, 'Guest');
      const res = await t.app.inject({ method: 'POST', url: '/api/properties/assign-user', headers: admin.headers, payload: { property_id: unit.id, user_id: other.id } });
      expect(res.statusCode).toBe(409);
      expect(await unitRow(unit.id)).toMatchObject({ status: 'reserved', userId: buyer.id });
    });
  });

  it('prices: the office always sees the list price, a visitor only when the development publishes them', async () => {
    const unit = await nextAvailable();
    const db = t.database.db;
    await db.update(properties).set({ price: 4_250_000.5 }).where(eq(properties.id, unit.id));
    // Each change of a price is kept (the repricing of issue 22's part 2 writes these rows).
    await db.insert(unitPriceChanges).values({ propertyId: unit.id, actorId: admin.id, oldPrice: null, newPrice: 4_250_000.5, reason: 'Lista inicial' });
    const read = async (headers?: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/getProperty', payload: { id: unit.id }, ...(headers ? { headers } : {}) })).json();
    expect(await read(vitrina.headers)).toMatchObject({ price: 4_250_000.5, currency: 'MXN' });
    expect(await read()).toMatchObject({ price: null, currency: 'MXN' });
    const [{ developmentId }] = (await db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, unit.id))) as [{ developmentId: number }];
    await db.update(developments).set({ publishPrices: true }).where(eq(developments.id, developmentId));
    try {
      expect(await read()).toMatchObject({ price: 4_250_000.5 });
    } finally {
      await db.update(developments).set({ publishPrices: false }).where(eq(developments.id, developmentId));
    }
    expect(await db.select({ newPrice: unitPriceChanges.newPrice }).from(unitPriceChanges).where(eq(unitPriceChanges.propertyId, unit.id))).toEqual([{ newPrice: 4_250_000.5 }]);
  });

  it('every unit answer carries status, price and currency', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/getAllProperties', headers: admin.headers })).json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const u of list) {
      expect(['available', 'on_hold', 'reserved', 'sold']).toContain(u.status);
      expect(u).toHaveProperty('price');
      expect(u).toHaveProperty('currency');
      expect(u.status === 'sold' || u.status === 'reserved').toBe(u.user_id !== null);
    }
  });
});
