// The day a unit is sold is its development's day (decisions 057 and 068), on PGlite and
// PostgreSQL: SQL's current_date is UTC's, so a sale in the evening west of Greenwich (or the
// morning east of it) was dated a day off. Two zones 25 hours apart (Kiritimati, UTC+14; Pago
// Pago, UTC−11) never share a date, so at any hour at least one of them differs from UTC's and
// the test fails on the old rule whenever it runs. Both ways of selling: the status change and
// the spec's assign-user.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developments, properties } from '../../../src/db/schema';
import { todayIn } from '../../../src/payments/payment-schedule';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, availableUnits, callerFor, createPerson, type Caller } from './fixtures';

describe(`the day of a sale, in the development's zone (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, DEMO.admin);
  });
  afterAll(() => t.close());

  /** Puts the unit's development in `zone`. */
  async function zoneOf(unitId: number, zone: string) {
    const db = t.database.db;
    const [unit] = await db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, unitId));
    await db.update(developments).set({ timeZone: zone }).where(eq(developments.id, unit!.developmentId));
  }
  /** The day in `zone` around the request (a request that spans midnight there may take either). */
  const around = async (zone: string, send: () => Promise<string | null>) => {
    const before = todayIn(zone, new Date());
    const day = await send();
    const after = todayIn(zone, new Date());
    expect([before, after]).toContain(day);
    return day;
  };

  it('dates a sale through the status change by the day in the development’s zone', async () => {
    const days = new Set<string | null>();
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const [unit] = await availableUnits(t.database.db, 1);
      await zoneOf(unit!.id, zone);
      const buyer = await createPerson(t.database.db);
      const day = await around(zone, async () => {
        const res = await t.app.inject({ method: 'POST', url: `/api/units/${unit!.id}/status`, headers: admin.headers, payload: { status: 'sold', user_id: buyer.id } });
        expect(res.statusCode, res.body).toBe(200);
        const [row] = await t.database.db.select({ dateBuy: properties.dateBuy }).from(properties).where(eq(properties.id, unit!.id));
        return row!.dateBuy;
      });
      days.add(day);
    }
    // 25 hours apart: two different days.
    expect(days.size).toBe(2);
  });

  it('dates an assignment (POST /properties/assign-user) the same way, and answers that day', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const [unit] = await availableUnits(t.database.db, 1);
      await zoneOf(unit!.id, zone);
      const buyer = await createPerson(t.database.db);
      await around(zone, async () => {
        const res = await t.app.inject({ method: 'POST', url: '/api/properties/assign-user', headers: admin.headers, payload: { property_id: unit!.id, user_id: buyer.id } });
        expect(res.statusCode, res.body).toBe(200);
        const [row] = await t.database.db.select({ dateBuy: properties.dateBuy }).from(properties).where(eq(properties.id, unit!.id));
        return row!.dateBuy;
      });
    }
  });

  it("gives the plan the development's zone, so the office's panel shows a reservation's day there", async () => {
    const [unit] = await availableUnits(t.database.db, 1);
    await zoneOf(unit!.id, 'America/Santo_Domingo');
    const [dev] = await t.database.db
      .select({ slug: developments.slug })
      .from(properties)
      .innerJoin(developments, eq(developments.id, properties.developmentId))
      .where(eq(properties.id, unit!.id));
    const res = await t.app.inject({ method: 'GET', url: `/api/developments/${dev!.slug}/units`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().development.time_zone).toBe('America/Santo_Domingo');
  });
});
