// Migration 0006_unit_lifecycle (issue 22, decision 033): on an existing install, a unit with
// an owner becomes sold and every other unit available. The column arrives with the default
// 'available'; this runs the migration's own conversion statement on units in that state.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { properties } from '../../src/db/schema';
import { prepareDatabase } from '../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';

let target: TestDatabase | undefined;
afterEach(async () => {
  await target?.drop();
  target = undefined;
});

const MIGRATION = fileURLToPath(new URL('../../drizzle/0006_unit_lifecycle.sql', import.meta.url));

describe(`migration 0006_unit_lifecycle (${testDbKind})`, () => {
  it('makes units with an owner sold and the others available', async () => {
    const conversion = fs
      .readFileSync(MIGRATION, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
      .find((s) => s.startsWith('UPDATE "properties"'));
    expect(conversion).toBeDefined();

    target = await createTestDatabase();
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }));
    const { db } = target.database;
    // As right after ADD COLUMN: every unit carries the default.
    await db.update(properties).set({ status: 'available' });
    await db.execute(sql.raw(conversion!));

    const rows = await db.select({ userId: properties.userId, status: properties.status }).from(properties);
    expect(rows.filter((r) => r.userId !== null).length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.userId === null).length).toBeGreaterThan(0);
    for (const r of rows) expect(r.status).toBe(r.userId === null ? 'available' : 'sold');
  });
});
