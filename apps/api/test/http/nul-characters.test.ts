// The NUL character (U+0000), which PostgreSQL's text cannot hold, in a JSON body, a query or a
// path: a 422 naming each field in the request's language, nothing written, never a 500 (a
// development's address with one answered 500 before).
import { developmentListSchema } from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsWithNul, queryFieldsNotUtf8 } from '../../src/http/nul-characters';
import { developments } from '../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../helper';
import { callers, developmentBody, requester, type Callers } from '../routes/developments/fixtures';

describe('fieldsWithNul', () => {
  it('names every string holding NUL by its dotted path, keys too, and nothing else', () => {
    expect(fieldsWithNul({ a: 'ok', b: { es: 'x\u0000y', en: 'fine' }, list: ['\u0000'], n: 3, z: null })).toEqual(['b.es', 'list.0']);
    expect(fieldsWithNul({ ['bad\u0000key']: 1 })).toEqual(['_form']);
    expect(fieldsWithNul('\u0000')).toEqual(['_form']);
    expect(fieldsWithNul({ plain: 'Avenida 10 Norte, Playa del Carmen' })).toEqual([]);
  });
});

describe('queryFieldsNotUtf8', () => {
  it('names each query parameter whose bytes are not UTF-8, and leaves good ones and a lone % alone', () => {
    expect(queryFieldsNotUtf8('/api/items?q=%FF&page=2&lang=%C3%28&x=%ED%A0%80')).toEqual(['q', 'lang', 'x']);
    expect(queryFieldsNotUtf8('/api/items?%FF=1')).toEqual(['_form']);
    expect(queryFieldsNotUtf8('/api/items?q=Ba%C3%B1o%20general&discount=50%&name=Caf%C3%A9+Azul')).toEqual([]);
    expect(queryFieldsNotUtf8('/api/items')).toEqual([]);
  });
});

describe(`NUL in a request (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
  });
  afterAll(() => t?.close());

  it("a development's address with NUL: 422 on the field, in the request's language, and no development made", async () => {
    const before = await t.database.db.$count(developments);
    const body = developmentBody('nul-test', 'NUL', { address: 'Calle 1\u0000 Norte' });
    const res = await send('POST', '/api/developments', { caller: who.admin, body, lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Please check the data you sent.',
      errors: { address: ['This text holds a character that is not allowed (NUL)'] },
    });
    const fr = await send('POST', '/api/developments', { caller: who.admin, body: { ...body, address: 'ok', distances: [{ label: { es: 'Playa', en: 'Beach\u0000', fr: 'Plage' }, minutes: 5 }] }, lang: 'fr' });
    expect(fr.statusCode).toBe(422);
    expect(fr.json().errors).toEqual({ 'distances.0.label.en': ['Ce texte contient un caractère non admis (NUL)'] });
    expect(await t.database.db.$count(developments)).toBe(before);
    expect(await t.database.db.$count(developments, eq(developments.slug, 'nul-test'))).toBe(0);
  });

  it('a replace with NUL changes nothing of the development', async () => {
    const [first] = developmentListSchema.parse((await send('GET', '/api/developments')).json());
    const before = (await send('GET', `/api/developments/${first!.slug}`)).json();
    const res = await send('PUT', `/api/developments/${first!.slug}`, { caller: who.admin, body: developmentBody(first!.slug, 'PDC', { address: '\u0000' }) });
    expect(res.statusCode).toBe(422);
    expect((await send('GET', `/api/developments/${first!.slug}`)).json()).toEqual(before);
  });

  it('NUL in a path or a query: 422, not a 500', async () => {
    const path = await send('GET', '/api/developments/%00');
    expect(path.statusCode).toBe(422);
    expect(path.json().errors).toEqual({ slug: ['Este texto contiene un carácter no admitido (NUL)'] });
    const query = await t.app.inject({ method: 'GET', url: '/api/developments?lang=%00' });
    expect(query.statusCode).toBe(422);
    expect(query.json().errors).toEqual({ lang: ['Este texto contiene un carácter no admitido (NUL)'] });
  });

  // Every route of the API, from the app's own list (a route added later is covered by itself),
  // asked by the Admin with each path parameter holding NUL, then bytes that are not UTF-8, then
  // with NUL in the query: a 422 or a 404 in the request's language, never a 5xx.
  const routes = () =>
    [...new Set(t.app.registeredRoutes)]
      .map((route) => route.split(' ') as [string, string])
      .filter(([method, url]) => url.startsWith('/api/') && method !== 'OPTIONS');
  /** The route's address with every parameter (`:slug`, `*`) replaced by `value`. */
  const withParams = (url: string, value: string) => url.replace(/:[A-Za-z]+|\*/g, value);

  it('NUL in a path parameter: 422 naming it; bytes that are not UTF-8: 404; in English when asked', async () => {
    const withParameters = routes().filter(([, url]) => /:[A-Za-z]+|\*/.test(url));
    expect(withParameters.length).toBeGreaterThan(20);
    for (const [method, url] of withParameters) {
      const nul = await send(method as never, withParams(url, 'a%00b'), { caller: who.admin, lang: 'en' });
      expect([404, 422], `${method} ${url} with NUL: ${nul.statusCode} ${nul.body}`).toContain(nul.statusCode);
      if (nul.statusCode === 422) expect(Object.values(nul.json().errors).flat()).toContain('This text holds a character that is not allowed (NUL)');
      const bad = await send(method as never, withParams(url, '%C3%28'), { caller: who.admin, lang: 'en' });
      expect(bad.statusCode, `${method} ${url} not UTF-8: ${bad.body}`).toBe(404);
      expect(bad.json()).toEqual({ code: 'not_found', message: 'We could not find what you are looking for.' });
    }
  });

  it('NUL, or bytes that are not UTF-8, in the query of every route: 422 before the route reads anything, nothing answers 5xx', async () => {
    for (const [method, url] of routes()) {
      const res = await send(method as never, `${withParams(url, '1')}?q=%00`, { caller: who.admin });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(422);
      expect(res.json().errors).toEqual({ q: ['Este texto contiene un carácter no admitido (NUL)'] });
      // Before, the query parser kept "%FF" as it came and the route ran (GET /api/health: 200).
      const bad = await send(method as never, `${withParams(url, '1')}?lang=%FF`, { caller: who.admin, lang: 'fr' });
      expect(bad.statusCode, `${method} ${url} not UTF-8: ${bad.body}`).toBe(422);
      expect(bad.json().errors).toEqual({ lang: ['Cette valeur n’est pas valide'] });
    }
  });

  it('a query that is not UTF-8 changes nothing: the session it would have ended still works', async () => {
    const out = await send('POST', '/api/logout?from=%C3%28', { caller: who.admin, lang: 'en' });
    expect(out.statusCode).toBe(422);
    expect(out.json()).toEqual({ code: 'validation_failed', message: 'Please check the data you sent.', errors: { from: ['This value is not valid'] } });
    expect((await send('GET', '/api/user', { caller: who.admin })).statusCode).toBe(200);
  });

  it('an address that is not UTF-8 outside the API is a 404 too, in French when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/show-room/%FF', headers: { 'accept-language': 'fr' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Nous n’avons pas trouvé ce que vous cherchez.');
  });
});
