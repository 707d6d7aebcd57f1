// SPEC/issue 3: "Under 50 parallel requests for one unit, exactly one succeeds — on PostgreSQL,
// not only PGlite." This file runs in both projects; on PostgreSQL the requests really overlap
// (a pool of connections), so the conditional UPDATE is what keeps a second owner out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { auditLog, properties, users } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { DEMO, availableUnits, callerFor, type Caller } from './fixtures';

const ROUNDS = 5;
const BUYERS = 50;

describe(`units: the assign race (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, DEMO.admin);
  });
  afterAll(() => t?.close());

  it(`gives each of ${ROUNDS} units exactly one owner out of ${BUYERS} parallel assignments`, async () => {
    const db = t.database.db;
    const units = await availableUnits(db, ROUNDS);
    expect(units).toHaveLength(ROUNDS);
    for (const [round, unit] of units.entries()) {
      const buyers = await db
        .insert(users)
        .values(
          Array.from({ length: BUYERS }, (_, i) => ({
            name: `Comprador ${round}-${i}`,
            email: `race-${round}-${i}@example.com`,
            phone: `+52984${String(round * 1000 + i).padStart(7, '0')}`,
            passwordHash: 'not-a-hash',
          })),
        )
        .returning({ id: users.id });
      const answers = await Promise.all(
        buyers.map((b) =>
          t.app.inject({ method: 'POST', url: '/api/properties/assign-user', headers: admin.headers, payload: { property_id: unit.id, user_id: b.id } }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200), `round ${round}`).toHaveLength(1);
      expect(statuses.filter((s) => s === 409), `round ${round}`).toHaveLength(BUYERS - 1);
      const winnerIndex = statuses.indexOf(200);
      const winner = buyers[winnerIndex]!.id;
      expect(answers[winnerIndex]!.json().message).toBe(`Propiedad ${unit.name} asignada exitosamente a Comprador ${round}-${winnerIndex}`);
      for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().message).toBe('Esta unidad ya fue asignada a otro propietario.');

      const [row] = await db.select({ userId: properties.userId, dateBuy: properties.dateBuy }).from(properties).where(eq(properties.id, unit.id));
      expect(row?.userId).toBe(winner);
      expect(row?.dateBuy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const trail = await db.select({ userId: auditLog.userId }).from(auditLog).where(eq(auditLog.propertyId, unit.id));
      expect(trail).toEqual([{ userId: winner }]);
      const types = await db.select({ id: users.id, type: users.type }).from(users).where(inArray(users.id, buyers.map((b) => b.id)));
      expect(types.filter((u) => u.type === 'User').map((u) => u.id)).toEqual([winner]);
    }
  });
});
