// The pieces under the catalogue cache: the response cache's rules, and the PostgreSQL listener
// that must keep hearing other instances after its connection is cut. The listener part needs
// a PostgreSQL server whatever the project, so it asks for one explicitly.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/db/client';
import { acquireCatalogueSignal, onCatalogueChange } from '../../../src/cache/catalogue-signal';
import type { AcquiredSignal } from '../../../src/cache/change-signal';
import { ResponseCache, etagMatches } from '../../../src/cache/response-cache';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../helper';

describe(`response cache (${testDbKind})`, () => {
  let testDb: TestDatabase;
  let held: AcquiredSignal;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    held = await acquireCatalogueSignal(testDb.database);
  });
  afterAll(async () => {
    await held?.release();
    await testDb?.drop();
  });

  it('builds once, then answers from memory until a change; a change during a build is not kept', async () => {
    const cache = new ResponseCache(held.signal);
    let builds = 0;
    const build = async () => ({ n: ++builds });
    const first = await cache.get('k', build);
    expect(JSON.parse(first.body.toString())).toEqual({ n: 1 });
    expect(await cache.get('k', build)).toBe(first);
    // Concurrent misses share one build.
    const [x, y] = await Promise.all([cache.get('other', build), cache.get('other', build)]);
    expect(x).toBe(y);
    expect(builds).toBe(2);

    await held.signal.transaction(async () => {});
    const afterChange = await cache.get('k', build);
    expect(JSON.parse(afterChange.body.toString())).toEqual({ n: 3 });
    expect(afterChange.etag).not.toBe(first.etag);

    // A write that commits while the answer is being built: served once, never kept.
    const racing = await cache.get('race', async () => {
      await held.signal.transaction(async () => {});
      return { n: ++builds };
    });
    expect(JSON.parse(racing.body.toString())).toEqual({ n: 4 });
    expect(JSON.parse((await cache.get('race', build)).body.toString())).toEqual({ n: 5 });
  });

  it('a failed build is not kept', async () => {
    const cache = new ResponseCache(held.signal);
    await expect(cache.get('bad', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(JSON.parse((await cache.get('bad', async () => 'fine')).body.toString())).toBe('fine');
  });

  it('onCatalogueChange tells subscribers until they let go', async () => {
    const heard: number[] = [];
    const stop = await onCatalogueChange(testDb.database, () => heard.push(held.signal.version));
    await held.signal.transaction(async () => {});
    await stop();
    await held.signal.transaction(async () => {});
    expect(heard).toHaveLength(1);
  });

  it('compares ETags the way If-None-Match asks', () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});

describe('PostgreSQL change listener', () => {
  let testDb: TestDatabase;
  let other: Database;
  let here: AcquiredSignal;
  let there: AcquiredSignal;
  beforeAll(async () => {
    testDb = await createTestDatabase('postgres');
    other = await openDatabase({ databaseUrl: testDb.url });
    here = await acquireCatalogueSignal(testDb.database);
    there = await acquireCatalogueSignal(other);
  });
  afterAll(async () => {
    await there?.release();
    await here?.release();
    await other?.close();
    await testDb?.drop();
  });

  const changeThere = () => there.signal.transaction(async (tx) => void (await tx.execute(sql`select 1`)));

  it('hears a commit on another handle, and nothing of a rollback', async () => {
    expect(here.signal.reliable).toBe(true);
    let v = here.signal.version;
    await changeThere();
    await vi.waitFor(() => expect(here.signal.version).toBeGreaterThan(v), { timeout: 5_000, interval: 10 });

    v = here.signal.version;
    await expect(
      there.signal.transaction(async () => {
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    // A commit after the rollback is heard; the rollback alone never was.
    await changeThere();
    await vi.waitFor(() => expect(here.signal.version).toBe(v + 1), { timeout: 5_000, interval: 10 });
  });

  it('reconnects after the server drops its connection, and hears again', async () => {
    const states: boolean[] = [];
    const off = here.signal.onChange(() => states.push(here.signal.reliable));
    const { rows } = (await testDb.database.db.execute(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
          where application_name = 'vitrina-listener' and datname = current_database()`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]!.n).toBe(2);
    await vi.waitFor(() => expect(states).toEqual(expect.arrayContaining([false, true])), { timeout: 10_000, interval: 20 });
    await vi.waitFor(() => expect(there.signal.reliable).toBe(true), { timeout: 10_000, interval: 20 });
    off();
    const v = here.signal.version;
    await changeThere();
    await vi.waitFor(() => expect(here.signal.version).toBeGreaterThan(v), { timeout: 5_000, interval: 10 });
  });
});
