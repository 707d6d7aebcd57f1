// A development's photos (issue 21): upload through the picture pipeline (415 for what is not
// a picture, 422 for an unknown page, 409 past the page's maximum), alt text, one cover per
// page, order, removal (the picture goes when nothing else shows it), and the public answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PHOTOS_PER_PAGE_MAX, VALIDATION_TEXTS, adminDevelopmentSchema, developmentDetailSchema, developmentListSchema, type AdminPhoto } from '@vitrina/contracts';
import { auditLog, developmentPhotos, developments, images } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { callers, developmentBody, picture, requester, type Callers } from './fixtures';

/** multipart/form-data with text fields and one file, in the given order. */
async function form(parts: ([name: string, value: string] | [name: string, file: Buffer])[]) {
  const data = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value)], { type: 'application/octet-stream' }), 'upload.bin');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe(`developments: photos (${testDbKind})`, () => {
  let t: TestApp;
  let who: Callers;
  const send = requester(() => t.app);
  let png: Buffer;
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    who = await callers(t.database.db);
    png = await picture(1200, 800, '#225588').png().toBuffer();
    expect((await send('POST', '/api/developments', { caller: who.admin, body: developmentBody('sayulita', 'SAY') })).statusCode).toBe(201);
  });
  afterAll(() => t?.close());

  const upload = async (page: string, bytes: Buffer, order: 'page-first' | 'file-first' = 'page-first', slug = 'sayulita') =>
    send('POST', `/api/developments/${slug}/photos`, {
      caller: who.admin,
      multipart: await form(order === 'page-first' ? [['page', page], ['image', bytes]] : [['image', bytes], ['page', page]]),
    });
  const photosOf = async (page: string): Promise<AdminPhoto[]> =>
    adminDevelopmentSchema.parse((await send('GET', '/api/admin/developments/sayulita', { caller: who.admin })).json()).photos.filter((p) => p.page === page);

  it('adds photos to a page, the page field before or after the file, as WebP with responsive widths', async () => {
    const first = await upload('amenities', png);
    expect(first.statusCode).toBe(201);
    expect(first.json().message).toBe('Foto agregada');
    const second = await upload('amenities', await picture(600, 900, '#884422').jpeg().toBuffer(), 'file-first');
    expect(second.statusCode).toBe(201);
    const photos = await photosOf('amenities');
    expect(photos.map((p) => [p.position, p.cover])).toEqual([
      [0, false],
      [1, false],
    ]);
    expect(photos[0]!.picture).toMatchObject({ url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\?w=640$/), width: 640, height: 427 });
    // Every stored width, none above the upload's own (1200 px: no 1280).
    expect(photos[0]!.picture.srcset).toMatch(/^\/api\/images\/[0-9a-f]{64}\?w=320 320w, \/api\/images\/[0-9a-f]{64}\?w=640 640w$/);
    const pub = developmentDetailSchema.parse((await send('GET', '/api/developments/sayulita')).json());
    expect(pub.pages.amenities.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));
    expect(pub.pages.project.photos).toEqual([]);
    // No project photo: the card shows the first photo of any page.
    expect(developmentListSchema.parse((await send('GET', '/api/developments')).json()).find((d) => d.slug === 'sayulita')!.cover?.url).toBe(photos[0]!.picture.url);
  });

  it('refuses what is not a picture (415), an unknown page (422), no file (422), another development (404)', async () => {
    const pdf = await upload('amenities', Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().code).toBe('unsupported_media_type');
    expect((await upload('amenities', Buffer.from('hello, just text'))).statusCode).toBe(415);
    const page = await send('POST', '/api/developments/sayulita/photos', { caller: who.admin, multipart: await form([['page', 'lobby'], ['image', png]]), lang: 'en' });
    expect(page.statusCode).toBe(422);
    expect(page.json().errors).toEqual({ page: [VALIDATION_TEXTS.en['development.pageInvalid']] });
    expect((await send('POST', '/api/developments/sayulita/photos', { caller: who.admin, multipart: await form([['image', png]]) })).json().errors).toEqual({ page: [VALIDATION_TEXTS.es['development.pageInvalid']] });
    expect((await send('POST', '/api/developments/sayulita/photos', { caller: who.admin, multipart: await form([['page', 'amenities']]) })).statusCode).toBe(422);
    expect((await upload('amenities', png, 'page-first', 'nowhere')).statusCode).toBe(404);
    expect((await send('POST', '/api/developments/sayulita/photos', { caller: who.admin, body: { page: 'amenities' } })).statusCode).toBe(415);
    expect(await photosOf('amenities')).toHaveLength(2);
  });

  it('keeps one cover per page: setting one unsets the other; alt text in every language, shown in the asked one', async () => {
    const [a, b] = await photosOf('amenities');
    const alt = { es: 'Alberca en la azotea', en: 'Rooftop pool', fr: '' };
    expect((await send('PUT', `/api/development-photos/${a!.id}`, { caller: who.admin, body: { alt, cover: true } })).statusCode).toBe(200);
    const res = await send('PUT', `/api/development-photos/${b!.id}`, { caller: who.admin, body: { alt: { es: 'Gimnasio' }, cover: true } });
    expect(res.statusCode).toBe(200);
    const photos = await photosOf('amenities');
    expect(photos.filter((p) => p.cover).map((p) => p.id)).toEqual([b!.id]);
    expect(photos.find((p) => p.id === a!.id)!.alt).toEqual(alt);
    const [dev] = await t.database.db.select().from(developments).where(eq(developments.slug, 'sayulita'));
    const covers = await t.database.db.select().from(developmentPhotos).where(eq(developmentPhotos.isCover, true));
    expect(covers.filter((r) => r.developmentId === dev!.id).map((r) => [r.page, r.id])).toEqual([['amenities', b!.id]]);
    // Publicly: the cover first, alt text in the asked language (French empty → Spanish).
    const fr = developmentDetailSchema.parse((await send('GET', '/api/developments/sayulita', { lang: 'fr' })).json());
    expect(fr.pages.amenities.photos.map((p) => [p.id, p.cover, p.alt])).toEqual([
      [b!.id, true, 'Gimnasio'],
      [a!.id, false, 'Alberca en la azotea'],
    ]);
    const en = developmentDetailSchema.parse((await send('GET', '/api/developments/sayulita', { lang: 'en' })).json());
    expect(en.pages.amenities.photos[1]!.alt).toBe('Rooftop pool');
    const bad = await send('PUT', `/api/development-photos/${a!.id}`, { caller: who.admin, body: { alt: { es: 'x'.repeat(201) }, cover: 'yes' } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['alt.es', 'cover']);
    expect((await send('PUT', '/api/development-photos/999999', { caller: who.admin, body: { alt: {}, cover: false } })).statusCode).toBe(404);
  });

  it('reorders a page’s photos (every photo once, else 422)', async () => {
    const third = await upload('amenities', await picture(300, 300, '#aaaaaa').png().toBuffer());
    expect(third.statusCode).toBe(201);
    const ids = (await photosOf('amenities')).sort((x, y) => x.position - y.position).map((p) => p.id);
    const reversed = [...ids].reverse();
    const res = await send('PUT', '/api/developments/sayulita/photos/order', { caller: who.admin, body: { page: 'amenities', ids: reversed } });
    expect(res.statusCode).toBe(200);
    expect((await photosOf('amenities')).sort((x, y) => x.position - y.position).map((p) => p.id)).toEqual(reversed);
    const mismatch = await send('PUT', '/api/developments/sayulita/photos/order', { caller: who.admin, body: { page: 'amenities', ids: reversed.slice(1) }, lang: 'en' });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ ids: ['Give every photo of the page once, leaving none out.'] });
    expect((await send('PUT', '/api/developments/sayulita/photos/order', { caller: who.admin, body: { page: 'location', ids } })).statusCode).toBe(422);
    expect((await send('PUT', '/api/developments/nowhere/photos/order', { caller: who.admin, body: { page: 'amenities', ids } })).statusCode).toBe(404);
    // Publicly: the cover first, then the new order.
    const pub = developmentDetailSchema.parse((await send('GET', '/api/developments/sayulita')).json());
    const cover = pub.pages.amenities.photos[0]!;
    expect(cover.cover).toBe(true);
    expect(pub.pages.amenities.photos.map((p) => p.id)).toEqual([cover.id, ...reversed.filter((id) => id !== cover.id)]);
  });

  it('removes a photo, and its picture unless a duplicate’s photo still shows it', async () => {
    expect((await send('POST', '/api/developments/sayulita/duplicate', { caller: who.admin, body: { slug: 'sayulita-2', code: 'SAY2', name: 'Sayulita 2' } })).statusCode).toBe(201);
    const photos = await photosOf('amenities');
    const shared = photos[0]!;
    const imageIdOf = async (photoId: number) => (await t.database.db.select().from(developmentPhotos).where(eq(developmentPhotos.id, photoId)))[0]!.imageId;
    const imageId = await imageIdOf(shared.id);
    expect((await send('DELETE', `/api/development-photos/${shared.id}`, { caller: who.admin })).statusCode).toBe(200);
    expect(await t.database.db.select().from(images).where(eq(images.id, imageId))).toHaveLength(1);
    const [copy] = await t.database.db.select().from(developmentPhotos).where(eq(developmentPhotos.imageId, imageId));
    expect((await send('DELETE', `/api/development-photos/${copy!.id}`, { caller: who.admin })).statusCode).toBe(200);
    expect(await t.database.db.select().from(images).where(eq(images.id, imageId))).toEqual([]);
    expect((await send('DELETE', `/api/development-photos/${copy!.id}`, { caller: who.admin })).statusCode).toBe(404);
    const [dev] = await t.database.db.select().from(developments).where(eq(developments.slug, 'sayulita'));
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.developmentId, dev!.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['photo.add', 'photo.update', 'photo.reorder', 'photo.delete']));
  });

  it(`takes at most ${PHOTOS_PER_PAGE_MAX} photos per page (409 past it)`, async () => {
    const [dev] = await t.database.db.select().from(developments).where(eq(developments.slug, 'sayulita'));
    const [some] = await t.database.db.select().from(images).limit(1);
    await t.database.db.insert(developmentPhotos).values(Array.from({ length: PHOTOS_PER_PAGE_MAX }, (_, i) => ({ developmentId: dev!.id, page: 'invest', imageId: some!.id, position: i })));
    const res = await send('POST', '/api/developments/sayulita/photos', { caller: who.admin, multipart: await form([['page', 'invest'], ['image', png]]), lang: 'en' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`This page already has ${PHOTOS_PER_PAGE_MAX} photos, the most it can have. Remove one before adding another.`);
    expect((await upload('location', png)).statusCode).toBe(201);
  });

  it('refuses every photo write to anyone but an Admin', async () => {
    const [photo] = await photosOf('amenities');
    const cells = [
      ['POST', '/api/developments/sayulita/photos', { multipart: await form([['page', 'amenities'], ['image', png]]) }],
      ['PUT', `/api/development-photos/${photo!.id}`, { body: { alt: {}, cover: false } }],
      ['PUT', '/api/developments/sayulita/photos/order', { body: { page: 'amenities', ids: [photo!.id] } }],
      ['DELETE', `/api/development-photos/${photo!.id}`, {}],
    ] as const;
    for (const [method, url, options] of cells) {
      expect((await send(method, url, options)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(method, url, { ...options, caller: who.owner })).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await photosOf('amenities')).map((p) => p.id)).toContain(photo!.id);
  });
});
