import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { itemSchema, itemsListSchema, roomLabelIn, type Item } from '@vitrina/contracts';
import { items } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const sortedByRoomThenCode = (list: Item[]) =>
  list.every((item, i) => {
    const prev = list[i - 1];
    return !prev || byteOrder(prev.room, item.room) < 0 || (prev.room === item.room && byteOrder(prev.code, item.code) < 0);
  });

describe(`catalogue reads (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });

  it('GET /items lists every item, ordered by room then code, in Spanish by default', async () => {
    const res = await get('/api/items');
    expect(res.statusCode).toBe(200);
    const list = itemsListSchema.parse(res.json());
    expect(list).toHaveLength((await t.database.db.select({ id: items.id }).from(items)).length);
    expect(list.length).toBeGreaterThan(200);
    expect(sortedByRoomThenCode(list)).toBe(true);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, list[0]!.id));
    expect(list[0]!.item).toBe(row!.item.es);
    expect(list[0]!.description).toBe(row!.description.es);
  });

  it('answers the texts and room labels in the language asked: lang query, then Accept-Language', async () => {
    const [row] = await t.database.db
      .select()
      .from(items)
      .where(and(eq(items.category, 'GOLD'), eq(items.typology, '2R'), eq(items.room, 'BAÑO1 - GENERAL')));
    expect(row).toBeDefined();
    for (const [lang, url, headers] of [
      ['en', `/api/getItem/${row!.id}?lang=en`, {}],
      ['fr', `/api/getItem/${row!.id}`, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' }],
      ['en', `/api/getItem/${row!.id}?lang=en`, { 'accept-language': 'fr' }],
      ['es', `/api/getItem/${row!.id}?lang=de`, {}],
      ['es', `/api/getItem/${row!.id}`, {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode).toBe(200);
      const item = itemSchema.parse(res.json());
      expect(item.item, `${lang} ${url}`).toBe(row!.item[lang]);
      expect(item.description).toBe(row!.description[lang]);
      expect(item.room).toBe('BAÑO1 - GENERAL');
      expect(item.room_label).toBe(roomLabelIn('BAÑO1 - GENERAL', '2R', lang));
      expect(res.headers.vary).toContain('Accept-Language');
    }
    expect(itemSchema.parse((await get(`/api/getItem/${row!.id}`)).json()).room_label).toBe('BAÑO1 - MASTER BED');
  });

  it('GET /getItem answers the item with every field, 404 for an unknown id, 422 for a malformed one', async () => {
    const [row] = await t.database.db.select().from(items).limit(1);
    const res = await get(`/api/getItem/${row!.id}`);
    expect(res.json()).toEqual({
      id: row!.id,
      item: row!.item.es,
      code: row!.code,
      room: row!.room,
      type: row!.type,
      description: row!.description.es,
      category: row!.category,
      quantity: row!.quantity,
      image: null, // the test seed stores no pictures
      typology: row!.typology,
      room_label: roomLabelIn(row!.room, row!.typology, 'es'),
      image_srcset: null,
      image_width: null,
      image_height: null,
      image_color: null,
    });
    const missing = await get('/api/getItem/999999', { 'accept-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'We could not find that item.' });
    for (const bad of ['abc', '0', '-1', '1.5', '007']) {
      const res = await get(`/api/getItem/${bad}`);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { id: expect.any(Array) } });
    }
  });

  it('POST /items/category answers the items of that category and typology (2R by default)', async () => {
    const res = await post('/api/items/category', { category: 'GOLD' });
    expect(res.statusCode).toBe(200);
    const list = itemsListSchema.parse(res.json());
    const expected = await t.database.db
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.category, 'GOLD'), eq(items.typology, '2R')));
    expect(list.map((i) => i.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.category === 'GOLD' && i.typology === '2R')).toBe(true);
    expect(sortedByRoomThenCode(list)).toBe(true);
  });

  it('reads ESTÁNDAR as ESTANDAR, takes any typology code, and the body may name the language', async () => {
    const res = await post('/api/items/category', { category: 'ESTÁNDAR', typology: 'PH', lang: 'fr' });
    expect(res.statusCode).toBe(200);
    const list = itemsListSchema.parse(res.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((i) => i.category === 'ESTANDAR' && i.typology === 'PH')).toBe(true);
    const [row] = await t.database.db.select().from(items).where(eq(items.id, list[0]!.id));
    expect(list[0]!.item).toBe(row!.item.fr);
    // The COCINA of a PH is shown as its island kitchen (SPEC §9), here in French.
    const kitchen = list.find((i) => i.room === 'COCINA');
    expect(kitchen?.room_label).toBe('Cuisine - Îlot');
  });

  it('BLACK answers an empty list, on POST and GET', async () => {
    expect((await post('/api/items/category', { category: 'BLACK', typology: '2R' })).json()).toEqual([]);
    const res = await get('/api/items/category?category=black&typology=3R');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses an unknown category or typology with 422 on that field, translated', async () => {
    const res = await post('/api/items/category', { category: 'SILVER', typology: '4R' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validation_failed', message: 'Please check the data you sent.' });
    expect(Object.keys(body.errors).sort()).toEqual(['category', 'typology']);
    expect((await post('/api/items/category', {})).statusCode).toBe(422);
    expect((await get('/api/items/category?typology=2R')).statusCode).toBe(422);
  });

  it('GET /items/category gives the same list as POST, with a strong ETag, no-cache and 304 on If-None-Match', async () => {
    const viaPost = await post('/api/items/category', { category: 'PREMIUM', typology: '2R' });
    const res = await get('/api/items/category?category=PREMIUM&typology=2R');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(viaPost.json());
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, no-cache');
    // The API answer's security headers (set without helmet's per-request work).
    expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'same-origin', 'content-security-policy': "default-src 'none'; frame-ancestors 'none'" });
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/); // strong: no W/
    const again = await get('/api/items/category?category=PREMIUM&typology=2R', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    // Another language is another representation.
    const english = await get('/api/items/category?category=PREMIUM&typology=2R&lang=en', { 'if-none-match': etag });
    expect(english.statusCode).toBe(200);
    expect(english.headers.etag).not.toBe(etag);
  });

  it('sends a compressed copy with its own validator when the client accepts one', async () => {
    const plain = await get('/api/items');
    const br = await get('/api/items', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    expect((await get('/api/items', { 'accept-encoding': 'gzip, br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
  });
});
