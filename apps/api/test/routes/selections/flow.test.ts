// The buyer's package choice (issue 35, decision 059), on PGlite and PostgreSQL: the four levels
// with their prices, a request replaced by a newer one, the office's approval (the unit's level,
// a schedule line due in 30 days, editable) and decline, the deadline, and the unit's history.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, unitPackageRequests } from '../../../src/db/schema';
import { addDays, todayUtc } from '../../../src/payments/payment-schedule';
import { testDbKind } from '../../helper';
import { furnitureOf, history, prepareChoice, requester, setDeadline, world, type Schedule, type Selection, type World } from './fixtures';

describe(`a unit's package choice (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const url = () => `/api/units/${w.unitA}/selection`;

  beforeAll(async () => {
    w = await world();
    await prepareChoice(w.t.database.db, w.unitA);
    await setDeadline(w.t.database.db, w.unitA, new Date(Date.now() + 7 * 86_400_000));
  });
  afterAll(() => w.t.close());

  it('shows the buyer the four levels with their prices for the unit’s type, the standard one included', async () => {
    const res = await send(w.buyer, 'GET', url());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const s = res.json() as Selection;
    expect(s).toMatchObject({ unit_id: w.unitA, package: 'ESTANDAR', open: true, request: null });
    expect(Date.parse(s.deadline!)).toBeGreaterThan(Date.now());
    expect(s.options).toEqual([
      { package: 'ESTANDAR', price: 0, currency: 'MXN', included: true },
      { package: 'GOLD', price: 50_000.5, currency: 'MXN', included: false },
      { package: 'PREMIUM', price: 90_000, currency: 'MXN', included: false },
      { package: 'BLACK', price: null, currency: 'MXN', included: false },
    ]);
  });

  it('answers the development’s time zone, so the deadline is read as its wall clock there', async () => {
    expect(((await send(w.buyer, 'GET', url())).json() as Selection).time_zone).toBe('UTC');
    const [unit] = await w.t.database.db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, w.unitA));
    await w.t.database.db.update(developments).set({ timeZone: 'America/Santo_Domingo' }).where(eq(developments.id, unit!.developmentId));
    try {
      expect(((await send(w.buyer, 'GET', url())).json() as Selection).time_zone).toBe('America/Santo_Domingo');
      expect(((await send(w.vitrina, 'GET', url())).json() as Selection).time_zone).toBe('America/Santo_Domingo');
    } finally {
      await w.t.database.db.update(developments).set({ timeZone: 'UTC' }).where(eq(developments.id, unit!.developmentId));
    }
  });

  it('replaces a pending request by a newer one: one at a time, each in the history', async () => {
    const first = await send(w.buyer, 'POST', url(), { package: 'GOLD' }, { lang: 'es' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe('Solicitud de GOLD enviada al equipo de ventas.');
    expect((first.json().selection as Selection).request).toMatchObject({ package: 'GOLD', price: 50_000.5, status: 'pending', note: '', decided_at: null });

    const second = await send(w.buyer, 'POST', url(), { package: 'PREMIUM' });
    expect(second.statusCode, second.body).toBe(201);
    const s = second.json().selection as Selection;
    expect(s.request).toMatchObject({ package: 'PREMIUM', price: 90_000, status: 'pending' });

    const rows = await w.t.database.db.select({ package: unitPackageRequests.package, status: unitPackageRequests.status }).from(unitPackageRequests).where(eq(unitPackageRequests.propertyId, w.unitA)).orderBy(unitPackageRequests.id);
    expect(rows).toEqual([
      { package: 'GOLD', status: 'replaced' },
      { package: 'PREMIUM', status: 'pending' },
    ]);
    const entries = await history(w.t.database.db, w.unitA, 'package_requested');
    expect(entries).toHaveLength(2);
    expect(entries[0]!.actorId).toBe(w.buyer.id);
    expect(entries[0]!.details).toMatchObject({ package: 'PREMIUM', price: 90_000, currency: 'MXN', replaces: { package: 'GOLD' } });

    // The office reads the same request.
    const office = (await send(w.vitrina, 'GET', url())).json() as Selection;
    expect(office.request).toMatchObject({ package: 'PREMIUM', status: 'pending' });
  });

  it('approval sets the unit’s level and adds the price to the schedule, due in 30 days and editable', async () => {
    const before = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule;
    const res = await send(w.selecta, 'POST', `${url()}/decision`, { approve: true, note: '  Entrega con la unidad.  ' }, { lang: 'fr' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Demande de PREMIUM approuvée.');
    const s = res.json().selection as Selection;
    expect(s.package).toBe('PREMIUM');
    expect(s.request).toMatchObject({ package: 'PREMIUM', status: 'approved', note: 'Entrega con la unidad.' });
    expect(s.request!.decided_at).not.toBeNull();

    // The show room reads the unit's level.
    expect(await furnitureOf(w.t.database.db, w.unitA)).toBe('PREMIUM');
    const property = await send(w.buyer, 'POST', '/api/getProperty', { id: w.unitA });
    expect(property.json().furniture).toBe('PREMIUM');

    const after = (await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`, undefined, { lang: 'es' })).json() as Schedule;
    expect(after.lines).toHaveLength(before.lines.length + 1);
    const line = after.lines.find((l) => l.label === 'Paquete de mobiliario PREMIUM')!;
    expect(line).toMatchObject({ due_date: addDays(todayUtc(), 30), amount: 90_000, paid_amount: 0 });
    expect(line.labels).toEqual({ es: 'Paquete de mobiliario PREMIUM', en: 'Furniture package PREMIUM', fr: 'Pack mobilier PREMIUM' });

    const [approved] = await history(w.t.database.db, w.unitA, 'package_request_approved');
    expect(approved!.actorId).toBe(w.selecta.id);
    expect(approved!.details).toMatchObject({ package: 'PREMIUM', from: 'ESTANDAR', price: 90_000, note: 'Entrega con la unidad.', line: { id: line.id, amount: 90_000 } });

    // Editable like any unpaid line: the office lowers it.
    const edited = await send(w.vitrina, 'PUT', `/api/units/${w.unitA}/payments`, {
      lines: after.lines.map((l) => ({ id: l.id, label: l.labels, due_date: l.due_date, amount: l.id === line.id ? 85_000 : l.amount })),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().schedule as Schedule).lines.find((l) => l.id === line.id)!.amount).toBe(85_000);

    // Nothing is pending any more.
    const again = await send(w.admin, 'POST', `${url()}/decision`, { approve: true }, { lang: 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: 'This unit has no pending package request.' });
  });

  it('a declined request leaves the level and the schedule as they are, with the office’s note', async () => {
    const lines = ((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines.length;
    expect((await send(w.buyer, 'POST', url(), { package: 'GOLD' })).statusCode).toBe(201);
    const res = await send(w.vitrina, 'POST', `${url()}/decision`, { approve: false, note: 'GOLD ya no se ofrece para esta torre.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Request for GOLD declined.');
    const s = res.json().selection as Selection;
    expect(s).toMatchObject({ package: 'PREMIUM', request: { package: 'GOLD', status: 'declined', note: 'GOLD ya no se ofrece para esta torre.' } });
    expect(await furnitureOf(w.t.database.db, w.unitA)).toBe('PREMIUM');
    expect(((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines).toHaveLength(lines);
    const [declined] = await history(w.t.database.db, w.unitA, 'package_request_declined');
    expect(declined!.details).toMatchObject({ package: 'GOLD', note: 'GOLD ya no se ofrece para esta torre.' });
    // The buyer reads the decision and its note.
    expect(((await send(w.buyer, 'GET', url())).json() as Selection).request).toMatchObject({ status: 'declined', note: 'GOLD ya no se ofrece para esta torre.' });
  });

  it('going back to the standard level adds no line (its price is 0)', async () => {
    const lines = ((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines.length;
    expect((await send(w.buyer, 'POST', url(), { package: 'ESTANDAR' })).statusCode).toBe(201);
    const res = await send(w.admin, 'POST', `${url()}/decision`, { approve: true });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().selection as Selection).package).toBe('ESTANDAR');
    expect(((await send(w.admin, 'GET', `/api/units/${w.unitA}/payments`)).json() as Schedule).lines).toHaveLength(lines);
    const [approved] = await history(w.t.database.db, w.unitA, 'package_request_approved');
    expect(approved!.details).toMatchObject({ package: 'ESTANDAR', from: 'PREMIUM', line: null });
  });

  it('after the deadline the buyer can no longer ask, in their language, and nothing is written', async () => {
    await setDeadline(w.t.database.db, w.unitA, new Date(Date.now() - 60_000));
    const s = (await send(w.buyer, 'GET', url())).json() as Selection;
    expect(s.open).toBe(false);
    const count = async () => (await w.t.database.db.select({ id: unitPackageRequests.id }).from(unitPackageRequests).where(and(eq(unitPackageRequests.propertyId, w.unitA)))).length;
    const before = await count();
    const res = await send(w.buyer, 'POST', url(), { package: 'GOLD' }, { lang: 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('El plazo para elegir el paquete de mobiliario terminó') });
    expect(await count()).toBe(before);
    await setDeadline(w.t.database.db, w.unitA, null);
    expect(((await send(w.buyer, 'GET', url())).json() as Selection)).toMatchObject({ open: true, deadline: null });
  });
});
