// GET /items/page and GET /items/summary (issue 13, decision 025), checked against what the
// full list GET /items answers: the same items, in the inventory's order, searched ignoring
// case and accents, and totals that add up to the full list's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { inventorySummarySchema, itemsListSchema, itemsPageSchema, roomLabelIn, type InventorySummary, type Item, type Language } from '@vitrina/contracts';
import { items } from '../../../src/db/schema';
import { translate } from '../../../src/i18n/translate';
import { processImage } from '../../../src/images/image-processing';
import { saveImage } from '../../../src/images/image-repository';
import { growDatabase } from '../../../src/seed-scale/grow-database';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, GUEST_EMAIL, OWNER_EMAIL, callerFor, itemBody } from './fixtures';

const CATEGORY_ORDER = ['ESTANDAR', 'GOLD', 'PREMIUM', 'BLACK'];
const bytes = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const inventoryOrder = (a: Item, b: Item) =>
  CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) ||
  bytes(a.typology ?? '', b.typology ?? '') ||
  bytes(a.room, b.room) ||
  bytes(a.code, b.code);

/** What "ignoring case and accents" means here: decomposed, marks dropped, lower case. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const text = (es: string, en = es, fr = es) => ({ es, en, fr });
const CRAFTED = [
  { code: 'Tst-Mixed-01', item: text('Lámpara Ñandú 100%', 'Ñandu lamp 100%', 'Lampe Ñandou'), room: 'SALA', type: 'Iluminación', category: 'GOLD', typology: '2R', quantity: 3 },
  { code: 'TST_UNDER', item: text('Cojín raro', 'Odd cushion', 'Coussin étrange'), room: 'Terraza Íntima', type: 'Decoración', category: 'PREMIUM', typology: 'EG', quantity: 2 },
  { code: 'tst-lower', item: text('Jarrón bajo', 'Low vase', 'Vase bas'), room: 'SALA', type: 'Decoración', category: 'ESTANDAR', typology: '1R', quantity: 1 },
  { code: 'TST-LOWER', item: text('Jarrón alto', 'Tall vase', 'Vase haut'), room: 'SALA', type: 'Decoración', category: 'ESTANDAR', typology: '1R', quantity: 1 },
  // A room that begins with another one ('SALA'), and a code that sorts before every other.
  { code: 'AAA-FIRST', item: text('Banco', 'Bench', 'Banc'), room: 'SALA 2', type: 'Mobiliario', category: 'GOLD', typology: '2R', quantity: 4 },
  // BLACK sells through a conversation, but an item there must still come last.
  { code: 'BLK-0001', item: text('Sillón Black', 'Black armchair', 'Fauteuil Black'), room: 'SALA', type: 'Mobiliario', category: 'BLACK', typology: '2R', quantity: 1 },
] as const;

describe(`catalogue at scale: GET /items/page and GET /items/summary (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Record<string, string>;
  /** Every item of GET /items, by language. */
  const full = {} as Record<Language, Item[]>;

  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    const db = t.database.db;
    // Everything written straight to the database goes in before the first read (no change signal).
    await growDatabase(db, { items: 400 });
    await db.insert(items).values(CRAFTED.map((c) => ({ ...c, description: text(`Descripción de ${c.item.es}`) })));
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#b08d57' } }).png().toBuffer();
    const imageId = await saveImage(db, await processImage(png));
    await db.update(items).set({ imageId }).where(inArray(items.code, ['Tst-Mixed-01', 'EST-1R-BA1-01', 'SC-000003', 'SC-000004']));
    admin = (await callerFor(db, ADMIN_EMAIL)).headers;
    for (const lang of ['es', 'en', 'fr'] as const) full[lang] = itemsListSchema.parse((await get(`/api/items?lang=${lang}`)).json());
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  const byId = (lang: Language) => new Map(full[lang].map((i) => [i.id, i]));
  /** The ids GET /items has whose code, names (any language), type or room contain q. */
  function expectedIds(q: string): number[] {
    const [en, fr] = [byId('en'), byId('fr')];
    const needle = fold(q.trim());
    return full.es
      .filter((i) => [i.code, i.item, en.get(i.id)!.item, fr.get(i.id)!.item, i.type, i.room].some((f) => fold(f).includes(needle)))
      .sort(inventoryOrder)
      .map((i) => i.id);
  }

  /** Every window of a query, checking each one's total, offset, limit and size on the way. */
  async function walk(query: string, limit = 97): Promise<{ total: number; items: Item[] }> {
    const seen: Item[] = [];
    let total = -1;
    for (let offset = 0; total < 0 || offset < total; offset += limit) {
      const res = await get(`/api/items/page?${query}&offset=${offset}&limit=${limit}`);
      expect(res.statusCode, query).toBe(200);
      const page = itemsPageSchema.parse(res.json());
      if (total < 0) total = page.total;
      expect(page).toMatchObject({ total, offset, limit });
      expect(page.items).toHaveLength(Math.min(limit, total - offset));
      seen.push(...page.items);
    }
    return { total, items: seen };
  }

  it('walks the whole catalogue in the inventory order: category, typology, room, code, byte-wise', async () => {
    const { total, items: walked } = await walk('q=');
    expect(total).toBe(full.es.length);
    expect(total).toBe(277 + 123 + CRAFTED.length);
    expect(walked.map((i) => i.id)).toEqual([...full.es].sort(inventoryOrder).map((i) => i.id));
    // The same answer per item as the full list gives.
    const es = byId('es');
    for (const item of walked) expect(item).toEqual(es.get(item.id));
    const codes = walked.map((i) => i.code);
    expect(codes.indexOf('tst-lower')).toBeGreaterThan(codes.indexOf('TST-LOWER'));
    // 'SALA 2' after every item of 'SALA' in GOLD 2R, though its code sorts first.
    const lastSala = walked.findLastIndex((i) => i.category === 'GOLD' && i.typology === '2R' && i.room === 'SALA');
    expect(codes.indexOf('AAA-FIRST')).toBe(lastSala + 1);
    expect(walked.at(-1)!.code).toBe('BLK-0001');
  });

  it('answers an empty window past the end, with the right total, and a short last one', async () => {
    const past = itemsPageSchema.parse((await get('/api/items/page?offset=5000&limit=50')).json());
    expect(past).toEqual({ total: full.es.length, offset: 5000, limit: 50, items: [] });
    const last = itemsPageSchema.parse((await get(`/api/items/page?offset=${full.es.length - 3}&limit=50`)).json());
    expect(last.items.map((i) => i.id)).toEqual([...full.es].sort(inventoryOrder).slice(-3).map((i) => i.id));
    const defaults = itemsPageSchema.parse((await get('/api/items/page')).json());
    expect(defaults).toMatchObject({ offset: 0, limit: 50 });
    expect(defaults.items).toHaveLength(50);
  });

  it.each([
    ['sofa', 'a name with an accent (Sofá) and without one (sofa bed)'],
    ['SALA', 'a room, in any letter case'],
    ['lámpara', 'an accent typed in the search'],
    ['ÑANDU', 'ñ in capitals'],
    ['nandú', 'n for ñ'],
    ['coussin', 'the French name'],
    ['odd', 'the English name'],
    ['decoracion', 'the type'],
    ['tst-lower', 'a code, either case'],
    ['100%', '% as a plain character'],
    ['%', 'nothing but %'],
    ['_', 'nothing but _'],
    ['  sc-0001  ', 'a code prefix, trimmed'],
    ['zzzz', 'nothing'],
  ])('q=%s finds what contains it, ignoring case and accents (%s)', async (q, _why) => {
    const expected = expectedIds(q);
    const { total, items: walked } = await walk(`q=${encodeURIComponent(q)}`, 60);
    expect(total).toBe(expected.length);
    expect(walked.map((i) => i.id)).toEqual(expected);
    // Without escaping, % and _ would match everything.
    const exact: Record<string, number> = { '100%': 1, '%': 1, _: 1, zzzz: 0, ÑANDU: 1, nandú: 1 };
    if (q in exact) expect(total).toBe(exact[q]);
    else expect(total).toBeGreaterThan(0);
  });

  it('narrows by category (ESTÁNDAR read as ESTANDAR), typology, raw room and exact code in any case', async () => {
    const cases: [string, (i: Item) => boolean][] = [
      ['category=ESTÁNDAR', (i) => i.category === 'ESTANDAR'],
      ['category=gold&typology=2R', (i) => i.category === 'GOLD' && i.typology === '2R'],
      ['typology=EG&room=JARDIN', (i) => i.typology === 'EG' && i.room === 'JARDIN'],
      [`room=${encodeURIComponent('BAÑO1 - GENERAL')}&q=toall`, (i) => i.room === 'BAÑO1 - GENERAL' && fold(i.item).includes('toall')],
      ['code=tst-LOWER', (i) => i.code.toLowerCase() === 'tst-lower'],
      ['code=est-1r-ba1-01', (i) => i.code === 'EST-1R-BA1-01'],
      ['code=EST-1R', () => false],
      ['category=BLACK', (i) => i.category === 'BLACK'],
    ];
    for (const [query, keep] of cases) {
      const expected = full.es.filter(keep).sort(inventoryOrder).map((i) => i.id);
      const { total, items: walked } = await walk(query, 250);
      expect(walked.map((i) => i.id), query).toEqual(expected);
      expect(total, query).toBe(expected.length);
    }
    expect((await walk('code=tst-LOWER')).items.map((i) => i.code)).toEqual(['TST-LOWER', 'tst-lower']);
  });

  it('answers in the language asked, like GET /items', async () => {
    const page = itemsPageSchema.parse((await get('/api/items/page?code=TST_UNDER&lang=en')).json());
    expect(page.items[0]).toMatchObject({ item: 'Odd cushion', room: 'Terraza Íntima' });
    const fr = itemsPageSchema.parse((await get('/api/items/page?code=EST-2R-BA1-01', { 'accept-language': 'fr' })).json());
    expect(fr.items[0]!.room_label).toBe(roomLabelIn('BAÑO1 - GENERAL', '2R', 'fr'));
    expect(fr.items[0]).toEqual(byId('fr').get(fr.items[0]!.id));
  });

  it('refuses bad values with 422, translated, naming the field', async () => {
    const bad: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=ten', 'limit'],
      ['offset=-1', 'offset'],
      ['offset=1.5', 'offset'],
      [`q=${'x'.repeat(101)}`, 'q'],
      ['category=SILVER', 'category'],
      ['typology=9R', 'typology'],
    ];
    for (const [query, field] of bad) {
      const res = await get(`/api/items/page?${query}`, { 'accept-language': 'en' });
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body.code).toBe('validation_failed');
      expect(body.message).toBe(translate('common.validationFailed', 'en'));
      expect(Object.keys(body.errors), query).toContain(field);
    }
    const fr = await get(`/api/items/page?q=${'x'.repeat(101)}`, { 'accept-language': 'fr' });
    expect(fr.json().errors.q).toEqual([translate('common.tooLong', 'fr')]);
    // The longest search and the largest window are fine.
    expect((await get(`/api/items/page?q=${'x'.repeat(100)}&limit=500`)).statusCode).toBe(200);
  });

  describe('GET /items/summary', () => {
    /** Totals and groups as GET /items adds them up, in the inventory order. */
    function expectedSummary(q: string, lang: Language): InventorySummary {
      const ids = new Set(expectedIds(q));
      const list = byId(lang);
      const groups: InventorySummary['groups'] = [];
      for (const id of full.es.filter((i) => ids.has(i.id)).sort(inventoryOrder).map((i) => i.id)) {
        const item = list.get(id)!;
        let group = groups.at(-1);
        if (!group || group.category !== item.category || group.typology !== item.typology || group.room !== item.room) {
          group = { category: item.category, typology: item.typology!, room: item.room, room_label: item.room_label!, items: 0, pieces: 0, without_image: 0 };
          groups.push(group);
        }
        group.items += 1;
        group.pieces += item.quantity;
        group.without_image += item.image === null ? 1 : 0;
      }
      const sum = (k: 'items' | 'pieces' | 'without_image') => groups.reduce((n, g) => n + g[k], 0);
      return { items: sum('items'), pieces: sum('pieces'), without_image: sum('without_image'), groups };
    }

    it.each([
      ['', 'es'],
      ['', 'en'],
      ['sala', 'fr'],
      ['ñandu', 'es'],
      ['zzzz', 'es'],
    ] as const)('q=%s (%s): the totals of GET /items, by category, typology and room', async (q, lang) => {
      const res = await get(`/api/items/summary?q=${encodeURIComponent(q)}&lang=${lang}`, admin);
      expect(res.statusCode).toBe(200);
      const summary = inventorySummarySchema.parse(res.json());
      expect(summary).toEqual(expectedSummary(q, lang));
      if (q === '') {
        expect(summary.items).toBe(full.es.length);
        expect(summary.without_image).toBe(full.es.length - 4);
        expect(summary.groups.find((g) => g.typology === '2R' && g.room === 'BAÑO1 - GENERAL')!.room_label).toBe(roomLabelIn('BAÑO1 - GENERAL', '2R', lang));
      }
    });

    it('has its groups in the order of GET /items/page: group n starts where the items of the groups before it end', async () => {
      for (const q of ['', 'sala', 'decoracion']) {
        const summary = inventorySummarySchema.parse((await get(`/api/items/summary?q=${q}`, admin)).json());
        expect(summary.groups.length).toBeGreaterThan(1);
        let offset = 0;
        for (const group of summary.groups) {
          const page = itemsPageSchema.parse((await get(`/api/items/page?q=${q}&offset=${offset}&limit=${Math.min(group.items, 500)}`)).json());
          expect(page.items.length).toBe(Math.min(group.items, 500));
          for (const item of page.items) expect([item.category, item.typology, item.room], `${q} @${offset}`).toEqual([group.category, group.typology, group.room]);
          offset += group.items;
        }
        expect(offset).toBe(itemsPageSchema.parse((await get(`/api/items/page?q=${q}&limit=1`)).json()).total);
      }
    });

    it('answers 401 without a session and 403 to anyone but an Admin, before reading the query', async () => {
      const tooLong = `/api/items/summary?q=${'x'.repeat(101)}`;
      const anonymous = await get(tooLong, { 'accept-language': 'en' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ code: 'unauthenticated', message: translate('auth.unauthenticated', 'en') });
      expect(anonymous.headers['cache-control']).toBe('private, no-store');
      for (const email of [GUEST_EMAIL, OWNER_EMAIL]) {
        const res = await get(tooLong, (await callerFor(t.database.db, email)).headers);
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      const res = await get(tooLong, { ...admin, 'accept-language': 'fr' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.q).toEqual([translate('common.tooLong', 'fr')]);
    });
  });

  it('describes both calls in the OpenAPI document, as paged companions of GET /items', async () => {
    const doc = (await get('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { tags: string[]; description: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    const page = doc.paths['/api/items/page']!.get!;
    expect(page.tags).toEqual(['catalogue']);
    expect(page.description).toMatch(/paged companion of GET \/items/);
    expect(Object.keys(page.responses)).toEqual(expect.arrayContaining(['200', '304', '422']));
    const summary = doc.paths['/api/items/summary']!.get!;
    expect(summary.security).toEqual([{ bearer: [] }]);
    expect(Object.keys(summary.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });

  // Last: it adds an item, which the lists read in beforeAll do not have.
  it('is public and cacheable: an ETag, 304 for the current copy, and a new answer after a write', async () => {
    const url = `/api/items/page?q=${encodeURIComponent('sofá nuevo')}`;
    const first = await get(url);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.json().total).toBe(0);
    const etag = first.headers.etag as string;
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(304);
    const before = itemsPageSchema.parse((await get('/api/items/page?limit=1')).json()).total;

    const created = await t.app.inject({ method: 'POST', url: '/api/items', headers: admin, payload: itemBody('TST-NEW-01', { item: text('Sofá nuevo', 'New sofa', 'Nouveau canapé') }) });
    expect(created.statusCode).toBe(201);
    const after = await get(url, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.json().items.map((i: Item) => i.code)).toEqual(['TST-NEW-01']);
    expect(itemsPageSchema.parse((await get('/api/items/page?limit=1')).json()).total).toBe(before + 1);
    const summary = inventorySummarySchema.parse((await get('/api/items/summary', admin)).json());
    expect(summary.items).toBe(before + 1);
  });
});
