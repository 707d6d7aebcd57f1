// The package choice's refusals (issue 35, decision 059), on PGlite and PostgreSQL: who may read,
// ask and decide; bad bodies as translated 422s; levels that cannot be asked for; and the
// development body's deadline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties, unitPackageRequests } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { prepareChoice, requester, world, type Selection, type World } from './fixtures';

describe(`the package choice's refusals (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const url = () => `/api/units/${w.unitA}/selection`;
  const requests = async () => (await w.t.database.db.select({ id: unitPackageRequests.id }).from(unitPackageRequests).where(eq(unitPackageRequests.propertyId, w.unitA))).length;

  beforeAll(async () => {
    w = await world();
    await prepareChoice(w.t.database.db, w.unitA);
  });
  afterAll(() => w.t.close());

  it('answers a buyer of another unit, a guest and an unknown unit with the same 404, whatever the body', async () => {
    for (const caller of [w.otherBuyer, w.guest]) {
      expect((await send(caller, 'GET', url())).statusCode).toBe(404);
      const post = await send(caller, 'POST', url(), { package: 'NOPE' }, { lang: 'fr' });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ code: 'not_found', message: 'Ce logement est introuvable.' });
    }
    expect((await send(w.buyer, 'GET', '/api/units/999999/selection')).statusCode).toBe(404);
    expect((await send(w.admin, 'GET', '/api/units/999999/selection')).statusCode).toBe(404);
    expect((await send(w.admin, 'POST', '/api/units/999999/selection/decision', { approve: true })).statusCode).toBe(404);
    expect((await send(null, 'GET', url())).statusCode).toBe(401);
    expect(await requests()).toBe(0);
  });

  it('refuses a decision by a buyer (403) and a request by the office (403), translated', async () => {
    const decision = await send(w.buyer, 'POST', `${url()}/decision`, { approve: true }, { lang: 'es' });
    expect(decision.statusCode).toBe(403);
    const office = await send(w.admin, 'POST', url(), { package: 'GOLD' }, { lang: 'en' });
    expect(office.statusCode).toBe(403);
    expect(office.json()).toMatchObject({ code: 'forbidden', message: expect.stringContaining('Only the unit’s buyer can ask for a package') });
  });

  it('refuses an unknown package, a missing approve and a long note with a translated 422 on the field', async () => {
    const unknown = await send(w.buyer, 'POST', url(), { package: 'PLATINUM' }, { lang: 'fr' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ package: ['Choisissez le niveau Standard, GOLD, PREMIUM ou BLACK.'] });
    expect((await send(w.buyer, 'POST', url(), {}, { lang: 'en' })).json().errors).toEqual({ package: ['Choose the Standard level, GOLD, PREMIUM or BLACK.'] });
    expect((await send(w.buyer, 'POST', url(), { package: 'GOLD', extra: 1 })).statusCode).toBe(422);

    const noApprove = await send(w.admin, 'POST', `${url()}/decision`, { note: 'x' }, { lang: 'es' });
    expect(noApprove.statusCode).toBe(422);
    expect(noApprove.json().errors).toEqual({ approve: ['Indique si aprueba o rechaza la solicitud.'] });
    const long = await send(w.admin, 'POST', `${url()}/decision`, { approve: false, note: 'a'.repeat(1001) }, { lang: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ note: ['The note can be up to 1,000 characters.'] });
    const control = await send(w.admin, 'POST', `${url()}/decision`, { approve: false, note: 'a\u0007b' });
    expect(control.statusCode).toBe(422);
    expect(Object.keys(control.json().errors)).toEqual(['note']);
    expect(await requests()).toBe(0);
  });

  it('refuses with 409 a level without a price for the unit’s type, and the level the unit already has', async () => {
    const black = await send(w.buyer, 'POST', url(), { package: 'BLACK' }, { lang: 'en' });
    expect(black.statusCode).toBe(409);
    expect(black.json().message).toBe('The BLACK package has no price for this unit type: it cannot be requested.');
    const same = await send(w.buyer, 'POST', url(), { package: 'ESTANDAR' }, { lang: 'es' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe('Su unidad ya tiene ese nivel de mobiliario.');
    expect((await send(w.vitrina, 'POST', `${url()}/decision`, { approve: true })).statusCode).toBe(409);
    expect(await requests()).toBe(0);
  });

  it('a unit that goes back to available has no buyer: its former buyer gets 404, its pending request cannot be approved', async () => {
    expect((await send(w.buyer, 'POST', url(), { package: 'GOLD' })).statusCode).toBe(201);
    await w.t.database.db.update(properties).set({ status: 'available', dateBuy: null }).where(eq(properties.id, w.unitA));
    expect((await send(w.buyer, 'GET', url())).statusCode).toBe(404);
    expect((await send(w.buyer, 'POST', url(), { package: 'PREMIUM' })).statusCode).toBe(404);
    const office = (await send(w.admin, 'GET', url())).json() as Selection;
    expect(office.request).toBeNull();
    expect((await send(w.admin, 'POST', `${url()}/decision`, { approve: true })).statusCode).toBe(409);
    await w.t.database.db.update(properties).set({ status: 'sold', dateBuy: '2026-01-31' }).where(eq(properties.id, w.unitA));
  });

  it('takes the deadline in the development body: validated, kept when absent, removed with null', async () => {
    const [dev] = await w.t.database.db.select().from(developments).innerJoin(properties, eq(properties.developmentId, developments.id)).where(eq(properties.id, w.unitA));
    const slug = dev!.developments.slug;
    const current = (await send(w.admin, 'GET', `/api/admin/developments/${slug}`)).json();
    const body = {
      slug: current.slug,
      code: current.code,
      name: current.name,
      city: current.city,
      address: current.address,
      status: current.status,
      currency: current.currency,
    };
    const bad = await send(w.admin, 'PUT', `/api/developments/${slug}`, { ...body, selection_deadline: '31/12/2026' }, { lang: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ selection_deadline: ['Enter a valid date and time for the package choice deadline, or leave it empty.'] });

    const set = await send(w.admin, 'PUT', `/api/developments/${slug}`, { ...body, selection_deadline: '2027-03-31T18:00:00-05:00' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().development.selection_deadline).toBe('2027-03-31T23:00:00.000Z');
    const kept = await send(w.admin, 'PUT', `/api/developments/${slug}`, body);
    expect(kept.json().development.selection_deadline).toBe('2027-03-31T23:00:00.000Z');
    expect(((await send(w.buyer, 'GET', url())).json() as Selection).deadline).toBe('2027-03-31T23:00:00.000Z');
    const cleared = await send(w.admin, 'PUT', `/api/developments/${slug}`, { ...body, selection_deadline: null });
    expect(cleared.json().development.selection_deadline).toBeNull();
  });
});
