// The Admin's writes to developments (issue 21): create, replace (slug change), archive,
// duplicate, order; their refusals (401/403, 422 per field, 409), the audit trail, the Admin's
// reads, and the cached public answers dropped by every write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { VALIDATION_TEXTS, adminDevelopmentListSchema, adminDevelopmentSchema, developmentDetailSchema, developmentListSchema, developmentWriteResponseSchema } from '@vitrina/contracts';
import { auditLog, developmentPhotos, developments, packagePrices, properties } from '../../../src/db/schema';
import { demoPackagePriceList } from '../../../src/demo-data/package-prices';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { callers, developmentBody, requester, typologyBody, type Callers } from './fixtures';

describe(`developments: the Admin's writes (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
  });
  afterAll(() => t?.close());

  const auditOf = async (developmentId: number) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.developmentId, developmentId))).map((r) => r.action);

  it('creates a development (201), answers it as the Admin reads it, audits it, and lists it publicly', async () => {
    const publicBefore = developmentListSchema.parse((await send('GET', '/api/developments')).json());
    const res = await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('tulum', 'tul'), lang: 'en' });
    expect(res.statusCode).toBe(201);
    const body = developmentWriteResponseSchema.parse(res.json());
    expect(body.message).toBe('Development created successfully');
    expect(body.development).toMatchObject({ slug: 'tulum', code: 'TUL', status: 'selling', position: 3, units: 0, typologies: [], photos: [] });
    expect(body.development.pages.project).toEqual({ es: 'Un proyecto en la selva.\n\nCerca del mar.', en: 'A project in the jungle.\n\nNear the sea.', fr: '' });
    expect(body.development.pages.detail).toEqual({ es: '', en: '', fr: '' });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.developmentId, body.development.id), eq(auditLog.action, 'development.create')));
    expect(audit).toMatchObject({ details: { slug: 'tulum', code: 'TUL', status: 'selling' } });
    expect(audit!.actorId).not.toBeNull();
    // The public list was cached before: the write dropped it.
    const publicAfter = developmentListSchema.parse((await send('GET', '/api/developments')).json());
    expect(publicAfter.map((d) => d.slug)).toEqual([...publicBefore.map((d) => d.slug), 'tulum']);
  });

  it('falls back to Spanish where a language is empty, publicly', async () => {
    const fr = developmentDetailSchema.parse((await send('GET', '/api/developments/tulum', { lang: 'fr' })).json());
    expect(fr.pages.project.text).toBe('Un proyecto en la selva.\n\nCerca del mar.');
    expect(fr.pages.detail.text).toBe('');
    const en = developmentDetailSchema.parse((await send('GET', '/api/developments/tulum', { lang: 'en' })).json());
    expect(en.pages.project.text).toBe('A project in the jungle.\n\nNear the sea.');
    expect(en.pages.location.text).toBe('En Tulum.');
    expect(en.distances).toEqual([{ label: 'Beach', minutes: 5 }]);
    expect(en.package_terms.BLACK).toEqual({ down_payment_percent: 35, price_freeze: false, financing_plan: true });
  });

  it('refuses a taken slug or code with 409 and a translated message, changing nothing', async () => {
    const slug = await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('tulum', 'OTHER'), lang: 'fr' });
    expect(slug.statusCode).toBe(409);
    expect(slug.json()).toEqual({ code: 'conflict', message: 'Un projet avec cette adresse (slug) existe déjà.', errors: { slug: ['Un projet avec cette adresse (slug) existe déjà.'] } });
    const code = await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('otra', 'PDC') });
    expect(code.statusCode).toBe(409);
    expect(code.json().errors).toEqual({ code: ['Ya existe un desarrollo con ese código.'] });
    const renamed = await send('PUT', '/api/developments/tulum', { caller: who.admin, body: developmentBody('miami', 'TUL') });
    expect(renamed.statusCode).toBe(409);
    expect((await t.database.db.select().from(developments)).map((d) => d.slug).sort()).toEqual(['miami', 'playa-del-carmen', 'tulum']);
  });

  it('refuses bad bodies with 422 naming each field, in the request’s language', async () => {
    const res = await send('POST', '/api/developments', {
      caller: who.admin,
      lang: 'en',
      body: {
        ...developmentBody('New', 'x'),
        name: ' ',
        latitude: 91,
        status: 'active',
        facts: { apartments: 1.5 },
        distances: [{ label: { es: 'Playa', en: '', fr: 'Plage' }, minutes: -1 }],
        pages: { lobby: { es: 'x' } },
        package_terms: { GOLD: { down_payment_percent: 120, price_freeze: true, financing_plan: true } },
        extra: 1,
      },
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors.slug).toEqual([VALIDATION_TEXTS.en['development.slugInvalid']]);
    expect(errors.code).toEqual([VALIDATION_TEXTS.en['development.codeInvalid']]);
    expect(errors.name).toEqual([VALIDATION_TEXTS.en['development.nameRequired']]);
    expect(errors.latitude).toEqual([VALIDATION_TEXTS.en['development.latitudeRange']]);
    expect(errors.status).toEqual([VALIDATION_TEXTS.en['development.statusInvalid']]);
    expect(errors['facts.apartments']).toEqual([VALIDATION_TEXTS.en['development.factRange']]);
    expect(errors['distances.0.label.en']).toEqual([VALIDATION_TEXTS.en['development.distanceLabelRequired']]);
    expect(errors['distances.0.minutes']).toEqual([VALIDATION_TEXTS.en['development.minutesRange']]);
    expect(errors['package_terms.GOLD.down_payment_percent']).toEqual([VALIDATION_TEXTS.en['development.percentRange']]);
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['pages', 'extra', 'package_terms.PREMIUM', 'package_terms.BLACK']));
    // A reserved slug would shadow an address of the app.
    const reserved = await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('admin', 'ADM') });
    expect(reserved.json().errors).toEqual({ slug: [VALIDATION_TEXTS.es['development.slugInvalid']] });
    expect((await t.database.db.select().from(developments)).length).toBe(3);
  });

  it('takes package prices only for unit types the development has, and shows them only when set', async () => {
    const missing = await send('PUT', '/api/developments/tulum', {
      caller: who.admin,
      body: developmentBody('tulum', 'TUL', { package_prices: [{ typology: '2R', package: 'GOLD', amount: 100 }] }),
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ package_prices: ['Este desarrollo no tiene esa tipología: agréguela antes de darle un precio.'] });
    expect((await send('POST', '/api/developments/tulum/typologies', { caller: who.admin, body: typologyBody('2R') })).statusCode).toBe(201);
    const before = developmentDetailSchema.parse((await send('GET', '/api/developments/tulum')).json());
    expect(before.package_prices).toEqual([]);
    const priced = await send('PUT', '/api/developments/tulum', {
      caller: who.admin,
      body: developmentBody('tulum', 'TUL', { package_prices: [{ typology: '2R', package: 'GOLD', amount: 185000.5 }, { typology: '2R', package: 'BLACK', amount: 420000 }] }),
    });
    expect(priced.statusCode).toBe(200);
    const after = developmentDetailSchema.parse((await send('GET', '/api/developments/tulum')).json());
    expect(after.package_prices).toEqual([
      { typology: '2R', package: 'GOLD', amount: 185000.5 },
      { typology: '2R', package: 'BLACK', amount: 420000 },
    ]);
    const repeated = await send('PUT', '/api/developments/tulum', {
      caller: who.admin,
      body: developmentBody('tulum', 'TUL', { package_prices: [{ typology: '2R', package: 'GOLD', amount: 1 }, { typology: '2R', package: 'GOLD', amount: 2 }] }),
    });
    expect(repeated.json().errors.package_prices).toEqual([VALIDATION_TEXTS.es['development.priceRepeated']]);
  });

  it('replaces a development, slug included: the old slug answers 404, the new one the change', async () => {
    await send('GET', '/api/developments/tulum', { lang: 'es' });
    const res = await send('PUT', '/api/developments/tulum', { caller: who.admin, body: developmentBody('tulum-norte', 'TUL', { name: 'Tulum Norte', status: 'sold_out' }) });
    expect(res.statusCode).toBe(200);
    expect(adminDevelopmentSchema.parse(res.json().development)).toMatchObject({ slug: 'tulum-norte', name: 'Tulum Norte', status: 'sold_out' });
    expect((await send('GET', '/api/developments/tulum')).statusCode).toBe(404);
    expect(developmentDetailSchema.parse((await send('GET', '/api/developments/tulum-norte')).json()).name).toBe('Tulum Norte');
    expect((await send('PUT', '/api/developments/nowhere', { caller: who.admin, body: developmentBody('nowhere', 'NW') })).statusCode).toBe(404);
    const id = res.json().development.id as number;
    expect(await auditOf(id)).toEqual(expect.arrayContaining(['development.create', 'typology.create', 'development.update']));
    const [update] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.developmentId, id), eq(auditLog.action, 'development.update'))).orderBy(auditLog.id);
    expect(update!.details).toMatchObject({ slug: 'tulum' });
  });

  it('duplicates everything but the units: new unit-type ids, the same pictures, coming soon and last', async () => {
    const [pdc] = await t.database.db.select().from(developments).where(eq(developments.slug, 'playa-del-carmen'));
    // A photo on the source, to see it shared by the copy.
    const { saveImage } = await import('../../../src/images/image-repository');
    const { processImage } = await import('../../../src/images/image-processing');
    const { picture } = await import('./fixtures');
    const imageId = await saveImage(t.database.db, await processImage(await picture(400, 300, '#aa7733').png().toBuffer(), { effort: 0 }));
    await t.database.db.insert(developmentPhotos).values({ developmentId: pdc!.id, page: 'amenities', imageId, position: 0, isCover: true, alt: { es: 'Alberca', en: 'Pool', fr: 'Piscine' } });
    // One price of the demo's changed, to see the copy take the development's own prices.
    await t.database.db.update(packagePrices).set({ amount: 250000 }).where(and(eq(packagePrices.typologyId, 34), eq(packagePrices.package, 'PREMIUM')));

    const res = await send('POST', '/api/developments/playa-del-carmen/duplicate', { caller: who.admin, body: { slug: 'cancun', code: 'cun', name: 'Kaanal Cancún' } });
    expect(res.statusCode).toBe(201);
    const copy = adminDevelopmentSchema.parse(res.json().development);
    expect(copy).toMatchObject({ slug: 'cancun', code: 'CUN', name: 'Kaanal Cancún', status: 'coming_soon', units: 0, city: 'Playa del Carmen' });
    expect(copy.position).toBeGreaterThan(3);
    expect(copy.facts).toEqual({ apartments: 81, levels: 7, area_m2: 754, min_unit_m2: 35, max_unit_m2: 106, products: 5000 });
    expect(copy.pages.detail.es).toBe(pdc!.pages.detail!.es);
    expect(copy.typologies.map((x) => x.code).sort()).toEqual(['1R', '2R', '3R', 'EG', 'EPH', 'ESP', 'PH']);
    expect(copy.typologies.every((x) => x.id >= 100)).toBe(true);
    expect(copy.typologies.every((x) => !x.in_use)).toBe(true);
    expect(copy.package_prices).toEqual(demoPackagePriceList().map((p) => (p.typology === '2R' && p.package === 'PREMIUM' ? { ...p, amount: 250000 } : p)));
    const photos = await t.database.db.select().from(developmentPhotos).where(eq(developmentPhotos.developmentId, copy.id));
    expect(photos).toEqual([expect.objectContaining({ page: 'amenities', imageId, isCover: true, alt: { es: 'Alberca', en: 'Pool', fr: 'Piscine' } })]);
    expect(await t.database.db.select().from(properties).where(eq(properties.developmentId, copy.id))).toEqual([]);
    expect(await auditOf(copy.id)).toEqual(['development.duplicate']);

    const taken = await send('POST', '/api/developments/playa-del-carmen/duplicate', { caller: who.admin, body: { slug: 'cancun', code: 'CUN2', name: 'Otra' } });
    expect(taken.statusCode).toBe(409);
    expect((await send('POST', '/api/developments/nowhere/duplicate', { caller: who.admin, body: { slug: 'x-y', code: 'XY', name: 'X' } })).statusCode).toBe(404);
    expect((await send('POST', '/api/developments/playa-del-carmen/duplicate', { caller: who.admin, body: { slug: 'x-y' } })).statusCode).toBe(422);
  });

  it('archives (DELETE): gone from the public site (404), still in the Admin’s list', async () => {
    expect((await send('GET', '/api/developments/cancun')).statusCode).toBe(200);
    const res = await send('DELETE', '/api/developments/cancun', { caller: who.admin, lang: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Development archived', development: { slug: 'cancun', status: 'archived' } });
    expect((await send('GET', '/api/developments/cancun')).statusCode).toBe(404);
    expect(developmentListSchema.parse((await send('GET', '/api/developments')).json()).map((d) => d.slug)).not.toContain('cancun');
    const admin = adminDevelopmentListSchema.parse((await send('GET', '/api/admin/developments', { caller: who.admin })).json());
    expect(admin.find((d) => d.slug === 'cancun')).toMatchObject({ status: 'archived', units: 0 });
    expect(admin.find((d) => d.slug === 'playa-del-carmen')).toMatchObject({ first: true, units: 81 });
    expect(adminDevelopmentSchema.parse((await send('GET', '/api/admin/developments/cancun', { caller: who.admin })).json()).status).toBe('archived');
    expect((await send('GET', '/api/admin/developments/nowhere', { caller: who.admin })).statusCode).toBe(404);
    // Brought back by choosing another status.
    const body = developmentBody('cancun', 'CUN', { status: 'coming_soon' });
    expect((await send('PUT', '/api/developments/cancun', { caller: who.admin, body })).statusCode).toBe(200);
    expect((await send('GET', '/api/developments/cancun')).statusCode).toBe(200);
  });

  it('reorders: the first browsable development becomes "first", the seed’s paths follow it', async () => {
    const list = adminDevelopmentListSchema.parse((await send('GET', '/api/admin/developments', { caller: who.admin })).json());
    const slugs = list.map((d) => d.slug);
    const reordered = ['miami', 'tulum-norte', ...slugs.filter((s) => s !== 'miami' && s !== 'tulum-norte')];
    const res = await send('PUT', '/api/developments/order', { caller: who.admin, body: { slugs: reordered } });
    expect(res.statusCode).toBe(200);
    const pub = developmentListSchema.parse((await send('GET', '/api/developments')).json());
    expect(pub.map((d) => d.slug)).toEqual(reordered);
    // Miami is coming soon: the first browsable one is the sold-out Tulum Norte.
    expect(pub.filter((d) => d.first).map((d) => d.slug)).toEqual(['tulum-norte']);
    const incomplete = await send('PUT', '/api/developments/order', { caller: who.admin, body: { slugs: ['miami'] }, lang: 'en' });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({ slugs: ['Give every development once, leaving none out.'] });
    expect((await send('PUT', '/api/developments/order', { caller: who.admin, body: { slugs: [...reordered, 'nowhere'] } })).statusCode).toBe(422);
    expect((await send('PUT', '/api/developments/order', { caller: who.admin, body: { slugs: [...reordered, 'miami'] } })).statusCode).toBe(422);
    // Back to the seed's order for the other tests.
    expect((await send('PUT', '/api/developments/order', { caller: who.admin, body: { slugs } })).statusCode).toBe(200);
    expect(developmentListSchema.parse((await send('GET', '/api/developments')).json())[0]).toMatchObject({ slug: 'playa-del-carmen', first: true });
  });

  it('refuses every write to anyone but an Admin: 401 without a session, 403 for other types', async () => {
    const body = developmentBody('nadie', 'NADIE');
    const writes = [
      ['POST', '/api/developments', body],
      ['PUT', '/api/developments/tulum-norte', body],
      ['DELETE', '/api/developments/tulum-norte', undefined],
      ['POST', '/api/developments/tulum-norte/duplicate', { slug: 'n', code: 'NN', name: 'n' }],
      ['PUT', '/api/developments/order', { slugs: ['miami'] }],
      ['GET', '/api/admin/developments', undefined],
      ['GET', '/api/admin/developments/miami', undefined],
    ] as const;
    for (const [method, url, payload] of writes) {
      expect((await send(method, url, { body: payload })).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, { body: payload, caller: who.guest })).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(method, url, { body: payload, caller: who.owner })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.database.db.select().from(developments).where(eq(developments.slug, 'tulum-norte')))[0]!.status).toBe('sold_out');
  });
});
