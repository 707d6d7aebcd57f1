// A long thread answered in pages (issue 34, decision 055), on PGlite and PostgreSQL: the newest
// 50 by default, oldest first, `has_earlier` while older ones exist, `before` for the page just
// before a message and `limit` for its size; unread counted over the whole thread, the read mark
// moved by the newest page only; bad `before`/`limit` a translated 422; the OpenAPI page says it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_PAGE_SIZE_DEFAULT, MESSAGE_PAGE_SIZE_MAX } from '@vitrina/contracts';
import { unitMessages } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { requester, world, type Thread, type World } from './fixtures';

/** Messages written straight to the table: the posts' flood limit would stop a loop of 120. */
async function writeThread(w: World, count: number, side: (i: number) => 'buyer' | 'office') {
  const rows = Array.from({ length: count }, (_, i) => ({
    propertyId: w.unitA,
    buyerId: w.buyer.id,
    authorId: side(i) === 'buyer' ? w.buyer.id : w.admin.id,
    side: side(i),
    body: `Mensaje ${i + 1}`,
  }));
  await w.t.database.db.insert(unitMessages).values(rows);
}

describe(`unit messages: a long thread in pages (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const read = async (caller: World['admin'], query = '') => {
    const res = await send(caller, 'GET', `/api/units/${w.unitA}/messages${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Thread;
  };
  const bodies = (thread: Thread) => thread.messages.map((m) => m.body);
  const numbered = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Mensaje ${from + i}`);

  beforeAll(async () => {
    w = await world();
    // 120 messages: the office's first 100, then the buyer's 20 (the office has not read them).
    await writeThread(w, 120, (i) => (i < 100 ? 'office' : 'buyer'));
  });
  afterAll(() => w.t.close());

  it('answers the newest 50 by default, oldest first, saying that earlier ones exist', async () => {
    const page = await read(w.buyer);
    expect(page.messages).toHaveLength(MESSAGE_PAGE_SIZE_DEFAULT);
    expect(bodies(page)).toEqual(numbered(71, 120));
    expect(page.has_earlier).toBe(true);
    // The buyer had read nothing: the office's 100 are unread, counted over the whole thread.
    expect(page.unread).toBe(100);
  });

  it('walks back with `before` (the first message held) until has_earlier is false, each message once', async () => {
    const seen: string[] = [];
    let page = await read(w.admin);
    seen.unshift(...bodies(page));
    const asked: number[] = [];
    while (page.has_earlier) {
      const before = page.messages[0]!.id;
      asked.push(before);
      page = await read(w.admin, `?before=${before}`);
      expect(page.messages.every((m) => m.id < before)).toBe(true);
      seen.unshift(...bodies(page));
    }
    expect(asked).toHaveLength(2);
    expect(page.messages).toHaveLength(20);
    expect(seen).toEqual(numbered(1, 120));
  });

  it('takes `limit` (at most the maximum), and a `before` older than the thread gives an empty last page', async () => {
    const five = await read(w.buyer, '?limit=5');
    expect(bodies(five)).toEqual(numbered(116, 120));
    expect(five.has_earlier).toBe(true);
    const earlier = await read(w.buyer, `?before=${five.messages[0]!.id}&limit=3`);
    expect(bodies(earlier)).toEqual(numbered(113, 115));
    const all = await read(w.buyer, `?limit=${MESSAGE_PAGE_SIZE_MAX}`);
    expect(all.messages).toHaveLength(120);
    expect(all.has_earlier).toBe(false);
    const first = all.messages[0]!.id;
    expect(await read(w.buyer, `?before=${first}`)).toMatchObject({ messages: [], has_earlier: false });
    // Exactly a page's worth left: no false "earlier".
    expect(await read(w.buyer, `?before=${all.messages[10]!.id}&limit=10`)).toMatchObject({ has_earlier: false });
  });

  it('moves the read mark with the newest page only; an earlier page leaves the count as it was', async () => {
    // The office has not read the buyer's 20 (the walk above read them: start from a fresh count).
    await writeThread(w, 3, () => 'buyer');
    const before = (await read(w.vitrina, '?limit=1')).messages[0]!.id;
    // Reading the newest page (even of one message) read the thread for the office.
    expect((await read(w.selecta)).unread).toBe(0);
    await writeThread(w, 2, () => 'buyer');
    const earlier = await read(w.selecta, `?before=${before}`);
    expect(earlier.unread).toBe(2);
    // Still 2: the earlier page did not move the mark.
    const newest = await read(w.selecta);
    expect(newest.unread).toBe(2);
    expect(bodies(newest).slice(-2)).toEqual(numbered(1, 2));
    expect((await read(w.selecta)).unread).toBe(0);
  });

  it('refuses a bad before or limit with a translated 422 naming it, and stays a 404 to anyone else', async () => {
    for (const query of ['?before=0', '?before=-3', '?before=abc', '?before=01', '?limit=0', `?limit=${MESSAGE_PAGE_SIZE_MAX + 1}`, '?limit=2.5', '?limit=']) {
      const res = await send(w.buyer, 'GET', `/api/units/${w.unitA}/messages${query}`, undefined, { lang: 'fr' });
      expect(res.statusCode, query).toBe(422);
      const field = query.slice(1, query.indexOf('='));
      expect(Object.keys(res.json().errors), query).toEqual([field]);
      expect(res.json().message).toMatch(/[a-zé]/i);
    }
    expect((await send(w.otherBuyer, 'GET', `/api/units/${w.unitA}/messages?before=5`)).statusCode).toBe(404);
  });

  it('documents before, limit and has_earlier in the OpenAPI page', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const get = res.json().paths['/api/units/{id}/messages'].get as { parameters: { name: string; in: string }[]; description: string; responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }> };
    expect(get.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(expect.arrayContaining(['before', 'limit']));
    expect(Object.keys(get.responses['200']!.content['application/json']!.schema.properties)).toEqual(['unread', 'messages', 'has_earlier']);
    expect(get.description).toContain('before');
  });
});
