// GET /favorites, PUT and DELETE /favorites/{itemId}: per user, idempotent, 404 for an
// unknown item, 401 without a session, names in the request's language.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { auth, tokenOf } from '../accounts/helpers';

describe(`favourites: /api/favorites (${testDbKind})`, () => {
  let t: TestApp;
  let owner: string;
  let other: string;
  let itemIds: number[];

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    owner = await tokenOf(t.app, 'owner1@vitrina.demo');
    other = await tokenOf(t.app, 'owner2@vitrina.demo');
    itemIds = (await t.database.db.select({ id: items.id }).from(items).orderBy(items.id).limit(3)).map((r) => r.id);
  });
  afterAll(() => t.close());

  const list = (token: string | null, lang = 'es') =>
    t.app.inject({ method: 'GET', url: '/api/favorites', headers: { ...(token ? auth(token) : {}), 'accept-language': lang } });
  const put = (token: string | null, id: number | string) =>
    t.app.inject({ method: 'PUT', url: `/api/favorites/${id}`, headers: token ? auth(token) : {} });
  const remove = (token: string | null, id: number | string) =>
    t.app.inject({ method: 'DELETE', url: `/api/favorites/${id}`, headers: token ? auth(token) : {} });

  it('needs a session for every route', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await put(null, itemIds[0]!)).statusCode).toBe(401);
    expect((await remove(null, itemIds[0]!)).statusCode).toBe(401);
  });

  it('starts empty, adds idempotently and lists { id, name, category, image }', async () => {
    expect((await list(owner)).json()).toEqual([]);
    const first = await put(owner, itemIds[0]!);
    expect(first.statusCode).toBe(204);
    expect(first.body).toBe('');
    expect((await put(owner, itemIds[0]!)).statusCode).toBe(204);
    expect((await put(owner, itemIds[1]!)).statusCode).toBe(204);
    const body = (await list(owner)).json() as { id: number; name: string; category: string; image: string | null }[];
    expect(body.map((f) => f.id).sort()).toEqual([itemIds[0], itemIds[1]].sort());
    for (const favourite of body) {
      expect(Object.keys(favourite).sort()).toEqual(['category', 'id', 'image', 'name']);
      expect(favourite.name).not.toBe('');
      expect(['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK']).toContain(favourite.category);
    }
  });

  it('answers names in the request language', async () => {
    const [es, en] = await Promise.all([list(owner, 'es'), list(owner, 'en')]);
    const [row] = await t.database.db.select({ item: items.item }).from(items).where(eq(items.id, itemIds[0]!));
    expect(es.json().find((f: { id: number }) => f.id === itemIds[0]).name).toBe(row!.item.es);
    expect(en.json().find((f: { id: number }) => f.id === itemIds[0]).name).toBe(row!.item.en);
  });

  it('keeps each user’s favourites apart', async () => {
    expect((await list(other)).json()).toEqual([]);
    await put(other, itemIds[2]!);
    expect((await list(other)).json().map((f: { id: number }) => f.id)).toEqual([itemIds[2]]);
    expect((await list(owner)).json().map((f: { id: number }) => f.id)).not.toContain(itemIds[2]);
  });

  it('removes idempotently', async () => {
    expect((await remove(owner, itemIds[0]!)).statusCode).toBe(204);
    expect((await remove(owner, itemIds[0]!)).statusCode).toBe(204);
    expect((await list(owner)).json().map((f: { id: number }) => f.id)).toEqual([itemIds[1]]);
  });

  it('answers 404 for an unknown item and 4xx for an id that is not one', async () => {
    expect((await put(owner, 999_999)).statusCode).toBe(404);
    expect((await remove(owner, 999_999)).statusCode).toBe(404);
    expect((await put(owner, 'abc')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await put(owner, 'abc')).statusCode).toBeLessThan(500);
  });
});
