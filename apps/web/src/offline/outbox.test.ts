// The outbox's rules, on an in-memory IndexedDB (fake-indexeddb) and a stand-in for the
// network: what is sent, what is kept for later, what is given up, and that a newer write of
// the same thing is never lost to the sending of an older one.
import 'fake-indexeddb/auto';
import { clear, createStore } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropAccountWrites, keepWrite, keptWrites, sendKeptWrites, type OutboxEntry } from './outbox';

let queued = 0;
function write(overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  queued += 1;
  const id = `write-${queued}-abcdefgh`;
  return { id, key: id, kind: 'lead', method: 'POST', path: '/contact', body: { n: queued }, headers: { Accept: 'application/json' }, userId: null, queuedAt: queued, ...overrides };
}

type Answer = number | 'offline';
function network(answers: Answer[]) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift() ?? 204;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(null, { status: answer });
  });
  return calls;
}

beforeEach(() => clear(createStore('vitrina-outbox', 'writes')));
afterEach(() => vi.unstubAllGlobals());

describe('the outbox of writes made offline', () => {
  it('sends oldest first, with the write id as Idempotency-Key, and forgets what was sent', async () => {
    const first = write();
    const second = write();
    await keepWrite(second);
    await keepWrite(first);
    const calls = network([201, 201]);
    const report = await sendKeptWrites();
    expect(calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key'])).toEqual([first.id, second.id]);
    expect(calls[0]!.url).toBe('/api/contact');
    expect(calls[0]!.init.body).toBe(JSON.stringify(first.body));
    expect(report.sent.map((e) => e.id)).toEqual([first.id, second.id]);
    expect(await keptWrites()).toEqual([]);
  });

  it('keeps everything when the network is still down, and what the server could not take yet (5xx, 429)', async () => {
    const a = write();
    const b = write();
    const c = write();
    for (const entry of [a, b, c]) await keepWrite(entry);
    network(['offline']);
    expect((await sendKeptWrites()).sent).toEqual([]);
    expect((await keptWrites()).map((e) => e.id)).toEqual([a.id, b.id, c.id]);

    network([503, 429, 201]);
    const report = await sendKeptWrites();
    expect(report.sent.map((e) => e.id)).toEqual([c.id]);
    expect((await keptWrites()).map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('gives up a write the server refuses for good (a 4xx), and says so', async () => {
    const refused = write();
    await keepWrite(refused);
    network([422]);
    const report = await sendKeptWrites();
    expect(report.refused.map((e) => e.id)).toEqual([refused.id]);
    expect(await keptWrites()).toEqual([]);
  });

  it('a later write of the same favourite replaces the kept one: only the last state goes', async () => {
    await keepWrite(write({ key: 'favourite:7', kind: 'favourite', method: 'PUT', path: '/favorites/7', body: undefined }));
    const off = write({ key: 'favourite:7', kind: 'favourite', method: 'DELETE', path: '/favorites/7', body: undefined });
    await keepWrite(off);
    const calls = network([204]);
    await sendKeptWrites();
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([['DELETE', '/api/favorites/7']]);
  });

  it('a write replaced while its older version was on the way is not lost', async () => {
    const on = write({ key: 'favourite:8', kind: 'favourite', method: 'PUT', path: '/favorites/8', body: undefined });
    const off = write({ key: 'favourite:8', kind: 'favourite', method: 'DELETE', path: '/favorites/8', body: undefined });
    await keepWrite(on);
    vi.stubGlobal('fetch', async () => {
      // The person switches it off while "on" is being sent.
      await keepWrite(off);
      return new Response(null, { status: 204 });
    });
    await sendKeptWrites();
    expect((await keptWrites()).map((e) => e.id)).toEqual([off.id]);
  });

  it("drops an account's writes on its sign-out, and keeps the others", async () => {
    const mine = write({ userId: 5, kind: 'favourite' });
    const visitor = write({ userId: null });
    const other = write({ userId: 6, kind: 'favourite' });
    for (const entry of [mine, visitor, other]) await keepWrite(entry);
    await dropAccountWrites(5);
    expect((await keptWrites()).map((e) => e.id).sort()).toEqual([visitor.id, other.id].sort());
  });
});
