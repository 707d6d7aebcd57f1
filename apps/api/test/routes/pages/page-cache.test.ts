// The cache of server-rendered public pages (decision 036): kept per address and language,
// fresh after every write that changes what a page shows, never for a signed-in request,
// never for a failed render, one render per cold key, ETag and 304.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import zlib from 'node:zlib';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, callerFor, itemBody, type Caller } from '../catalogue/fixtures';
import { failRenders, fakeWebBuild, renderCount } from './fake-web-build';

describe(`public pages: the cache of rendered pages (${testDbKind})`, () => {
  let t: TestApp;
  let build: ReturnType<typeof fakeWebBuild>;
  let admin: Caller;
  let itemId: number;

  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  /** Renders caused by fn. */
  const rendersDuring = async (fn: () => Promise<unknown>) => {
    const before = renderCount();
    await fn();
    return renderCount() - before;
  };

  beforeAll(async () => {
    build = fakeWebBuild();
    t = await buildTestApp({ demo: true, webDist: build.dist });
    admin = await callerFor(t.database.db, ADMIN_EMAIL);
    const created = await t.app.inject({ method: 'POST', url: '/api/items', headers: admin.headers, payload: itemBody('PAGE-001') });
    itemId = created.json().item.id;
  });
  afterAll(async () => {
    await t?.close();
    build?.remove();
  });
  beforeEach(() => failRenders(false));

  it('renders a page once, then answers it from memory with a strong ETag, 304 and its encodings', async () => {
    const url = `/item/${itemId}`;
    let first!: Awaited<ReturnType<typeof page>>;
    expect(await rendersDuring(async () => (first = await page(url)))).toBe(1);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<main data-lang="es" data-search="">Lámpara de pie</main>');
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(first.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding, Authorization');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);

    expect(
      await rendersDuring(async () => {
        const again = await page(url);
        expect(again.body).toBe(first.body);
        expect(again.headers.etag).toBe(etag);
        expect((await page(url, { 'if-none-match': etag })).statusCode).toBe(304);
        expect((await page(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
        const br = await page(url, { 'accept-encoding': 'br, gzip' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
        expect(br.headers.etag).toBe(`${etag.slice(0, -1)}-br"`);
        expect((await page(url, { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string })).statusCode).toBe(304);
        const gz = await page(url, { 'accept-encoding': 'gzip' });
        expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(first.body);
        // Tracking parameters and the order of the others make no new page.
        expect((await page(`${url}?utm_source=chat&fbclid=abc`)).body).toBe(first.body);
      }),
    ).toBe(0);
    const sorted = await page(`${url}?b=2&a=1`);
    expect(sorted.body).toContain('data-search="?a=1&b=2"');
    expect(await rendersDuring(() => page(`${url}?a=1&b=2`))).toBe(0);
  });

  it('is fresh on the next request after an Admin renames the item; a refused write or a read by POST keeps it', async () => {
    const url = `/item/${itemId}`;
    await page(url);
    expect(await rendersDuring(() => t.app.inject({ method: 'PUT', url: '/api/items/abc', headers: admin.headers, payload: itemBody('X') }))).toBe(0);
    expect(await rendersDuring(() => page(url))).toBe(0);
    // A read sent as POST (as the show room's renderer sends it) changes nothing either.
    const read = await t.app.inject({ method: 'POST', url: '/api/items/category', payload: { category: 'GOLD', typology: '2R' } });
    expect(read.statusCode).toBe(200);
    expect(await rendersDuring(() => page(url))).toBe(0);
    const edit = itemBody('PAGE-001', { item: { es: 'Lámpara renombrada', en: 'Renamed lamp', fr: 'Lampe renommée' } });
    expect((await t.app.inject({ method: 'PUT', url: `/api/items/${itemId}`, headers: admin.headers, payload: edit })).statusCode).toBe(200);
    expect((await page(url)).body).toContain('>Lámpara renombrada</main>');
  });

  it('is fresh after a development’s text and the settings change', async () => {
    expect((await page('/developments/miami')).body).toContain('>Miami</main>');
    expect((await page('/home')).body).not.toContain('Casa Kaanal');
    const current = (await t.app.inject({ method: 'GET', url: '/api/admin/developments/miami', headers: admin.headers })).json();
    const { slug, code, name, address, status, currency, distances, pages } = current;
    const body = { slug, code, name, city: 'Miami Beach', address, status, currency, distances, pages };
    expect((await t.app.inject({ method: 'PUT', url: '/api/developments/miami', headers: admin.headers, payload: body })).statusCode).toBe(200);
    expect((await page('/developments/miami')).body).toContain('>Miami Beach</main>');

    const settings = { brand_name: 'Casa Kaanal', chat_phone_general: '+52 984 111 2233', chat_phone_sales: '+529845556677', sales_email: 'hola@kaanal.example' };
    expect((await t.app.inject({ method: 'PUT', url: '/api/settings', headers: admin.headers, payload: settings })).statusCode).toBe(200);
    expect((await page('/home')).body).toContain('>Casa Kaanal</main>');
  });

  it('never answers a signed-in request from the cache, nor keeps what it gets', async () => {
    const url = `/item/${itemId}`;
    const cached = await page(url);
    expect(cached.body).toContain('<main');
    const signedIn: Record<string, string>[] = [{ authorization: admin.headers.authorization! }, { authorization: 'Bearer nonsense' }, { cookie: 'lang=en; session=abc' }, { cookie: 'connect.sid=s%3Axyz' }];
    for (const headers of signedIn) {
      expect(
        await rendersDuring(async () => {
          const res = await page(url, headers);
          expect(res.statusCode).toBe(200);
          expect(res.body).toContain('<div id="root"></div>');
          expect(res.body).not.toContain('<main');
          expect(res.headers.etag).not.toBe(cached.headers.etag);
        }),
      ).toBe(0);
    }
    for (const query of ['token=abc', 'access_token=abc', 'session_id=1']) {
      expect((await page(`${url}?${query}`)).body).not.toContain('<main');
    }
    // A screen that needs the session is the shell, rendered each time, never kept.
    expect(await rendersDuring(() => page('/admin-screen'))).toBe(1);
    expect((await page('/admin-screen')).body).toContain('<div id="root"></div>');
    expect(await rendersDuring(() => page('/admin-screen'))).toBe(1);
  });

  it('keeps each language of one address apart (the lang cookie; Accept-Language for the preview)', async () => {
    const url = `/item/${itemId}`;
    const es = await page(url);
    const en = await page(url, { cookie: 'lang=en' });
    const fr = await page(url, { cookie: 'theme=dark; lang=fr' });
    const preview = await page(url, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(es.body).toContain('data-lang="es"');
    expect(en.body).toContain('<main data-lang="en" data-search="">Renamed lamp</main>');
    expect(fr.body).toContain('<main data-lang="fr" data-search="">Lampe renommée</main>');
    // Without a stored choice the page stays Spanish; its preview follows Accept-Language.
    expect(preview.body).toContain('data-lang="es"');
    expect(preview.body).toContain('<meta property="og:locale" content="en"');
    expect(es.body).toContain('<meta property="og:locale" content="es"');
    expect(new Set([es.headers.etag, en.headers.etag, fr.headers.etag, preview.headers.etag]).size).toBe(4);
    expect((await page(url, { cookie: 'lang=en' })).body).toBe(en.body);
  });

  it('never keeps a failed render', async () => {
    failRenders(true);
    const failed = await page('/fails');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain('<main');
    failRenders(false);
    const next = await page('/fails');
    expect(next.body).toContain('>recovered</main>');
  });

  it('renders a cold page once for many requests at the same time', async () => {
    let answers: Awaited<ReturnType<typeof page>>[] = [];
    expect(await rendersDuring(async () => (answers = await Promise.all(Array.from({ length: 20 }, () => page('/slow')))))).toBe(1);
    expect(answers.every((a) => a.statusCode === 200 && a.body.includes('>slow</main>'))).toBe(true);
  });

  it('answers an unknown page 404 without a validator', async () => {
    const res = await page('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(await rendersDuring(() => page('/no-such-page'))).toBe(0);
  });
});
