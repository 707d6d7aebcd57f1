// The start-up data migration of decision 023: phones stored before issue 14 rewritten in
// E.164 where libphonenumber reads them, once per database, counted in one log line.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { migrate, openDatabase, type Database } from '../../src/db/client';
import { normalizeStoredPhones, PHONES_E164_KEY } from '../../src/db/phones-e164';
import { appMeta, leads, users } from '../../src/db/schema';
import { prepareDatabase } from '../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';

// Two connections at once: only the PostgreSQL run has them (PGlite serves one), so these are
// registered there alone rather than counted as skipped on PGlite.
const itOnPostgres = testDbKind === 'postgres' ? it : () => undefined;

let target: TestDatabase | undefined;
afterEach(async () => {
  await target?.drop();
  target = undefined;
});

/** Rows as the old phone field and the contact form stored them (no hash is ever checked). */
const OLD_USERS = [
  ['fr@example.com', '+330612345678', '+33612345678'], // FR chosen, '06 12 34 56 78' typed
  ['gb@example.com', '+4407400123456', '+447400123456'], // GB chosen, '07400 123456' typed
  ['twice@example.com', '+52529841234567', '+529841234567'], // MX chosen, '52 984 123 4567' typed
  ['ok@example.com', '+529841234567', '+529841234567'], // already E.164: not rewritten
  ['old-mx@example.com', '+5219841234567', '+5219841234567'], // Mexico's old mobile '1': unreadable, kept
  ['none@example.com', null, null],
] as const;
const OLD_LEADS = [
  ['lead-fr@example.com', '33612345678', '+33612345678'], // contact form, '+' left out
  ['lead-us@example.com', '+13125550187', '+13125550187'],
  ['lead-local@example.com', '9841234567', '9841234567'], // no calling code: reads as +98…, kept
] as const;

async function insertOldRows(db: TestDatabase['database']['db']) {
  await db.insert(users).values(OLD_USERS.map(([email, phone]) => ({ name: email, email, phone, passwordHash: 'x' })));
  await db.insert(leads).values(OLD_LEADS.map(([email, phone]) => ({ name: email, email, phone, source: 'contact' })));
}

async function phonesOf(db: TestDatabase['database']['db']) {
  const u = await db.select({ email: users.email, phone: users.phone }).from(users);
  const l = await db.select({ email: leads.email, phone: leads.phone }).from(leads);
  return Object.fromEntries([...u, ...l].map((r) => [r.email, r.phone]));
}

describe(`stored phones in E.164 at start-up (${testDbKind})`, () => {
  it('rewrites what libphonenumber reads, keeps the rest, logs the counts and no number', async () => {
    target = await createTestDatabase();
    const { db } = target.database;
    await migrate(target.database);
    await insertOldRows(db);

    const lines: string[] = [];
    const first = await prepareDatabase(target.database, testConfig(), (line) => lines.push(line));
    expect(first.phones).toEqual({ checked: 8, users: 3, leads: 1, leftAsIs: 2 });
    expect(await phonesOf(db)).toEqual(Object.fromEntries([...OLD_USERS, ...OLD_LEADS].map(([email, , after]) => [email, after])));

    const line = lines.find((l) => l.startsWith('phones'));
    expect(line).toBe('phones in E.164 (once): 8 stored numbers read, 4 rewritten (3 of users, 1 of leads), 2 left as they were (libphonenumber reads no valid number)');
    expect(lines.join('\n')).not.toMatch(/\d{7}/);

    const [marker] = await db.select().from(appMeta).where(eq(appMeta.key, PHONES_E164_KEY));
    expect(marker!.value).toEqual({ at: expect.any(String), checked: 8, users: 3, leads: 1, leftAsIs: 2 });
  });

  it('runs once: a later start leaves an old-style number alone and logs nothing about phones', async () => {
    target = await createTestDatabase();
    const { db } = target.database;
    expect((await prepareDatabase(target.database, testConfig())).phones).toEqual({ checked: 0, users: 0, leads: 0, leftAsIs: 0 });
    await insertOldRows(db);

    const lines: string[] = [];
    expect((await prepareDatabase(target.database, testConfig(), (line) => lines.push(line))).phones).toBeNull();
    expect((await phonesOf(db))['fr@example.com']).toBe('+330612345678');
    expect(lines.filter((l) => l.startsWith('phones'))).toEqual([]);
  });

  /** Old-style rows on a fresh PostgreSQL database, and a second handle (another pool) on it. */
  async function twoHandles(run: (a: Database, b: Database) => Promise<unknown>) {
    target = await createTestDatabase('postgres');
    await migrate(target.database);
    await insertOldRows(target.database.db);
    const other = await openDatabase({ databaseUrl: target.url });
    try {
      await run(target.database, other);
    } finally {
      await other.close();
    }
  }
  const ONCE = [{ checked: 8, users: 3, leads: 1, leftAsIs: 2 }];

  itOnPostgres('runs once when two connections run it at the same moment, even outside the startup lock', () =>
    twoHandles(async (a, b) => {
      const results = await Promise.all([normalizeStoredPhones(a.db), normalizeStoredPhones(b.db)]);
      expect(results.filter((r) => r !== null)).toEqual(ONCE);
    }));

  itOnPostgres('runs once when two instances start together on one PostgreSQL database', () =>
    twoHandles(async (a, b) => {
      const results = await Promise.all([prepareDatabase(a, testConfig()), prepareDatabase(b, testConfig())]);
      expect(results.map((r) => r.phones).filter((p) => p !== null)).toEqual(ONCE);
      expect((await phonesOf(a.db))['fr@example.com']).toBe('+33612345678');
    }));
});
