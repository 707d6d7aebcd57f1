// A unit's thread between its buyer and the office (issue 34, decision 049), on PGlite and
// PostgreSQL: both sides write and read it, newest last, with who wrote and when; each side's
// unread count and its read mark (the office's one for every office account); who is told the
// unit does not exist; a unit with no buyer; a new buyer's new thread; nothing in the history.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, properties, unitMessages } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { createPerson } from '../units/fixtures';
import { requester, world, type Thread, type World } from './fixtures';

describe(`unit messages: the thread (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const read = async (caller: World['admin'], unit = w.unitA) => {
    const res = await send(caller, 'GET', `/api/units/${unit}/messages`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res.json() as Thread;
  };

  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.t.close());

  it('starts empty for both sides', async () => {
    expect(await read(w.buyer)).toEqual({ unread: 0, messages: [], has_earlier: false });
    expect(await read(w.admin)).toEqual({ unread: 0, messages: [], has_earlier: false });
  });

  it('lets the buyer and the office write, oldest first, with who wrote it and when', async () => {
    const first = await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: '  ¿Cuándo es la entrega?\n\tGracias  ' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ body: '¿Cuándo es la entrega?\n\tGracias', author: { id: w.buyer.id, name: w.buyer.name, side: 'buyer' } });
    expect(Date.parse(first.json().created_at)).toBeGreaterThan(Date.now() - 60_000);
    const answer = await send(w.vitrina, 'POST', `/api/units/${w.unitA}/messages`, { body: 'En marzo. 🏖️' });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().author).toEqual({ id: w.vitrina.id, name: 'Valeria Ventas', side: 'office' });
    const third = await send(w.admin, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Le enviamos el acta.' });
    expect(third.statusCode).toBe(201);

    const thread = await read(w.selecta);
    expect(thread.messages.map((m) => [m.body, m.author.side])).toEqual([
      ['¿Cuándo es la entrega?\n\tGracias', 'buyer'],
      ['En marzo. 🏖️', 'office'],
      ['Le enviamos el acta.', 'office'],
    ]);
    expect(thread.messages[2]).toEqual(third.json());
  });

  it('counts the other side’s unread messages, and reading marks them read for that side only', async () => {
    // The buyer has not read since the office's two messages.
    expect((await read(w.buyer)).unread).toBe(2);
    expect((await read(w.buyer)).unread).toBe(0);
    // The office read before the buyer's newest? It read at the end of the last test: nothing new.
    expect((await read(w.admin)).unread).toBe(0);
    await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Perfecto.' });
    await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, { body: '¿Y las llaves?' });
    // The buyer's own messages are never unread for the buyer.
    expect((await read(w.buyer)).unread).toBe(0);
    // One mark for the whole office: Vitrina reads, and the Admin and Selecta find nothing unread.
    expect((await read(w.vitrina)).unread).toBe(2);
    expect((await read(w.admin)).unread).toBe(0);
    expect((await read(w.selecta)).unread).toBe(0);
  });

  it('answers 404 to another buyer and to a guest (as for an unknown unit), 401 signed out', async () => {
    for (const caller of [w.otherBuyer, w.guest]) {
      const get = await send(caller, 'GET', `/api/units/${w.unitA}/messages`, undefined, { lang: 'es' });
      expect(get.statusCode).toBe(404);
      expect(get.json()).toMatchObject({ code: 'not_found', message: 'No se encontró esa unidad.' });
      // Refused before the body is read: an empty body is still a 404, not a 422.
      for (const body of [{ body: 'Hola' }, { body: '' }]) expect((await send(caller, 'POST', `/api/units/${w.unitA}/messages`, body)).statusCode).toBe(404);
    }
    expect((await send(w.admin, 'GET', '/api/units/999999/messages')).statusCode).toBe(404);
    expect((await send(w.admin, 'POST', '/api/units/999999/messages', { body: 'Hola' })).statusCode).toBe(404);
    expect((await send(null, 'GET', `/api/units/${w.unitA}/messages`)).statusCode).toBe(401);
    expect((await send(null, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Hola' })).statusCode).toBe(401);
    // Nothing was written by them, and the other buyer's own unit has its own empty thread.
    expect(await w.t.database.db.$count(unitMessages, eq(unitMessages.propertyId, w.unitB))).toBe(0);
    expect(await read(w.otherBuyer, w.unitB)).toEqual({ unread: 0, messages: [], has_earlier: false });
  });

  it('a unit with no buyer: the office reads an empty thread, a post is a translated 409', async () => {
    expect(await read(w.admin, w.freeUnit)).toEqual({ unread: 0, messages: [], has_earlier: false });
    for (const [lang, text] of [
      ['es', 'Esta unidad no tiene comprador: no hay con quién conversar. Resérvela o véndala antes.'],
      ['en', 'This unit has no buyer: there is nobody to write to. Reserve or sell it first.'],
      ['fr', 'Ce logement n’a pas d’acheteur : personne à qui écrire. Réservez-le ou vendez-le d’abord.'],
    ] as const) {
      const res = await send(w.vitrina, 'POST', `/api/units/${w.freeUnit}/messages`, { body: 'Hola' }, { lang });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: text });
    }
    expect(await w.t.database.db.$count(unitMessages, eq(unitMessages.propertyId, w.freeUnit))).toBe(0);
  });

  it('a unit sold to someone else starts a new thread: the new buyer never reads the earlier one', async () => {
    const db = w.t.database.db;
    const newBuyer = await createPerson(db, 'User');
    await db.update(properties).set({ userId: newBuyer.id }).where(eq(properties.id, w.unitA));
    expect((await send(w.buyer, 'GET', `/api/units/${w.unitA}/messages`)).statusCode).toBe(404);
    expect(await read(newBuyer)).toEqual({ unread: 0, messages: [], has_earlier: false });
    expect(await read(w.admin)).toEqual({ unread: 0, messages: [], has_earlier: false });
    expect((await send(newBuyer, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Soy el nuevo dueño.' })).statusCode).toBe(201);
    expect((await read(w.admin)).messages.map((m) => m.body)).toEqual(['Soy el nuevo dueño.']);
    // Back to the first buyer: their thread is as it was, and the new one is not in it.
    await db.update(properties).set({ userId: w.buyer.id }).where(eq(properties.id, w.unitA));
    expect((await read(w.buyer)).messages.map((m) => m.body)).toEqual(['¿Cuándo es la entrega?\n\tGracias', 'En marzo. 🏖️', 'Le enviamos el acta.', 'Perfecto.', '¿Y las llaves?']);
  });

  it('describes both routes in the OpenAPI page, tagged messages', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const path = (res.json().paths as Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[]; parameters?: { name: string }[] }>>)['/api/units/{id}/messages']!;
    expect(path.get!.tags).toEqual(['messages']);
    expect(Object.keys(path.get!.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(path.post!.tags).toEqual(['messages']);
    expect(Object.keys(path.post!.responses)).toEqual(expect.arrayContaining(['201', '401', '404', '409', '422', '429']));
    expect(path.post!.parameters!.map((p) => p.name)).toContain('idempotency-key');
  });

  it('keeps a message whose author’s account is gone, and writes nothing to the unit’s history', async () => {
    const db = w.t.database.db;
    const temp = await createPerson(db, 'Selecta', 'Temporal');
    const posted = await send(temp, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Mensaje de un temporal.' });
    expect(posted.statusCode).toBe(201);
    await db.execute(sql`delete from sessions where user_id = ${temp.id}`);
    await db.execute(sql`delete from users where id = ${temp.id}`);
    const last = (await read(w.buyer)).messages.at(-1)!;
    expect(last).toMatchObject({ body: 'Mensaje de un temporal.', author: { id: null, name: 'Deleted account', side: 'office' } });
    const history = await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.propertyId, w.unitA));
    expect(history.filter((h) => h.action.includes('message'))).toEqual([]);
  });

  it('tells the unread count without reading the thread: the mark stays until the thread is read (decision 052)', async () => {
    const unread = async (caller: World['admin'], unit = w.unitA) => {
      const res = await send(caller, 'GET', `/api/units/${unit}/messages/unread`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      return res.json() as { unread: number };
    };
    expect(await unread(w.buyer)).toEqual({ unread: 0 });
    await send(w.selecta, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Las llaves, el lunes.' });
    await send(w.admin, 'POST', `/api/units/${w.unitA}/messages`, { body: 'En la oficina.' });
    // Asked twice: the count stays, the office's own messages are not unread for the office.
    expect(await unread(w.buyer)).toEqual({ unread: 2 });
    expect(await unread(w.buyer)).toEqual({ unread: 2 });
    expect(await unread(w.vitrina)).toEqual({ unread: 0 });
    // Reading the thread moves the mark; the count follows.
    expect((await read(w.buyer)).unread).toBe(2);
    expect(await unread(w.buyer)).toEqual({ unread: 0 });
    expect(await unread(w.admin, w.freeUnit)).toEqual({ unread: 0 });
    // Anyone outside the thread: the 404 of an unknown unit; signed out: 401.
    for (const caller of [w.otherBuyer, w.guest]) expect((await send(caller, 'GET', `/api/units/${w.unitA}/messages/unread`)).statusCode).toBe(404);
    expect((await send(w.admin, 'GET', '/api/units/999999/messages/unread')).statusCode).toBe(404);
    expect((await send(null, 'GET', `/api/units/${w.unitA}/messages/unread`)).statusCode).toBe(401);
  });
});
