// Issue 35's shapes of the notifications' answers (decision 070, later), on PGlite and PostgreSQL,
// answered beside the web app's: the list's `items` ({ id, kind, title, body, url, created_at,
// read_at }) beside `notifications`, and the preferences' `{ [kind]: { email, push } }` beside
// `preferences` — in both answers and as a PUT body, whose refusals change nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema';
import { testDbKind } from '../../helper';
import { requester, world, type World } from '../payments/fixtures';

const ITEM_KEYS = ['body', 'created_at', 'id', 'kind', 'read_at', 'title', 'url'];
const BUYER_KINDS = ['document_shared', 'payment_due', 'payment_overdue', 'payment_received', 'selection_decided', 'post_published', 'message_received'];
const PREFS = '/api/notifications/preferences';

interface Item {
  id: number;
  kind: string;
  title: string;
  body: string;
  url: string;
  created_at: string;
  read_at: string | null;
}
type Channels = Record<string, { email: boolean; push: boolean }>;

describe(`notifications in issue 35's shapes (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  const prefs = async (caller: World['buyer']) => {
    const res = await send(caller, 'GET', PREFS);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Channels & { preferences: { kind: string; in_app: boolean; email: boolean; push: boolean }[] };
  };
  /** Issue 35's form of the answer: every key but `preferences`. */
  const byKind = ({ preferences: _list, ...rest }: Channels & { preferences: unknown }) => rest;

  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.t.close());

  it('lists `items` as the issue names them, the same notifications as `notifications`, with `url` for `link` and a `body` in the reader’s language', async () => {
    await w.t.database.db.insert(notifications).values([
      { userId: w.guest.id, kind: 'post_published', link: '/news#post-7', params: { title: 'Obra gris', development: 'Playa' } },
      { userId: w.guest.id, kind: 'document_shared', link: '/property/1/file', params: { title: 'Contrato', unit: '1203' } },
    ]);
    const res = await send(w.guest, 'GET', '/api/notifications?limit=5', undefined, { lang: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as { unread: number; items: Item[]; notifications: (Omit<Item, 'body' | 'url'> & { link: string })[] };
    expect(answer.unread).toBe(2);
    expect(answer.items).toHaveLength(2);
    for (const item of answer.items) expect(Object.keys(item).sort()).toEqual(ITEM_KEYS);
    expect(answer.items).toEqual(answer.notifications.map(({ link, ...n }) => ({ ...n, url: link, body: expect.any(String) })));
    expect(answer.items.map((i) => [i.kind, i.url, i.body])).toEqual([
      ['document_shared', '/property/1/file', 'You can see it in your unit’s file.'],
      ['post_published', '/news#post-7', 'Read it in the news.'],
    ]);
    expect(answer.items[0]).toMatchObject({ title: 'A document was shared: Contrato — Unit 1203', read_at: null });
    expect(answer.items[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    const es = (await send(w.guest, 'GET', '/api/notifications', undefined, { lang: 'es' })).json() as { items: Item[] };
    expect(es.items.map((i) => i.body)).toEqual(['Puede verlo en el expediente de su unidad.', 'Léala en las noticias.']);
    const fr = (await send(w.guest, 'GET', '/api/notifications', undefined, { lang: 'fr' })).json() as { items: Item[] };
    expect(fr.items.map((i) => i.body)).toEqual(['Vous pouvez le consulter dans le dossier de votre logement.', 'Lisez-la dans les actualités.']);

    // `before` pages `items` as it pages `notifications`; marked read shows in both.
    const older = (await send(w.guest, 'GET', `/api/notifications?before=${answer.items[0]!.id}`)).json() as { items: Item[] };
    expect(older.items.map((i) => i.id)).toEqual([answer.items[1]!.id]);
    await send(w.guest, 'POST', '/api/notifications/read', { ids: [answer.items[1]!.id] });
    const after = (await send(w.guest, 'GET', '/api/notifications')).json() as { items: Item[]; unread: number };
    expect(after.unread).toBe(1);
    expect(after.items[1]!.read_at).not.toBeNull();
    expect((await send(w.otherBuyer, 'GET', '/api/notifications')).json()).toEqual({ unread: 0, notifications: [], items: [] });
  });

  it('answers the preferences as `{ [kind]: { email, push } }` too, only the kinds that concern the person', async () => {
    const buyer = await prefs(w.buyer);
    expect(byKind(buyer)).toEqual(Object.fromEntries(BUYER_KINDS.map((k) => [k, { email: true, push: false }])));
    expect(buyer.preferences.map((p) => p.kind)).toEqual(BUYER_KINDS);
    expect(byKind(await prefs(w.admin))).toEqual({ selection_requested: { email: true, push: false }, message_received: { email: true, push: false } });
  });

  it('takes a PUT of some kinds as `{ [kind]: { email, push } }`, answers both shapes, and keeps the kinds left out', async () => {
    const put = await send(w.selecta, 'PUT', PREFS, { message_received: { email: false, push: true } });
    expect(put.statusCode, put.body).toBe(200);
    const expected = { selection_requested: { email: true, push: false }, message_received: { email: false, push: true } };
    expect(byKind(put.json())).toEqual(expected);
    expect(put.json().preferences).toEqual([
      { kind: 'selection_requested', in_app: true, email: true, push: false },
      { kind: 'message_received', in_app: true, email: false, push: true },
    ]);
    expect(byKind(await prefs(w.selecta))).toEqual(expected);
    // A channel left out keeps its value; the list form still works beside it.
    expect((await send(w.selecta, 'PUT', PREFS, { selection_requested: { push: true } })).statusCode).toBe(200);
    expect((await send(w.selecta, 'PUT', PREFS, { preferences: [{ kind: 'message_received', email: true }] })).statusCode).toBe(200);
    expect(byKind(await prefs(w.selecta))).toEqual({ selection_requested: { email: true, push: true }, message_received: { email: true, push: true } });
  });

  it('refuses an unknown kind, a channel that is not true or false, an empty or mixed body (translated 422) and changes nothing', async () => {
    const before = await prefs(w.vitrina);
    const refusals: [unknown, string][] = [
      [{ message_received: { email: false }, nope: { email: false } }, 'Ese tipo de aviso no existe.'],
      [{ preferences: { email: false } }, 'Este valor no es válido'],
      [{ message_received: { email: 'no' } }, 'Este valor no es válido'],
      [{ message_received: { email: false, in_app: false } }, 'Este campo no se admite'],
      [{ message_received: false }, 'Este valor no es válido'],
      [{}, 'Este valor no es válido'],
      [{ message_received: { email: false }, preferences: [{ kind: 'message_received', email: false }] }, 'Este campo no se admite'],
    ];
    for (const [body, message] of refusals) {
      const res = await send(w.vitrina, 'PUT', PREFS, body, { lang: 'es' });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json().errors), JSON.stringify(body)).toContain(message);
    }
    const unknown = await send(w.vitrina, 'PUT', PREFS, { nope: { email: false } }, { lang: 'en' });
    expect(JSON.stringify(unknown.json().errors)).toContain('That kind of notification does not exist.');
    expect(await prefs(w.vitrina)).toEqual(before);
  });

  it('describes both shapes in the OpenAPI page', async () => {
    const doc = (await w.t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const schemaOf = (o: { responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }> }) => o.responses!['200']!.content!['application/json']!.schema!;
    const list = schemaOf(doc.paths['/api/notifications'].get);
    expect(Object.keys(list.properties!)).toEqual(expect.arrayContaining(['unread', 'items', 'notifications']));
    const items = list.properties!.items as { items: { properties: Record<string, unknown> } };
    expect(Object.keys(items.items.properties).sort()).toEqual(ITEM_KEYS);
    expect(Object.keys(schemaOf(doc.paths['/api/notifications/preferences'].get).properties!)).toEqual(expect.arrayContaining(['preferences', ...BUYER_KINDS, 'selection_requested']));
    const put = doc.paths['/api/notifications/preferences'].put.requestBody.content['application/json'].schema as { properties: Record<string, unknown> };
    expect(Object.keys(put.properties)).toEqual(expect.arrayContaining(['preferences', 'message_received']));
  });
});
