// The public reads of issue 21 on the demo data: the cards, one development in es/en/fr with
// today's figures and copy, archived and unknown developments 404, and ETag/304.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PACKAGE_TERMS, developmentDetailSchema, developmentListSchema, paragraphsOf } from '@vitrina/contracts';
import { demoPackagePriceList } from '../../../src/demo-data/package-prices';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';

describe(`GET /api/developments and /api/developments/{slug} (${testDbKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
  });
  afterAll(() => t?.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('lists the two demo developments in order, Playa del Carmen first and Miami coming soon', async () => {
    const res = await get('/api/developments');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.vary).toContain('Accept-Language');
    const list = developmentListSchema.parse(res.json());
    expect(list.map((d) => [d.slug, d.code, d.status, d.first])).toEqual([
      ['playa-del-carmen', 'PDC', 'selling', true],
      ['miami', 'MIA', 'coming_soon', false],
    ]);
    expect(list[0]).toMatchObject({ name: 'Kaanal Residences Playa del Carmen', city: 'Playa del Carmen', cover: null });
  });

  it('answers the first development with today’s figures and copy, in each language', async () => {
    const expected = {
      es: { detail: ['Un desarrollo boutique en el corazón de Playa del Carmen.', '81 departamentos en 7 niveles, desde estudios de 35 m² hasta penthouses de 106 m², sobre un terreno de aproximadamente 754 m². El catálogo de equipamiento reúne más de 5000 productos de marca.'], beach: 'Playa', typology: 'Departamento de 2 recámaras' },
      en: { detail: ['A boutique development in the heart of Playa del Carmen.', '81 apartments on 7 levels, from 35 m² studios up to 106 m² penthouses, on a plot of about 754 m². The furnishing catalogue brings together over 5,000 branded products.'], beach: 'Beach', typology: 'Two-bedroom apartment' },
      fr: { detail: ['Un projet boutique au cœur de Playa del Carmen.', '81 appartements sur 7 niveaux, des studios de 35 m² aux penthouses de 106 m², sur un terrain d\'environ 754 m². Le catalogue d\'équipement réunit plus de 5\u202f000 produits de marque.'], beach: 'Plage', typology: 'Appartement deux chambres' },
    } as const;
    for (const [lang, want] of Object.entries(expected)) {
      const res = await get('/api/developments/playa-del-carmen', { 'accept-language': lang });
      expect(res.statusCode, lang).toBe(200);
      const d = developmentDetailSchema.parse(res.json());
      expect(d).toMatchObject({
        slug: 'playa-del-carmen',
        first: true,
        status: 'selling',
        currency: 'MXN',
        address: 'Quinta Avenida, Playa del Carmen, Quintana Roo, México',
        facts: { apartments: 81, levels: 7, area_m2: 754, min_unit_m2: 35, max_unit_m2: 106, products: 5000 },
        package_terms: DEFAULT_PACKAGE_TERMS,
        // Every unit type priced at every level (decision 059): a demo buyer can choose.
        package_prices: demoPackagePriceList(),
      });
      expect(d.package_prices).toHaveLength(21);
      expect(paragraphsOf(d.pages.detail.text)).toEqual(want.detail);
      expect(d.distances).toEqual([
        { label: want.beach, minutes: 2 },
        { label: expect.any(String), minutes: 2 },
        { label: expect.any(String), minutes: 15 },
        { label: expect.any(String), minutes: 50 },
      ]);
      expect(d.typologies.map((x) => x.code)).toEqual(['ESP', 'EG', 'EPH', '1R', '2R', '3R', 'PH']);
      expect(d.typologies.find((x) => x.code === '2R')).toMatchObject({ id: 34, name: want.typology, size_m2: 78, bedrooms: 2, cover: null, floor_plan: null });
      for (const page of ['project', 'architecture', 'detail', 'amenities', 'invest', 'location'] as const) expect(d.pages[page].text, `${lang} ${page}`).not.toBe('');
    }
  });

  it('answers a coming-soon development, and 404 for an unknown one, in the request’s language', async () => {
    const miami = developmentDetailSchema.parse((await get('/api/developments/miami', { 'accept-language': 'en' })).json());
    expect(miami).toMatchObject({ status: 'coming_soon', first: false, currency: 'USD', facts: { apartments: null }, typologies: [] });
    expect(miami.pages.project.text).toMatch(/^Kaanal Residences is coming to Miami/);
    const unknown = await get('/api/developments/nowhere', { 'accept-language': 'fr' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'not_found', message: 'Nous n’avons pas trouvé ce projet.' });
  });

  it('revalidates with the ETag: 304 while unchanged', async () => {
    const first = await get('/api/developments/playa-del-carmen');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/developments/playa-del-carmen', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('documents every developments route in the OpenAPI description, with its error answers', async () => {
    const res = await get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: Record<string, unknown>; tags?: string[] }>>;
    const expected: [string, string, string[]][] = [
      ['/api/developments', 'get', ['200', '304', '503']],
      ['/api/developments', 'post', ['201', '401', '403', '409', '422']],
      ['/api/developments/{slug}', 'get', ['200', '304', '404']],
      ['/api/developments/{slug}', 'put', ['200', '401', '403', '404', '409', '422']],
      ['/api/developments/{slug}', 'delete', ['200', '401', '403', '404']],
      ['/api/developments/{slug}/duplicate', 'post', ['201', '409', '422']],
      ['/api/developments/order', 'put', ['200', '422']],
      ['/api/admin/developments', 'get', ['200', '401', '403']],
      ['/api/admin/developments/{slug}', 'get', ['200', '401', '403', '404']],
      ['/api/developments/{slug}/typologies', 'post', ['201', '404', '409', '422']],
      ['/api/typologies/{id}', 'put', ['200', '404', '409', '422']],
      ['/api/typologies/{id}', 'delete', ['200', '404', '409']],
      ['/api/typologies/{id}/cover', 'post', ['200', '413', '415', '422']],
      ['/api/typologies/{id}/floor-plan', 'post', ['200', '413', '415', '422']],
      ['/api/typologies/{id}/floor-plan', 'delete', ['200', '404']],
      ['/api/developments/{slug}/photos', 'post', ['201', '409', '413', '415', '422']],
      ['/api/development-photos/{id}', 'put', ['200', '404', '422']],
      ['/api/developments/{slug}/photos/order', 'put', ['200', '404', '422']],
      ['/api/development-photos/{id}', 'delete', ['200', '404']],
      ['/api/files/{hash}', 'get', ['200', '304', '404']],
      ['/api/developments/{slug}/pdf/{lang}', 'get', ['200', '304', '404']],
    ];
    for (const [path, method, statuses] of expected) {
      const operation = paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Object.keys(operation!.responses), `${method} ${path}`).toEqual(expect.arrayContaining(statuses));
    }
  });
});
