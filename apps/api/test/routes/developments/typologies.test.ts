// Unit types of a development (issue 21): create, edit, remove (refused while units or the
// catalogue depend on it), their cover and floor plan (a picture, or a PDF served by
// GET /api/files/{hash}), and what the public answer shows of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VALIDATION_TEXTS, adminDevelopmentSchema, developmentDetailSchema } from '@vitrina/contracts';
import { auditLog, developments, images, properties, storedFiles, typologies } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { callers, developmentBody, multipart, picture, requester, typologyBody, type Callers } from './fixtures';

/** A small, real PDF: the header, one empty page, the trailer. */
function pdfBytes(note = 'plan'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n% ${note}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

describe(`developments: unit types (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
    expect((await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('merida', 'MID') })).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  const typologyOf = async (slug: string, code: string) => {
    const dev = adminDevelopmentSchema.parse((await send('GET', `/api/admin/developments/${slug}`, { caller: who.admin })).json());
    return dev.typologies.find((x) => x.code === code)!;
  };

  it('adds a unit type (201, id from 100 on), shown publicly in the request’s language; a code twice → 409', async () => {
    const res = await send('POST', '/api/developments/merida/typologies', { caller: who.admin, body: typologyBody('1R'), lang: 'fr' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Typologie créée avec succès');
    const created = adminDevelopmentSchema.parse(res.json().development).typologies[0]!;
    expect(created).toMatchObject({ code: '1R', size_m2: 64, bedrooms: 1, in_use: false, cover: null, floor_plan: null });
    expect(created.id).toBeGreaterThanOrEqual(100);
    const pub = developmentDetailSchema.parse((await send('GET', '/api/developments/merida', { lang: 'en' })).json());
    expect(pub.typologies).toEqual([expect.objectContaining({ id: created.id, name: 'Test apartment', description: 'CONDO Depto. -Prueba' })]);
    const twice = await send('POST', '/api/developments/merida/typologies', { caller: who.admin, body: typologyBody('1R') });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors).toEqual({ code: ['Este desarrollo ya tiene una tipología con ese código.'] });
    expect((await send('POST', '/api/developments/nowhere/typologies', { caller: who.admin, body: typologyBody('2R') })).statusCode).toBe(404);
    const bad = await send('POST', '/api/developments/merida/typologies', { caller: who.admin, body: typologyBody('9X' as '1R', { size_m2: 0, name: { es: 'x', en: '', fr: 'x' } }) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      code: [VALIDATION_TEXTS.es['development.typologyUnknown']],
      size_m2: [VALIDATION_TEXTS.es['development.sizeRange']],
      'name.en': [VALIDATION_TEXTS.es['development.typologyNameRequired']],
    });
  });

  it('edits a unit type; a code change is refused while the catalogue depends on it', async () => {
    const own = await typologyOf('merida', '1R');
    const edited = await send('PUT', `/api/typologies/${own.id}`, { caller: who.admin, body: typologyBody('1R', { size_m2: 70, name: { es: 'Uno', en: 'One', fr: 'Un' } }) });
    expect(edited.statusCode).toBe(200);
    expect(adminDevelopmentSchema.parse(edited.json().development).typologies[0]).toMatchObject({ size_m2: 70, name: { es: 'Uno', en: 'One', fr: 'Un' } });
    // 1R exists in Playa del Carmen too, so Mérida's may change code freely.
    expect((await send('PUT', `/api/typologies/${own.id}`, { caller: who.admin, body: typologyBody('ESP') })).statusCode).toBe(200);
    expect((await send('PUT', `/api/typologies/${own.id}`, { caller: who.admin, body: typologyBody('1R') })).statusCode).toBe(200);
    // Once a unit uses it, its code stays (its units were sold as that type).
    const [dev] = await t.database.db.select().from(developments).where(eq(developments.slug, 'merida'));
    await t.database.db.insert(properties).values({ developmentId: dev!.id, typologyId: own.id, name: 'MID-101', description: 'CONDO Depto.- 1 Recamara', number: '101', floor: 1, sizeM2: 70 });
    const locked = await send('PUT', `/api/typologies/${own.id}`, { caller: who.admin, body: typologyBody('ESP'), lang: 'en' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors).toEqual({ code: ['The code cannot change: units or catalogue items use this unit type.'] });
    expect((await typologyOf('merida', '1R')).in_use).toBe(true);
    // Another unit type of the same development has that code already.
    expect((await send('PUT', '/api/typologies/34', { caller: who.admin, body: typologyBody('PH') })).json().errors).toEqual({ code: ['Este desarrollo ya tiene una tipología con ese código.'] });
    expect((await send('PUT', '/api/typologies/99999', { caller: who.admin, body: typologyBody('1R') })).statusCode).toBe(404);
  });

  it('refuses to remove a unit type units use, or whose catalogue only it carries; removes an unused one', async () => {
    expect((await typologyOf('playa-del-carmen', '2R')).in_use).toBe(true);
    const withUnits = await send('DELETE', '/api/typologies/34', { caller: who.admin, lang: 'en' });
    expect(withUnits.statusCode).toBe(409);
    expect(withUnits.json().message).toMatch(/^This unit type cannot be removed: \d+ units use it\.$/);

    // Only catalogue items: Mérida's unit type becomes the only EPH (Playa del Carmen's goes, with its units).
    const merida1R = await typologyOf('merida', '1R');
    await t.database.db.delete(properties).where(eq(properties.typologyId, merida1R.id));
    await t.database.db.update(typologies).set({ code: 'EPH' }).where(eq(typologies.id, merida1R.id));
    await t.database.db.delete(properties).where(eq(properties.typologyId, 39));
    await t.database.db.delete(typologies).where(eq(typologies.id, 39));
    const eph = await typologyOf('merida', 'EPH');
    expect(eph.in_use).toBe(true);
    const withItems = await send('DELETE', `/api/typologies/${eph.id}`, { caller: who.admin });
    expect(withItems.statusCode).toBe(409);
    expect(withItems.json().message).toBe('No se puede eliminar la tipología: el catálogo tiene artículos de la tipología EPH y ningún otro desarrollo la tiene.');

    const added = await send('POST', '/api/developments/merida/typologies', { caller: who.admin, body: typologyBody('3R') });
    const unused = adminDevelopmentSchema.parse(added.json().development).typologies.find((x) => x.code === '3R')!;
    expect(unused.in_use).toBe(false);
    const removed = await send('DELETE', `/api/typologies/${unused.id}`, { caller: who.admin });
    expect(removed.statusCode).toBe(200);
    expect(adminDevelopmentSchema.parse(removed.json().development).typologies.map((x) => x.code)).toEqual(['EPH']);
    expect(await t.database.db.select().from(typologies).where(eq(typologies.id, unused.id))).toEqual([]);
    expect((await send('DELETE', `/api/typologies/${unused.id}`, { caller: who.admin })).statusCode).toBe(404);
    const actions = (await t.database.db.select().from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['typology.create', 'typology.update', 'typology.delete']));
  });

  it('takes a cover picture (re-encoded WebP with responsive widths), and refuses what is not a picture (415)', async () => {
    const id = (await typologyOf('merida', 'EPH')).id;
    const png = await picture(1600, 1000).png().toBuffer();
    const res = await send('POST', `/api/typologies/${id}/cover`, { caller: who.admin, multipart: await multipart(png) });
    expect(res.statusCode).toBe(200);
    const cover = adminDevelopmentSchema.parse(res.json().development).typologies[0]!.cover!;
    expect(cover.url).toMatch(/^\/api\/images\/[0-9a-f]{64}\?w=640$/);
    expect(cover.srcset.split(', ')).toHaveLength(3);
    expect(cover).toMatchObject({ width: 640, height: 400 });
    expect((await t.app.inject({ method: 'GET', url: cover.url })).headers['content-type']).toBe('image/webp');
    const text = await send('POST', `/api/typologies/${id}/cover`, { caller: who.admin, multipart: await multipart(Buffer.from('not a picture at all')) });
    expect(text.statusCode).toBe(415);
    expect((await send('POST', `/api/typologies/${id}/cover`, { caller: who.admin, multipart: await multipart(png, { field: 'file' }) })).statusCode).toBe(422);
    // A new cover replaces the old one, whose picture nothing else shows: it goes.
    const oldHash = /images\/([0-9a-f]{64})/.exec(cover.url)![1]!;
    await send('POST', `/api/typologies/${id}/cover`, { caller: who.admin, multipart: await multipart(await picture(800, 800, '#118844').png().toBuffer()) });
    expect(await t.database.db.select().from(images).where(eq(images.hash, oldHash))).toEqual([]);
  });

  it('takes a floor plan as a PDF (kept as uploaded, served inline with immutable caching) or as a picture', async () => {
    const id = (await typologyOf('merida', 'EPH')).id;
    const pdf = pdfBytes();
    const res = await send('POST', `/api/typologies/${id}/floor-plan`, { caller: who.admin, multipart: await multipart(pdf, { field: 'file', filename: 'plano.pdf', type: 'application/pdf' }) });
    expect(res.statusCode).toBe(200);
    const plan = adminDevelopmentSchema.parse(res.json().development).typologies[0]!.floor_plan;
    expect(plan).toEqual({ kind: 'pdf', url: expect.stringMatching(/^\/api\/files\/[0-9a-f]{64}$/), bytes: pdf.length });
    const file = await t.app.inject({ method: 'GET', url: (plan as { url: string }).url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="floor-plan-[0-9a-f]{8}\.pdf"$/);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: (plan as { url: string }).url, headers: { 'if-none-match': file.headers.etag as string } })).statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: `/api/files/${'0'.repeat(64)}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/not-a-hash' })).statusCode).toBe(422);

    // A picture replaces it; the PDF nothing points at any more is dropped.
    const pic = await send('POST', `/api/typologies/${id}/floor-plan`, { caller: who.admin, multipart: await multipart(await picture(900, 600).jpeg().toBuffer(), { field: 'file' }) });
    expect(pic.statusCode).toBe(200);
    const asPicture = adminDevelopmentSchema.parse(pic.json().development).typologies[0]!.floor_plan;
    expect(asPicture).toMatchObject({ kind: 'image', picture: { url: expect.stringMatching(/^\/api\/images\//) } });
    expect(await t.database.db.select({ id: storedFiles.id }).from(storedFiles)).toEqual([]);
    const pub = developmentDetailSchema.parse((await send('GET', '/api/developments/merida')).json());
    expect(pub.typologies[0]!.floor_plan?.kind).toBe('image');

    const bad = await send('POST', `/api/typologies/${id}/floor-plan`, { caller: who.admin, multipart: await multipart(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { field: 'file' }), lang: 'en' });
    expect(bad.statusCode).toBe(415);
    expect(bad.json().message).toBe('The floor plan must be a JPEG, PNG, WebP or AVIF picture, or a PDF.');

    const removed = await send('DELETE', `/api/typologies/${id}/floor-plan`, { caller: who.admin });
    expect(removed.statusCode).toBe(200);
    expect(adminDevelopmentSchema.parse(removed.json().development).typologies[0]!.floor_plan).toBeNull();
  });

  it('refuses every unit-type write to anyone but an Admin', async () => {
    const id = (await typologyOf('merida', 'EPH')).id;
    const png = await picture(64, 64).png().toBuffer();
    const cells = [
      ['POST', '/api/developments/merida/typologies', { body: typologyBody('2R') }],
      ['PUT', `/api/typologies/${id}`, { body: typologyBody('EPH') }],
      ['DELETE', `/api/typologies/${id}`, {}],
      ['POST', `/api/typologies/${id}/cover`, { multipart: await multipart(png) }],
      ['POST', `/api/typologies/${id}/floor-plan`, { multipart: await multipart(pdfBytes(), { field: 'file' }) }],
      ['DELETE', `/api/typologies/${id}/floor-plan`, {}],
    ] as const;
    for (const [method, url, options] of cells) {
      expect((await send(method, url, options)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, { ...options, caller: who.guest })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await typologyOf('merida', 'EPH')).id).toBe(id);
  });
});
