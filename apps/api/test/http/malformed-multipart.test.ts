// A multipart body the parser cannot read — no boundary, cut short before its end — on every
// upload route: a 400 in the request's language and nothing stored, never a 500 (the item
// picture, the development photo and the catalogue import answered 500 before). Then every
// write route of the app's own list gets both bodies too: nothing answers 5xx.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, properties, typologies } from '../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../helper';
import { callers, requester, type Callers } from '../routes/developments/fixtures';

const NO_BOUNDARY = { payload: Buffer.from('abc'), headers: { 'content-type': 'multipart/form-data' } };
const cutShort = (field: string) => ({
  payload: Buffer.from(`--XX\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`),
  headers: { 'content-type': 'multipart/form-data; boundary=XX' },
});

describe(`a multipart body that cannot be read (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
  });
  afterAll(() => t?.close());

  it('on each upload route: 400 with a message in the language asked, never a 500', async () => {
    const db = t.database.db;
    const [unit] = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id)).limit(1);
    const [typology] = await db.select({ id: typologies.id }).from(typologies).orderBy(asc(typologies.id)).limit(1);
    const [item] = await db.select({ id: items.id }).from(items).orderBy(asc(items.id)).limit(1);
    const uploads: Array<[string, string]> = [
      [`/api/items/upload/${item!.id}`, 'image'],
      ['/api/items/import', 'file'],
      ['/api/developments/playa-del-carmen/photos', 'image'],
      ['/api/developments/playa-del-carmen/units/import', 'file'],
      [`/api/typologies/${typology!.id}/cover`, 'image'],
      [`/api/typologies/${typology!.id}/floor-plan`, 'file'],
      [`/api/units/${unit!.id}/documents`, 'file'],
    ];
    for (const [url, field] of uploads) {
      for (const [name, multipart] of [['no boundary', NO_BOUNDARY], ['cut short', cutShort(field)]] as const) {
        const res = await send('POST', url, { caller: who.admin, multipart, lang: 'en' });
        expect(res.statusCode, `${url}, ${name}: ${res.body}`).toBe(400);
        expect(res.json().message, `${url}, ${name}`).toMatch(/^The (form sent could not be read|request is not valid)/);
      }
    }
  });

  it('every write route, both bodies: nothing answers 5xx', async () => {
    const writes = [...new Set(t.app.registeredRoutes)]
      .map((route) => route.split(' ') as [string, string])
      .filter(([method, url]) => url.startsWith('/api/') && ['POST', 'PUT', 'PATCH'].includes(method));
    expect(writes.length).toBeGreaterThan(30);
    for (const [method, url] of writes) {
      const address = url.replace(/:slug/g, 'playa-del-carmen').replace(/:[A-Za-z]+|\*/g, '1');
      for (const multipart of [NO_BOUNDARY, cutShort('file')]) {
        const res = await send(method as 'POST', address, { caller: who.admin, multipart });
        expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      }
    }
  });
});
