import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { itemWriteResponseSchema } from '@vitrina/contracts';
import { images, imageVariants, items } from '../../../src/db/schema';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { ADMIN_EMAIL, GUEST_EMAIL, callerFor, multipart, picture, pngBomb, type Caller } from './fixtures';

describe(`catalogue: picture uploads (${testDbKind})`, () => {
  let t: TestApp;
  let admin: Caller;
  let guest: Caller;
  let itemIds: number[];
  beforeAll(async () => {
    t = await buildTestApp({ demo: true });
    admin = await callerFor(t.database.db, ADMIN_EMAIL);
    guest = await callerFor(t.database.db, GUEST_EMAIL);
    itemIds = (await t.database.db.select({ id: items.id }).from(items).orderBy(items.id).limit(20)).map((r) => r.id);
  });
  afterAll(() => t?.close());

  const upload = async (itemId: number, bytes: Buffer, options: Parameters<typeof multipart>[1] = {}, caller: Caller = admin, headers: Record<string, string> = {}) => {
    const form = await multipart(bytes, options);
    return t.app.inject({ method: 'POST', url: `/api/items/upload/${itemId}`, payload: form.payload, headers: { ...caller.headers, ...form.headers, ...headers } });
  };
  const imageCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;
  const variantCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(imageVariants))[0]!.n;

  it.each([
    ['JPEG', () => picture(1500, 1000, '#aa3311').jpeg().toBuffer(), [320, 640, 1280]],
    ['PNG', () => picture(700, 500, '#11aa33').png().toBuffer(), [320, 640]],
    ['WebP', () => picture(400, 300, '#3311aa').webp().toBuffer(), [320]],
    ['AVIF', () => picture(96, 64, '#aaaa11').avif({ effort: 0 }).toBuffer(), [96]],
  ] as const)('accepts a %s, judged by content whatever its name, and links it to the item', async (format, make, widths) => {
    const index = ['JPEG', 'PNG', 'WebP', 'AVIF'].indexOf(format);
    const itemId = itemIds[index]!;
    // A misleading name and type on purpose: only the bytes count.
    const res = await upload(itemId, await make(), { filename: 'photo.txt', type: 'text/plain' });
    expect(res.statusCode, res.body).toBe(200);
    const body = itemWriteResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.message).toBe('Imagen asociada al ítem con éxito');
    expect(body.item.id).toBe(itemId);
    const [row] = await t.database.db.select({ hash: images.hash, color: images.dominantColor }).from(items).innerJoin(images, eq(images.id, items.imageId)).where(eq(items.id, itemId));
    const shown = widths.filter((w) => w <= 640).at(-1) ?? widths[0];
    expect(body.item.image).toBe(`/api/images/${row!.hash}?w=${shown}`);
    expect(body.item.image_srcset).toBe(widths.map((w) => `/api/images/${row!.hash}?w=${w} ${w}w`).join(', '));
    expect(body.item.image_width).toBe(shown);
    expect(body.item.image_color).toBe(row!.color);
    expect(body.item.image_height).toBeGreaterThan(0);
    // Every rendition is WebP and carries no metadata.
    for (const w of widths) {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${row!.hash}?w=${w}` });
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(w);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('answers in the language asked', async () => {
    const res = await upload(itemIds[4]!, await picture(50, 50).png().toBuffer(), {}, admin, { 'accept-language': 'fr' });
    expect(res.json().message).toBe('Image associée à l’article avec succès');
  });

  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    ['a renamed text file', async () => Buffer.from('This is not a picture, whatever its name says.\n'.repeat(20)), 415, 'unsupported_media_type'],
    [
      'an SVG',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(1)</script><rect width="100" height="100"/></svg>'),
      415,
      'unsupported_media_type',
    ],
    ['a GIF', () => picture(20, 20).gif().toBuffer(), 415, 'unsupported_media_type'],
    ['a TIFF', () => picture(20, 20).tiff().toBuffer(), 415, 'unsupported_media_type'],
    ['a truncated JPEG', async () => (await picture(400, 300).jpeg().toBuffer()).subarray(0, 200), 415, 'unsupported_media_type'],
    ['a pixel bomb (a tiny PNG declaring 20000 × 20000)', async () => pngBomb(20_000, 20_000), 413, 'payload_too_large'],
  ];

  it.each(refusals)('refuses %s with a clear, translated message and stores nothing', async (_what, make, status, code) => {
    const [images0, variants0] = [await imageCount(), await variantCount()];
    const [before] = await t.database.db.select({ imageId: items.imageId }).from(items).where(eq(items.id, itemIds[10]!));
    const res = await upload(itemIds[10]!, await make(), { filename: 'picture.jpg', type: 'image/jpeg' }, admin, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.message).toMatch(status === 413 ? /more than 50 megapixels/ : /(JPEG, PNG, WebP or AVIF|could not be read)/);
    expect([await imageCount(), await variantCount()]).toEqual([images0, variants0]);
    const [after] = await t.database.db.select({ imageId: items.imageId }).from(items).where(eq(items.id, itemIds[10]!));
    expect(after).toEqual(before);
  });

  it('refuses a file over 10 MB with 413 JSON (not a crash) and stores nothing', async () => {
    const images0 = await imageCount();
    const big = Buffer.concat([await picture(100, 100).png().toBuffer(), Buffer.alloc(10 * 1024 * 1024 + 1, 7)]);
    const res = await upload(itemIds[11]!, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: 'payload_too_large', message: 'La imagen pesa más de 10 MB. Suba un archivo más pequeño.' });
    expect(await imageCount()).toBe(images0);
    // The server is still fine afterwards.
    expect((await upload(itemIds[11]!, await picture(40, 40).png().toBuffer())).statusCode).toBe(200);
  });

  it('over a real socket too, a 30 MB upload answers 413 and the process keeps serving', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const images0 = await imageCount();
    const form = new FormData();
    const bytes = Buffer.concat([await picture(10, 10).png().toBuffer(), Buffer.alloc(30 * 1024 * 1024, 1)]);
    form.append('image', new Blob([new Uint8Array(bytes)]), 'big.png');
    const res = await fetch(`${address}/api/items/upload/${itemIds[11]}`, { method: 'POST', body: form, headers: admin.headers });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await imageCount()).toBe(images0);
    expect((await fetch(`${address}/api/getItem/${itemIds[11]}`)).status).toBe(200);
  });

  it('an unknown item answers 404 after the picture was processed, and the stored picture is rolled back', async () => {
    const [images0, variants0] = [await imageCount(), await variantCount()];
    const res = await upload(999_999, await picture(800, 600, '#123456').jpeg().toBuffer());
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect([await imageCount(), await variantCount()]).toEqual([images0, variants0]);
    const form = await multipart(await picture(40, 40).png().toBuffer());
    const malformed = await t.app.inject({ method: 'POST', url: '/api/items/upload/abc', payload: form.payload, headers: { ...admin.headers, ...form.headers } });
    expect(malformed.statusCode).toBe(422);
  });

  it('needs the multipart field "image": a missing field is 422, a JSON body 415', async () => {
    const wrongField = await upload(itemIds[12]!, await picture(40, 40).png().toBuffer(), { field: 'file' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json()).toMatchObject({ message: '¡Por favor, selecciona un ítem y una imagen!', errors: { image: ['¡Por favor, selecciona un ítem y una imagen!'] } });
    const json = await t.app.inject({ method: 'POST', url: `/api/items/upload/${itemIds[12]}`, payload: { image: 'x' }, headers: admin.headers });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
  });

  it('is for Admins only: 401 anonymous, 403 a guest', async () => {
    const bytes = await picture(40, 40).png().toBuffer();
    expect((await upload(itemIds[13]!, bytes, {}, { headers: {} })).statusCode).toBe(401);
    expect((await upload(itemIds[13]!, bytes, {}, guest)).statusCode).toBe(403);
  });

  it('replacing a picture deletes the old one once no item shows it, and the lists change at once', async () => {
    const itemId = itemIds[14]!;
    const [item] = await t.database.db.select({ category: items.category, typology: items.typology }).from(items).where(eq(items.id, itemId));
    const url = `/api/items/category?category=${item!.category}&typology=${item!.typology}`;
    const first = await upload(itemId, await picture(330, 200, '#010203').png().toBuffer());
    const oldHash = /images\/(\w+)\?/.exec(first.json().item.image)![1]!;
    const listed = await t.app.inject({ method: 'GET', url });
    const etag = listed.headers.etag as string;
    expect(listed.json().find((i: { id: number }) => i.id === itemId).image).toBe(first.json().item.image);

    const second = await upload(itemId, await picture(330, 200, '#fefdfc').png().toBuffer());
    expect(second.json().item.image).not.toBe(first.json().item.image);
    expect(await t.database.db.select().from(images).where(eq(images.hash, oldHash))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/images/${oldHash}` })).statusCode).toBe(404);
    const relisted = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(relisted.statusCode).toBe(200);
    expect(relisted.json().find((i: { id: number }) => i.id === itemId).image).toBe(second.json().item.image);
  });

  it('replacing a picture while another item takes it up: that item keeps it (parallel rounds)', async () => {
    const [first, second] = [itemIds[16]!, itemIds[17]!];
    for (let round = 0; round < 5; round++) {
      const shared = await picture(64, 64, `#0${round}0${round}0${round}`).png().toBuffer();
      expect((await upload(first, shared)).statusCode).toBe(200);
      const [replace, takeUp] = await Promise.all([
        upload(first, await picture(64, 64, `#f${round}f${round}f${round}`).png().toBuffer()),
        upload(second, shared),
      ]);
      expect([replace.statusCode, takeUp.statusCode]).toEqual([200, 200]);
      const [row] = await t.database.db.select({ hash: images.hash }).from(items).innerJoin(images, eq(images.id, items.imageId)).where(eq(items.id, second));
      expect(takeUp.json().item.image).toBe(`/api/images/${row!.hash}?w=64`);
    }
  });

  it('GET /images/{hash} serves WebP for good: immutable, nosniff, ETag and 304; nearest width not above', async () => {
    const res0 = await upload(itemIds[15]!, await picture(1400, 700, '#224466').jpeg().toBuffer());
    const hash = /images\/(\w+)\?/.exec(res0.json().item.image)![1]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/images/${hash}?w=1000` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe(`"${hash}-640"`);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(640);
    const widthOf = async (w: string) => (await sharp((await t.app.inject({ method: 'GET', url: `/api/images/${hash}${w}` })).rawPayload).metadata()).width;
    expect(await widthOf('?w=100')).toBe(320); // nothing that small: the smallest
    expect(await widthOf('?w=5000')).toBe(1280);
    expect(await widthOf('')).toBe(640);
    const again = await t.app.inject({ method: 'GET', url: `/api/images/${hash}?w=640`, headers: { 'if-none-match': res.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('GET /images answers 404 for an unknown hash and 422 for a malformed one or width', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/images/${'a'.repeat(64)}`, headers: { 'accept-language': 'en' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'We could not find that image.' });
    for (const url of ['/api/images/not-a-hash', `/api/images/${'A'.repeat(64)}`, `/api/images/${'a'.repeat(64)}?w=abc`, `/api/images/${'a'.repeat(64)}?w=0`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('validation_failed');
    }
  });
});
