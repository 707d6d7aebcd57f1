// Issue 22, decision 037: GET /developments/{slug}/units/changes — the stacking plan's stream of
// changes, over a real connection (listen on port 0, fetch reading the body): who may open it,
// an event for a status change made through the API, and app.close() ending open streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitChangesEventSchema } from '@vitrina/contracts';
import { PRIVATE_CACHE_CONTROL } from '../../../src/plugins/auth';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, buildTwoApps, testDbKind, type TestApp, type TwoApps } from '../../helper';
import { nextEvent, openStream, type OpenStream } from './event-stream';
import { DEMO, availableUnits, callerFor, createPerson, type Caller } from './fixtures';
import { createDevelopment, type TestDevelopment } from './inventory-fixtures';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

const holdUntil = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

describe(`units: GET /developments/{slug}/units/changes (${testDbKind})`, () => {
  let t: TestApp;
  let base: string;
  let admin: Caller, owner1: Caller, guest: Caller, vitrina: Caller, selecta: Caller;
  let dev: TestDevelopment;
  const open: OpenStream[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    [admin, owner1, guest] = (await Promise.all([DEMO.admin, DEMO.owner1, DEMO.guest].map((e) => callerFor(db, e)))) as [Caller, Caller, Caller];
    vitrina = await createPerson(db, 'Vitrina');
    selecta = await createPerson(db, 'Selecta');
    dev = await createDevelopment(db);
    base = await listen(t.app);
  });
  // The app's close ends the streams still open: none is aborted by its client before (an aborted
  // fetch leaves undici a spare connection, which the server's close would wait for).
  afterAll(async () => {
    await t?.close();
    for (const stream of open) stream.close();
  });

  const stream = async (slug: string, caller: Caller | null) => {
    const s = await openStream(`${base}/api/developments/${slug}/units/changes`, caller?.headers ?? {});
    open.push(s);
    return s;
  };

  it('streams to the Admin and the sales team (text/event-stream, private, no-store, a ready event first)', async () => {
    for (const caller of [admin, vitrina, selecta]) {
      const s = await stream(dev.slug, caller);
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
      expect(s.headers.get('content-encoding')).toBeNull();
      const ready = await nextEvent(s);
      expect(ready?.event).toBe('ready');
      expect(unitChangesEventSchema.parse(JSON.parse(ready!.data))).toEqual({ reliable: true });
    }
  });

  it('refuses anyone else (401 without a token, 403 for an owner or a guest) and an unknown development (404), translated', async () => {
    const cases: [Caller | null, string, number, string][] = [
      [null, dev.slug, 401, 'unauthenticated'],
      [owner1, dev.slug, 403, 'forbidden'],
      [guest, dev.slug, 403, 'forbidden'],
      [admin, 'no-such-development', 404, 'not_found'],
    ];
    for (const [caller, slug, status, code] of cases) {
      const s = await stream(slug, caller);
      expect(s.status, `${slug} ${status}`).toBe(status);
      expect(s.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(await s.text())).toMatchObject({ code });
    }
    const english = await openStream(`${base}/api/developments/no-such-development/units/changes`, { ...admin.headers, 'accept-language': 'en' });
    expect(JSON.parse(await english.text()).message).toMatch(/development/i);
  });

  it('sends a change event when a unit’s status changes through the API', async () => {
    const s = await stream(dev.slug, vitrina);
    expect((await nextEvent(s))?.event).toBe('ready');
    const [unit] = await availableUnits(t.database.db, 1);
    const res = await fetch(`${base}/api/units/${unit!.id}/status`, {
      method: 'POST',
      headers: { ...vitrina.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'on_hold', until: holdUntil() }),
    });
    expect(res.status).toBe(200);
    expect(await nextEvent(s)).toEqual({ event: 'change', data: JSON.stringify({ reliable: true }) });
  });
});

describe(`units: open plan streams and the app's close (${testDbKind})`, () => {
  let t: TestApp;
  // Closing a closed app again resolves: this drops the database.
  afterAll(() => t?.close());

  it('app.close() ends every open stream and resolves', async () => {
    t = await buildTestApp({ demo: true });
    const admin = await callerFor(t.database.db, DEMO.admin);
    const dev = await createDevelopment(t.database.db);
    const base = await listen(t.app);
    const streams = await Promise.all([1, 2, 3].map(() => openStream(`${base}/api/developments/${dev.slug}/units/changes`, admin.headers)));
    for (const s of streams) expect((await nextEvent(s))?.event).toBe('ready');
    const closing = t.app.close();
    await Promise.all(streams.map((s) => s.ended()));
    await closing;
    expect(t.app.server.listening).toBe(false);
  });
});

// Two instances on one database, as two processes behind a balancer: on PostgreSQL each has its
// own connection and listener, so b's write reaches a's stream only through NOTIFY (on PGlite
// both share the one handle and its signal).
describe(`units: a change on one instance reaches a plan's stream on the other (${testDbKind})`, () => {
  let apps: TwoApps;
  let stream: OpenStream | undefined;
  beforeAll(async () => {
    apps = await buildTwoApps();
  });
  // The app's close ends the stream (as above).
  afterAll(async () => {
    await apps?.close();
    stream?.close();
  });

  it('a hold placed through instance b is an event on the stream held by instance a', async () => {
    const db = apps.database.db;
    const team = await createPerson(db, 'Vitrina');
    const dev = await createDevelopment(db);
    const base = await listen(apps.a);
    stream = await openStream(`${base}/api/developments/${dev.slug}/units/changes`, team.headers);
    expect(await nextEvent(stream)).toEqual({ event: 'ready', data: JSON.stringify({ reliable: true }) });
    const [unit] = await availableUnits(db, 1);
    const res = await apps.b.inject({ method: 'POST', url: `/api/units/${unit!.id}/status`, headers: team.headers, payload: { status: 'on_hold', until: holdUntil() } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await nextEvent(stream)).toEqual({ event: 'change', data: JSON.stringify({ reliable: true }) });
  });
});
