// Two app instances on one database: a write on one is seen by the other at its next request.
// On PostgreSQL they are two processes' worth of handles (two pools), so only LISTEN/NOTIFY
// can tell the second one; on PGlite (one process by design) they share the one handle.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/app';
import { openDatabase, type Database } from '../../../src/db/client';
import { items } from '../../../src/db/schema';
import { seedDemoData } from '../../../src/demo-data';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';
import { ADMIN_EMAIL, callerFor, itemBody, multipart, picture, type Caller } from './fixtures';

describe(`catalogue: invalidation across instances (${testDbKind})`, () => {
  let testDb: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Caller;
  let itemId: number;
  const url = '/api/items/category?category=GOLD&typology=2R';

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const config = testConfig();
    await prepareDatabase(testDb.database, config);
    await seedDemoData(testDb.database.db, { images: false });
    second = testDb.url ? await openDatabase({ databaseUrl: testDb.url }) : testDb.database;
    a = await buildApp({ config, database: testDb.database });
    b = await buildApp({ config, database: second });
    await Promise.all([a.ready(), b.ready()]);
    admin = await callerFor(testDb.database.db, ADMIN_EMAIL);
    const [row] = await testDb.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.category, 'GOLD'), eq(items.typology, '2R')))
      .limit(1);
    itemId = row!.id;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (second && second !== testDb.database) await second.close();
    await testDb?.drop();
  });

  const nameOn = async (app: FastifyInstance, etag?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: etag ? { 'if-none-match': etag } : {} });
    return { status: res.statusCode, etag: res.headers.etag as string, item: res.statusCode === 200 ? res.json().find((i: { id: number }) => i.id === itemId) : undefined };
  };

  it('the two instances run on the expected handles', () => {
    expect(second === testDb.database).toBe(testDbKind === 'pglite');
  });

  it('an edit on one instance reaches the other one’s cache', async () => {
    // Both instances have the list cached.
    const before = await nameOn(b);
    expect((await nameOn(b, before.etag)).status).toBe(304);
    expect((await nameOn(a, before.etag)).status).toBe(304);

    const edit = await a.inject({
      method: 'PUT',
      url: `/api/items/${itemId}`,
      headers: admin.headers,
      payload: itemBody('XI-EDIT-01', { item: { es: 'Editado en A', en: 'Edited on A', fr: 'Modifié sur A' } }),
    });
    expect(edit.statusCode).toBe(200);
    // The writer sees its own write at once…
    expect((await nameOn(a, before.etag)).item?.item).toBe('Editado en A');
    // …and the other instance as soon as the notification arrives.
    await vi.waitFor(
      async () => {
        const now = await nameOn(b, before.etag);
        expect(now.status).toBe(200);
        expect(now.item?.item).toBe('Editado en A');
      },
      { timeout: 5_000, interval: 20 },
    );
  });

  it('an upload on one instance changes the other one’s answers too', async () => {
    const before = await nameOn(b);
    expect(before.item?.image).toBeNull();
    const form = await multipart(await picture(500, 400, '#665544').png().toBuffer());
    const res = await a.inject({ method: 'POST', url: `/api/items/upload/${itemId}`, payload: form.payload, headers: { ...admin.headers, ...form.headers } });
    expect(res.statusCode).toBe(200);
    const image = res.json().item.image as string;
    await vi.waitFor(
      async () => {
        const now = await nameOn(b, before.etag);
        expect(now.item?.image).toBe(image);
      },
      { timeout: 5_000, interval: 20 },
    );
    const served = await b.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });
});
