// The buyer withdraws a pending package request (issue 35, decision 059), on PGlite and
// PostgreSQL: the answer's new state, the row kept, the history entry, the office's notification
// left as it was; 409 when nothing is pending (decided meanwhile) or after the deadline; 403 for
// the office, 404 for anyone else.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, unitPackageRequests } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { history, prepareChoice, requester, setDeadline, world, type Selection, type World } from './fixtures';

describe(`a withdrawn package request (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const url = () => `/api/units/${w.unitA}/selection`;
  const rowsOf = () =>
    w.t.database.db
      .select({ id: unitPackageRequests.id, status: unitPackageRequests.status, decidedBy: unitPackageRequests.decidedBy })
      .from(unitPackageRequests)
      .where(eq(unitPackageRequests.propertyId, w.unitA))
      .orderBy(unitPackageRequests.id);
  const requestNotices = async (requestId: number) =>
    (await w.t.database.db.select({ params: notifications.params }).from(notifications).where(and(eq(notifications.propertyId, w.unitA), eq(notifications.kind, 'selection_requested')))).filter(
      (n) => (n.params as { request_id?: number }).request_id === requestId,
    ).length;

  beforeAll(async () => {
    w = await world();
    await prepareChoice(w.t.database.db, w.unitA);
  });
  afterAll(() => w.t.close());

  it('takes back the pending request: the new state answered, the row kept, the history written, the office’s notice left', async () => {
    const asked = await send(w.buyer, 'POST', url(), { package: 'GOLD' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = (asked.json().selection as Selection).request!.id;
    const notices = await requestNotices(id);
    expect(notices).toBeGreaterThan(0);

    const res = await send(w.buyer, 'DELETE', url(), undefined, { lang: 'es' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Retiró su solicitud de GOLD.');
    expect(res.json().selection).toMatchObject({ unit_id: w.unitA, package: 'ESTANDAR', open: true, request: null });
    expect(((await send(w.buyer, 'GET', url())).json() as Selection).request).toBeNull();
    expect(((await send(w.vitrina, 'GET', url())).json() as Selection).request).toBeNull();

    expect(await rowsOf()).toEqual([{ id, status: 'replaced', decidedBy: w.buyer.id }]);
    const [entry] = await history(w.t.database.db, w.unitA, 'package_request_withdrawn');
    expect(entry).toMatchObject({ actorId: w.buyer.id, details: { request_id: id, package: 'GOLD', price: 50_000.5, currency: 'MXN' } });
    expect(await requestNotices(id)).toBe(notices);
  });

  it('answers 409, translated, when nothing is pending: withdrawn already, or decided by the office meanwhile', async () => {
    const again = await send(w.buyer, 'DELETE', url(), undefined, { lang: 'fr' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', message: expect.stringContaining('aucune demande de pack en attente à retirer') });

    expect((await send(w.buyer, 'POST', url(), { package: 'PREMIUM' })).statusCode).toBe(201);
    expect((await send(w.admin, 'POST', `${url()}/decision`, { approve: false, note: 'Sin stock' })).statusCode).toBe(200);
    const decided = await send(w.buyer, 'DELETE', url(), undefined, { lang: 'en' });
    expect(decided.statusCode).toBe(409);
    expect(decided.json().message).toBe('You have no pending package request to withdraw: the sales team may have answered it already.');
    // The declined request is still the one answered.
    expect(((await send(w.buyer, 'GET', url())).json() as Selection).request).toMatchObject({ package: 'PREMIUM', status: 'declined', note: 'Sin stock' });
  });

  it('a request withdrawn after an earlier decision shows that decision again', async () => {
    expect((await send(w.buyer, 'POST', url(), { package: 'GOLD' })).statusCode).toBe(201);
    const res = await send(w.buyer, 'DELETE', url());
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().selection as Selection).request).toMatchObject({ package: 'PREMIUM', status: 'declined' });
  });

  it('refuses the office (403) and anyone else (404) before anything is written, and keeps the deadline', async () => {
    expect((await send(w.buyer, 'POST', url(), { package: 'GOLD' })).statusCode).toBe(201);
    const office = await send(w.admin, 'DELETE', url(), undefined, { lang: 'en' });
    expect(office.statusCode).toBe(403);
    for (const caller of [w.otherBuyer, w.guest]) expect((await send(caller, 'DELETE', url())).statusCode).toBe(404);
    expect((await send(w.buyer, 'DELETE', '/api/units/999999/selection')).statusCode).toBe(404);
    expect((await send(null, 'DELETE', url())).statusCode).toBe(401);

    await setDeadline(w.t.database.db, w.unitA, new Date(Date.now() - 60_000));
    const late = await send(w.buyer, 'DELETE', url(), undefined, { lang: 'es' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('El plazo para elegir el paquete de mobiliario terminó');
    expect((await rowsOf()).at(-1)).toMatchObject({ status: 'pending' });
    await setDeadline(w.t.database.db, w.unitA, null);
  });
});
