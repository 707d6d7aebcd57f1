import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { prepareDatabase } from '../../src/startup';
import { shippedSchemaVersion } from '../../src/db/schema-version';
import { buildTestApp, createTestDatabase, testConfig, testDbKind, type TestApp } from '../helper';
import { startTestRedis } from '../redis';

describe(`GET /api/health (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ok with the kind of database in use', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: testDbKind });
  });

  it('gives every answer a request id, keeping a sane one sent by the caller', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(own.headers['x-request-id']).toBe('abc-123');
    const generated = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with a clear message while the database is gone', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const res = await other.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error', database: testDbKind, code: 'database_unavailable' });
    expect(res.json().message).toMatch(/database is unavailable/i);
    await other.app.close();
    await other.close().catch(() => {});
  });
});

describe(`GET /api/livez and /api/readyz (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const expected = shippedSchemaVersion().count;

  it('livez answers ok and nothing else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/livez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('readyz answers ok with one short object per check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'ok',
      checks: {
        shutdown: { status: 'ok' },
        database: { status: 'ok', kind: testDbKind, ms: expect.any(Number) },
        migrations: { status: 'ok', applied: expected, expected },
      },
    });
    // No Redis configured: no Redis check.
    expect(body.checks.redis).toBeUndefined();
  });

  it('readyz answers 503 from the moment the process is shutting down; livez stays ok', async () => {
    const other = await buildTestApp();
    other.app.lifecycle.draining = true;
    const ready = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', checks: { shutdown: { status: 'error', message: 'shutting down' }, database: { status: 'ok' } } });
    expect((await other.app.inject({ method: 'GET', url: '/api/livez' })).statusCode).toBe(200);
    await other.close();
  });

  it('readyz answers 503 while the database is gone; livez does not touch it', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const ready = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'error', checks: { shutdown: { status: 'ok' }, database: { status: 'error', kind: testDbKind }, migrations: { status: 'error' } } });
    expect((await other.app.inject({ method: 'GET', url: '/api/livez' })).statusCode).toBe(200);
    await other.app.close();
    await other.close().catch(() => {});
  });

  it('readyz answers 503 on a database that is not migrated to this version', async () => {
    const bare = await createTestDatabase();
    await prepareDatabase(bare.database, testConfig());
    // As if the last migration of this build had not run yet (an old instance migrated it).
    await bare.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const app = await buildApp({ config: testConfig(), database: bare.database });
    await app.ready();
    const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ checks: { database: { status: 'ok' }, migrations: { status: 'error', applied: expected - 1, expected } } });
    await app.close();
    await bare.drop();
  });

  it('reports Redis, when configured, and only warns while it is away', async () => {
    const redis = await startTestRedis();
    const other = await buildTestApp({ env: { REDIS_URL: redis.url } });
    const up = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(up.statusCode).toBe(200);
    expect(up.json().checks.redis).toMatchObject({ status: 'ok' });
    await redis.stop();
    const down = await other.app.inject({ method: 'GET', url: '/api/readyz' });
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ status: 'ok', checks: { redis: { status: 'warn' } } });
    await other.close();
  });
});
