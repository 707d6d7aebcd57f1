// The NUL character (U+0000), which PostgreSQL's text cannot hold, in a JSON body, a query or a
// path: a 422 naming each field in the request's language, nothing written, never a 500 (a
// development's address with one answered 500 before).
import { developmentListSchema } from '@vitrina/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldsWithNul } from '../../src/http/nul-characters';
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
});
