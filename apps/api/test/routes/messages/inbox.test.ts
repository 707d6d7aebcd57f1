// The office's inbox of threads (decision 068), on PGlite and PostgreSQL: the units whose thread
// with their buyer has messages, unread first then newest, the last message's first line, the
// office's unread count; pages after a cursor; a development's only; the badge's counts; the
// office's alone (a buyer 403, signed out 401); the OpenAPI page lists both calls.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THREAD_EXCERPT_MAX_LENGTH, messageThreadsSchema, type MessageThreads } from '@vitrina/contracts';
import { developments, properties, unitMessages } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { requester, world, type World } from './fixtures';

describe(`the office's inbox of threads (${testDbKind})`, () => {
  let w: World;
  let slugA: string;
  const send = requester(() => w);
  const inbox = async (query = '') => {
    const res = await send(w.vitrina, 'GET', `/api/messages/threads${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return messageThreadsSchema.parse(res.json()) as MessageThreads;
  };
  const badge = async () => (await send(w.selecta, 'GET', '/api/messages/threads/unread')).json() as { threads: number; messages: number };
  const post = async (caller: World['admin'], unit: number, body: string) => expect((await send(caller, 'POST', `/api/units/${unit}/messages`, { body })).statusCode).toBe(201);

  beforeAll(async () => {
    w = await world();
    const db = w.t.database.db;
    // Only this test's threads: the demo's, if any, go.
    await db.delete(unitMessages);
    const [row] = await db.select({ slug: developments.slug }).from(properties).innerJoin(developments, eq(developments.id, properties.developmentId)).where(eq(properties.id, w.unitA));
    slugA = row!.slug;
  });
  afterAll(() => w.t.close());

  it('is empty with no messages, and the badge says 0', async () => {
    expect(await inbox()).toEqual({ threads: [], next: null });
    expect(await badge()).toEqual({ threads: 0, messages: 0 });
  });

  it('lists each thread once with its last message, unread first then newest', async () => {
    await post(w.otherBuyer, w.unitB, 'Primera pregunta');
    // The office reads B's thread and answers: B is read, its last message the office's.
    expect((await send(w.admin, 'GET', `/api/units/${w.unitB}/messages`)).statusCode).toBe(200);
    await post(w.admin, w.unitB, 'Respuesta de la oficina');
    await post(w.buyer, w.unitA, '¿Cuándo firmamos?\nSegunda línea');
    await post(w.buyer, w.unitA, 'Otra pregunta');
    const { threads, next } = await inbox();
    expect(next).toBeNull();
    expect(threads.map((t) => [t.unit.id, t.unread, t.last_message.excerpt, t.last_message.side])).toEqual([
      [w.unitA, 2, 'Otra pregunta', 'buyer'],
      [w.unitB, 0, 'Respuesta de la oficina', 'office'],
    ]);
    expect(threads[0]!.buyer).toEqual({ id: w.buyer.id, name: expect.any(String) });
    expect(threads[0]!.development.slug).toBe(slugA);
    expect(await badge()).toEqual({ threads: 1, messages: 2 });
  });

  it("shows only a message's first line, cut to the inbox's length", async () => {
    await post(w.otherBuyer, w.unitB, `${'x'.repeat(300)}\nresto`);
    const b = (await inbox()).threads.find((t) => t.unit.id === w.unitB)!;
    expect(Array.from(b.last_message.excerpt)).toHaveLength(THREAD_EXCERPT_MAX_LENGTH);
    expect(b.last_message.excerpt.endsWith('…')).toBe(true);
    // Both unread now: B's message is the newest, so B comes first.
    expect((await inbox()).threads.map((t) => t.unit.id)).toEqual([w.unitB, w.unitA]);
  });

  it('drops a thread from the unread ones once the office reads it', async () => {
    expect((await send(w.vitrina, 'GET', `/api/units/${w.unitB}/messages`)).statusCode).toBe(200);
    const { threads } = await inbox();
    expect(threads.map((t) => [t.unit.id, t.unread])).toEqual([
      [w.unitA, 2],
      [w.unitB, 0],
    ]);
    expect(await badge()).toEqual({ threads: 1, messages: 2 });
  });

  it('answers in pages after a cursor, none repeated', async () => {
    const first = await inbox('?limit=1');
    expect(first.threads.map((t) => t.unit.id)).toEqual([w.unitA]);
    expect(first.next).toMatch(/^1\.\d+$/);
    const second = await inbox(`?limit=1&before=${first.next}`);
    expect(second.threads.map((t) => t.unit.id)).toEqual([w.unitB]);
    expect(second.next).toBeNull();
  });

  it("keeps a development's threads; an unknown one is 404, a bad filter or cursor 422", async () => {
    expect((await inbox(`?development=${slugA}`)).threads.map((t) => t.development.slug)).toEqual(expect.arrayContaining([slugA]));
    expect((await inbox(`?development=${slugA}`)).threads.every((t) => t.development.slug === slugA)).toBe(true);
    const unknown = await send(w.admin, 'GET', '/api/messages/threads?development=no-such-place', undefined, { lang: 'es' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No se encontró el desarrollo.');
    for (const query of ['?development=Not%20a%20slug', '?before=2.5', '?before=abc', '?limit=0', '?limit=201', '?development=%00']) {
      const res = await send(w.admin, 'GET', `/api/messages/threads${query}`, undefined, { lang: 'fr' });
      expect(res.statusCode, query).toBe(422);
    }
  });

  it("leaves out a unit's thread once the unit has no buyer", async () => {
    await w.t.database.db.update(properties).set({ status: 'available', userId: null }).where(eq(properties.id, w.unitA));
    expect((await inbox()).threads.map((t) => t.unit.id)).toEqual([w.unitB]);
    expect(await badge()).toEqual({ threads: 0, messages: 0 });
  });

  it('is the office’s alone', async () => {
    expect((await send(w.buyer, 'GET', '/api/messages/threads')).statusCode).toBe(403);
    expect((await send(w.guest, 'GET', '/api/messages/threads/unread')).statusCode).toBe(403);
    expect((await send(null, 'GET', '/api/messages/threads')).statusCode).toBe(401);
    expect((await send(null, 'GET', '/api/messages/threads/unread')).statusCode).toBe(401);
  });

  it('is on the OpenAPI page', async () => {
    const paths = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const get = paths['/api/messages/threads'].get as { parameters: { name: string; in: string }[] };
    expect(get.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['development', 'before', 'limit']);
    expect(paths['/api/messages/threads/unread'].get).toBeDefined();
  });
});
