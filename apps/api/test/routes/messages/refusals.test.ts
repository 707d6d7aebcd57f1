// What a post to a unit's thread refuses (issue 34, decision 049), on PGlite and PostgreSQL:
// an empty or blank body, one over 4,000 characters, control characters other than line breaks
// and tabs (422, translated, naming `body`, nothing written); a post sent twice with one
// Idempotency-Key is posted and mailed once; and the flood limit (429).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_LIMIT } from '@vitrina/contracts';
import { properties, unitMessages } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { mailCount, requester, world, type World } from './fixtures';

describe(`unit messages: refusals (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const count = () => w.t.database.db.$count(unitMessages, eq(unitMessages.propertyId, w.unitA));
  const post = (body: unknown, options: { lang?: string; headers?: Record<string, string> } = {}) => send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, body, options);

  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.t.close());

  it('422 for an empty or blank body, translated, naming the field', async () => {
    for (const [body, lang, text] of [
      [{ body: '' }, 'es', 'Escriba el mensaje.'],
      [{ body: ' \n\t\r\n ' }, 'en', 'Write the message.'],
      [{}, 'fr', 'Écrivez le message.'],
      [{ body: 42 }, 'en', 'Write the message.'],
    ] as const) {
      const res = await post(body, { lang });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toEqual({ body: [text] });
    }
    expect(await count()).toBe(0);
  });

  it(`takes ${MESSAGE_BODY_MAX_LENGTH} characters (counted as the database does: an emoji is one), refuses one more`, async () => {
    const emoji = '🏠'.repeat(MESSAGE_BODY_MAX_LENGTH);
    const taken = await post({ body: `  ${emoji}  ` });
    expect(taken.statusCode, taken.body).toBe(201);
    expect(taken.json().body).toBe(emoji);
    const long = await post({ body: 'a'.repeat(MESSAGE_BODY_MAX_LENGTH + 1) }, { lang: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ body: ['The message can be up to 4,000 characters.'] });
    expect((await post({ body: `${emoji}x` }, { lang: 'es' })).json().errors).toEqual({ body: ['El mensaje puede tener hasta 4000 caracteres.'] });
    expect(await count()).toBe(1);
  });

  it('422 for NUL and other control characters, translated; line breaks and tabs are text', async () => {
    // NUL is refused for every route by the house's own hook (decision 045), with its own text.
    const nul = await post({ body: 'antes\u0000después' }, { lang: 'fr' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ body: ['Ce texte contient un caractère non admis (NUL)'] });
    for (const char of ['\u0007', '\u001b', '\u000b', '\u007f', '\u0085', '\u009b']) {
      const res = await post({ body: `antes${char}después` }, { lang: 'fr' });
      expect(res.statusCode, JSON.stringify(char)).toBe(422);
      expect(res.json().errors).toEqual({ body: ['Le message contient un caractère de contrôle non admis : seulement du texte, des retours à la ligne et des tabulations.'] });
    }
    // At the edges too: refused, not trimmed away.
    expect((await post({ body: '\u000bHola\u000c' })).statusCode).toBe(422);
    expect(await count()).toBe(1);
    const fine = await post({ body: 'Línea 1\r\nLínea 2\n\tcon sangría' });
    expect(fine.statusCode).toBe(201);
    expect(fine.json().body).toBe('Línea 1\r\nLínea 2\n\tcon sangría');
  });

  it('422 for an unknown field, a body that is not JSON, or a bad id; never 500', async () => {
    expect(Object.keys((await post({ body: 'Hola', extra: 1 })).json().errors)).toEqual(['extra']);
    const notJson = await send(w.buyer, 'POST', `/api/units/${w.unitA}/messages`, undefined, { headers: { 'content-type': 'application/json' } });
    expect(notJson.statusCode).toBeLessThan(500);
    const broken = await w.t.app.inject({ method: 'POST', url: `/api/units/${w.unitA}/messages`, headers: { ...w.buyer.headers, 'content-type': 'application/json' }, payload: '{"body": "Ho' });
    expect(broken.statusCode).toBe(400);
    expect((await send(w.buyer, 'POST', '/api/units/abc/messages', { body: 'Hola' })).statusCode).toBe(422);
    expect((await send(w.buyer, 'GET', '/api/units/0/messages')).statusCode).toBe(422);
    expect(await count()).toBe(2);
  });

  it('posts and mails once for a request sent twice with one Idempotency-Key; another body with it is a 422', async () => {
    const headers = { 'idempotency-key': 'message-key-0001' };
    const mailsBefore = await mailCount(w.t.database.db);
    const first = await post({ body: 'Una sola vez' }, { headers });
    expect(first.statusCode).toBe(201);
    const again = await post({ body: 'Una sola vez' }, { headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await count()).toBe(3);
    expect(await mailCount(w.t.database.db)).toBe(mailsBefore + 1);
    const reused = await post({ body: 'Otra cosa' }, { headers });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    // The same key from the office is its own request (the scope carries the writer).
    const office = await send(w.admin, 'POST', `/api/units/${w.unitA}/messages`, { body: 'Una sola vez' }, { headers });
    expect(office.statusCode).toBe(201);
    expect(office.headers['idempotent-replayed']).toBeUndefined();
    expect(await count()).toBe(4);
    expect((await post({ body: 'x' }, { headers: { 'idempotency-key': 'bad key!' } })).statusCode).toBe(422);
  });

  it(`429 past ${MESSAGE_LIMIT.max} messages per account and thread in ${MESSAGE_LIMIT.windowMinutes} minutes; other threads and accounts go on`, async () => {
    // The other buyer's own thread, from a fresh counter.
    const flood = (i: number) => send(w.otherBuyer, 'POST', `/api/units/${w.unitB}/messages`, { body: `Mensaje ${i}` }, { lang: 'es' });
    for (let i = 1; i <= MESSAGE_LIMIT.max; i++) expect((await flood(i)).statusCode, `message ${i}`).toBe(201);
    const over = await flood(MESSAGE_LIMIT.max + 1);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await w.t.database.db.$count(unitMessages, eq(unitMessages.propertyId, w.unitB))).toBe(MESSAGE_LIMIT.max);
    // The office answers in that thread; the same buyer still writes in the thread of another unit of theirs.
    expect((await send(w.vitrina, 'POST', `/api/units/${w.unitB}/messages`, { body: 'Le leemos.' })).statusCode).toBe(201);
    const [second] = await w.t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.userId, w.otherBuyer.id), inArray(properties.status, ['reserved', 'sold']), ne(properties.id, w.unitB)))
      .limit(1);
    expect((await send(w.otherBuyer, 'POST', `/api/units/${second!.id}/messages`, { body: 'Sigo aquí' })).statusCode).toBe(201);
  });
});
