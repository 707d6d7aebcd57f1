// The same commands on a PostgreSQL server: two instances starting together migrate and seed
// once; health answers 503 while the database is unreachable and recovers by itself.
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { createTestDatabase, type TestDatabase } from '../helper';
import { getJson, startServer, type RunningServer } from './server-process';

let target: TestDatabase;
const running: RunningServer[] = [];

beforeAll(async () => {
  // An empty database: the servers under test migrate and seed it themselves.
  target = await createTestDatabase('postgres');
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  await target.drop();
});

async function signIn(s: RunningServer, email: string, password: string) {
  const res = await fetch(s.url('/api/signIn'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A TCP relay to PostgreSQL that the test can cut and restore, to play "database down". */
function relay(to: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const open = () =>
    new Promise<number>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(to.port || 5432), to.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const end = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', end).on('close', end);
        upstream.on('error', end).on('close', end);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve(port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      sockets.clear();
      server!.close(() => resolve());
    });
  return { open, cut };
}

describe('server process on PostgreSQL', () => {
  it('lets two instances start at once without migrating or seeding twice', async () => {
    const a = startServer({ DATABASE_URL: target.url });
    const b = startServer({ DATABASE_URL: target.url });
    running.push(a, b);
    await Promise.all([a.ready, b.ready]);
    for (const s of [a, b]) expect(await getJson(s.url('/api/health'))).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
    // Exactly one of them loaded the demo data.
    expect([a, b].filter((s) => /loaded on this first start/.test(s.output()))).toHaveLength(1);

    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const props = await client.query('select count(*)::int as n from properties');
    const migrations = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    const admins = await client.query(`select count(*)::int as n from users where type = 'Admin'`);
    await client.end();
    expect(props.rows[0].n).toBe(81);
    expect(migrations.rows[0].n).toBeGreaterThanOrEqual(1);
    expect(admins.rows[0].n).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('answers 503 (health, readyz, sign-in) while the database is unreachable, counts no attempt, and recovers by itself', async () => {
    const url = new URL(target.url!);
    const link = relay(url);
    const port = await link.open();
    const viaRelay = new URL(target.url!);
    viaRelay.port = String(port);
    const s = startServer({ DATABASE_URL: viaRelay.toString() });
    running.push(s);
    await s.ready;
    expect((await getJson(s.url('/api/health'), s)).status).toBe(200);

    expect((await getJson(s.url('/api/readyz'), s)).status).toBe(200);

    await link.cut();
    const down = await getJson(s.url('/api/health'), s);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ status: 'error', database: 'postgres', code: 'database_unavailable' });
    const notReady = await getJson(s.url('/api/readyz'), s);
    expect(notReady.status).toBe(503);
    expect(notReady.body).toMatchObject({ status: 'error', checks: { shutdown: { status: 'ok' }, database: { status: 'error', kind: 'postgres' } } });
    expect((await getJson(s.url('/api/livez'), s)).status).toBe(200);
    // The right password, more times than the captcha allows: each 503, translated, none counted.
    for (let i = 0; i < 5; i++) {
      const res = await signIn(s, 'owner1@vitrina.demo', DEMO_PASSWORD);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'database_unavailable', message: expect.stringMatching(/Inténtelo de nuevo/) });
    }

    await link.open();
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) {
      status = (await getJson(s.url('/api/health'), s)).status;
      if (status !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(status).toBe(200);
    expect((await getJson(s.url('/api/readyz'), s)).status).toBe(200);
    // Back: no captcha, no 429; a wrong password is the first attempt, the right one signs in.
    const wrong = await signIn(s, 'owner1@vitrina.demo', 'not-the-password');
    expect(wrong).toMatchObject({ status: 401, body: { captchaRequired: false } });
    const right = await signIn(s, 'owner1@vitrina.demo', DEMO_PASSWORD);
    expect(right.status).toBe(200);
    expect(s.proc.exitCode).toBeNull();
    expect(await s.stop()).toBe(0);
  });
});
