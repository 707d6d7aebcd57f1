// Two app instances on one database: a development written on one is seen by the other's
// cached public answer at its next request (PostgreSQL NOTIFY on the catalogue's channel; on
// PGlite both share the one handle and its signal).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { developmentDetailSchema } from '@vitrina/contracts';
import { buildApp } from '../../../src/app';
import { openDatabase, type Database } from '../../../src/db/client';
import { seedDemoData } from '../../../src/demo-data';
import { prepareDatabase } from '../../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../../helper';
import { ADMIN_EMAIL, callerFor, type Caller } from '../catalogue/fixtures';

describe(`developments: invalidation across instances (${testDbKind})`, () => {
  let testDb: TestDatabase;
  let second: Database;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: Caller;

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
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    if (second && second !== testDb.database) await second.close();
    await testDb?.drop();
  });

  const miamiOn = async (app: FastifyInstance, etag?: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/developments/miami', headers: etag ? { 'if-none-match': etag } : {} });
    return { status: res.statusCode, etag: res.headers.etag as string, body: res.statusCode === 200 ? developmentDetailSchema.parse(res.json()) : undefined };
  };

  it('an Admin’s edit on one instance reaches the other one’s cached answer', async () => {
    const before = await miamiOn(b);
    expect(before.body?.city).toBe('Miami');
    expect((await miamiOn(b, before.etag)).status).toBe(304);
    const admin1 = await a.inject({ method: 'GET', url: '/api/admin/developments/miami', headers: admin.headers });
    const current = admin1.json();
    const body = {
      slug: 'miami',
      code: current.code,
      name: current.name,
      city: 'Miami Beach',
      address: current.address,
      status: current.status,
      currency: current.currency,
      distances: current.distances,
      pages: current.pages,
    };
    expect((await a.inject({ method: 'PUT', url: '/api/developments/miami', headers: admin.headers, payload: body })).statusCode).toBe(200);
    // The NOTIFY reaches the other instance's listener asynchronously.
    await vi.waitFor(async () => expect((await miamiOn(b, before.etag)).status).toBe(200), { timeout: 5_000, interval: 50 });
    expect((await miamiOn(b)).body?.city).toBe('Miami Beach');
  });
});
