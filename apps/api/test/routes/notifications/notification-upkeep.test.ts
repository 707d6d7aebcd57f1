// Notifications read by opening what they point to, and their age limits (decision 066), on
// PGlite and PostgreSQL: POST /notifications/read { link } marks the caller's unread ones whose
// link (without its #fragment) is that page, nobody else's; the housekeeping round, at the clock
// it is given, deletes read notifications 180 days old and any a year old, and nothing younger.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../src/db/schema';
import { NOTIFICATION_KEEP_MS, READ_NOTIFICATION_KEEP_MS, runHousekeeping } from '../../../src/housekeeping';
import { testDbKind } from '../../helper';
import { requester, world, type World } from '../payments/fixtures';

const DAY_MS = 86_400_000;

describe(`notifications read by opening, and their age limits (${testDbKind})`, () => {
  let w: World;
  const send = requester(() => w);
  beforeAll(async () => {
    w = await world();
  });
  afterAll(() => w.t.close());

  const db = () => w.t.database.db;
  const add = async (userId: number, link: string, kind = 'message_received') =>
    (await db().insert(notifications).values({ userId, kind, link, params: { unit: '1', development: 'Playa', title: 'x' } }).returning({ id: notifications.id }))[0]!.id;
  const unreadIds = async (ids: number[]) =>
    (await db().select({ id: notifications.id }).from(notifications).where(and(inArray(notifications.id, ids), isNull(notifications.readAt)))).map((r) => r.id).sort((a, b) => a - b);
  const opened = (caller: World['buyer'] | null, link: unknown, lang = 'en') => send(caller, 'POST', '/api/notifications/read', { link }, { lang });

  it('reads the caller’s unread notifications pointing to the page opened, the fragment aside, and answers the count', async () => {
    await send(w.buyer, 'POST', '/api/notifications/read-all');
    const file = `/property/${w.unitA}/file`;
    const message = await add(w.buyer.id, file);
    const payment = await add(w.buyer.id, file, 'payment_received');
    const news = await add(w.buyer.id, '/news#post-7', 'post_published');
    const unitPage = await add(w.buyer.id, `/property/${w.unitA}`, 'selection_decided');
    const othersFile = await add(w.otherBuyer.id, file);

    const res = await opened(w.buyer, file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 2 });
    expect(await unreadIds([message, payment, news, unitPage, othersFile])).toEqual([news, unitPage, othersFile].sort((a, b) => a - b));
    // A prefix is not the page: the unit's page is not its file, nor the file its page.
    expect((await opened(w.buyer, `/property/${w.unitA}/fil`)).json()).toEqual({ unread: 2 });
    expect((await opened(w.buyer, '/news')).json()).toEqual({ unread: 1 });
    expect((await opened(w.buyer, `/property/${w.unitA}#top`)).json()).toEqual({ unread: 0 });
    expect(await unreadIds([othersFile])).toEqual([othersFile]);
  });

  it('keeps a read notification’s first read time, and matches the office’s link with its query', async () => {
    const plan = '/admin/developments/playa/units';
    const notice = await add(w.vitrina.id, `${plan}?unit=${w.unitA}`, 'selection_requested');
    expect((await opened(w.vitrina, plan)).json().unread).toBeGreaterThanOrEqual(1);
    expect(await unreadIds([notice])).toEqual([notice]);
    expect((await opened(w.vitrina, `${plan}?unit=${w.unitB}`)).statusCode).toBe(200);
    expect(await unreadIds([notice])).toEqual([notice]);
    await opened(w.vitrina, `${plan}?unit=${w.unitA}`);
    expect(await unreadIds([notice])).toEqual([]);
    await db().update(notifications).set({ readAt: new Date('2026-01-02T00:00:00Z') }).where(eq(notifications.id, notice));
    await opened(w.vitrina, `${plan}?unit=${w.unitA}`);
    const [row] = await db().select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, notice));
    expect(row!.readAt!.toISOString()).toBe('2026-01-02T00:00:00.000Z');
  });

  it('refuses a link that is not a path of the app (422, translated) and a signed-out caller (401)', async () => {
    expect((await opened(null, '/news')).statusCode).toBe(401);
    for (const link of ['https://example.com/news', '//example.com/news', 'news', '', 7, 'x'.repeat(3000)]) {
      const res = await opened(w.buyer, link, 'es');
      expect(res.statusCode, String(link)).toBe(422);
      expect(res.json().message).toBe('Revise los datos enviados.');
      expect(Object.keys(res.json().errors ?? {})).toEqual(['link']);
    }
    expect((await send(w.buyer, 'POST', '/api/notifications/read', { link: '/news', extra: 1 })).statusCode).toBe(422);
  });

  it('reads the notifications named by `{ ids }` (another person’s passed over) or all with `{ all: true }` (issue 35)', async () => {
    await send(w.buyer, 'POST', '/api/notifications/read-all');
    const [a, b, c] = [await add(w.buyer.id, '/news#post-1'), await add(w.buyer.id, '/news#post-2'), await add(w.buyer.id, '/news#post-3')];
    const others = await add(w.otherBuyer.id, '/news#post-1');
    const some = await send(w.buyer, 'POST', '/api/notifications/read', { ids: [a, String(b), others] });
    expect(some.statusCode, some.body).toBe(200);
    expect(some.json()).toEqual({ unread: 1 });
    expect(await unreadIds([a, b, c, others])).toEqual([c, others].sort((x, y) => x - y));
    const all = await send(w.buyer, 'POST', '/api/notifications/read', { all: true });
    expect(all.json()).toEqual({ unread: 0 });
    expect(await unreadIds([c, others])).toEqual([others]);
    for (const body of [{}, { ids: [] }, { ids: [0] }, { ids: 'x' }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, { all: false }, { all: true, ids: [c] }, { link: '/news', all: true }]) {
      const res = await send(w.buyer, 'POST', '/api/notifications/read', body, { lang: 'es' });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBe('Revise los datos enviados.');
    }
    expect((await send(null, 'POST', '/api/notifications/read', { all: true })).statusCode).toBe(401);
  });

  it('the housekeeping, at the clock it is given, deletes read notifications 180 days old and any a year old', async () => {
    const now = new Date();
    const at = (days: number) => new Date(now.getTime() - days * DAY_MS);
    const readDays = READ_NOTIFICATION_KEEP_MS / DAY_MS;
    const anyDays = NOTIFICATION_KEEP_MS / DAY_MS;
    const rows = [
      { label: 'read, young', createdAt: at(10), readAt: at(9) },
      { label: 'read, just under the limit', createdAt: at(readDays - 1), readAt: at(readDays - 1) },
      { label: 'read, past the limit', createdAt: at(readDays + 1), readAt: at(2) },
      { label: 'unread, past the read limit', createdAt: at(readDays + 1), readAt: null },
      { label: 'unread, past a year', createdAt: at(anyDays + 1), readAt: null },
    ];
    const inserted = await db()
      .insert(notifications)
      .values(rows.map((r) => ({ userId: w.guest.id, kind: 'post_published', link: `/news#${r.label}`, params: {}, createdAt: r.createdAt, readAt: r.readAt })))
      .returning({ id: notifications.id, link: notifications.link });
    const left = async () =>
      (await db().select({ link: notifications.link }).from(notifications).where(inArray(notifications.id, inserted.map((r) => r.id)))).map((r) => r.link.slice('/news#'.length)).sort();

    expect(await runHousekeeping(w.t.database, now)).toMatchObject({ notifications: 2 });
    expect(await left()).toEqual(['read, just under the limit', 'read, young', 'unread, past the read limit']);
    expect(await runHousekeeping(w.t.database, now)).toMatchObject({ notifications: 0 });
    // Two days later on the clock given: the one just under the limit is past it.
    expect(await runHousekeeping(w.t.database, new Date(now.getTime() + 2 * DAY_MS))).toMatchObject({ notifications: 1 });
    expect(await left()).toEqual(['read, young', 'unread, past the read limit']);
    const [young] = await db().select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.userId, w.buyer.id));
    expect(Number(young!.n)).toBeGreaterThan(0);
  });
});
