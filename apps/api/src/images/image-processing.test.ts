import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { migrate, type Database } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../../test/helper';
import { images, imageVariants } from '../db/schema';
import { processImage, variantWidths } from './image-processing';
import { saveImage } from './image-repository';
import { ILLUSTRATION_KINDS, illustrationSvg, renderIllustration } from './illustrations';

const solid = (width: number, height: number, background = '#336699') =>
  sharp({ create: { width, height, channels: 3, background } });

describe('processImage', () => {
  it('hashes the pixels, not the file', async () => {
    const a = await processImage(await solid(200, 120).png().toBuffer());
    const b = await processImage(await solid(200, 120).png({ compressionLevel: 9 }).toBuffer());
    const c = await processImage(await solid(200, 120).webp({ lossless: true }).toBuffer());
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(b.hash).toBe(a.hash);
    expect(c.hash).toBe(a.hash);
    // Same bytes in another shape are another picture.
    expect((await processImage(await solid(120, 200).png().toBuffer())).hash).not.toBe(a.hash);
    expect(a.dominantColor).toBe('#336699');
  });

  it('never upscales and keeps a small picture at its own width', async () => {
    expect(variantWidths(200)).toEqual([200]);
    expect(variantWidths(900)).toEqual([320, 640]);
    expect(variantWidths(4000)).toEqual([320, 640, 1280]);
    const small = await processImage(await solid(200, 120).png().toBuffer());
    expect(small.variants.map((v) => [v.width, v.height])).toEqual([[200, 120]]);
    const big = await processImage(await solid(900, 600).jpeg().toBuffer());
    expect(big.variants.map((v) => [v.width, v.height])).toEqual([
      [320, 213],
      [640, 427],
    ]);
    for (const v of big.variants) expect((await sharp(v.data).metadata()).format).toBe('webp');
  });

  it('applies the EXIF orientation and strips metadata', async () => {
    const rotated = await solid(300, 100)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Copyright: 'secret' } })
      .toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const out = await processImage(rotated);
    expect([out.width, out.height]).toEqual([100, 300]);
    const meta = await sharp(out.variants[0]!.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation ?? 1).toBe(1);
  });

  it('refuses pictures over the pixel limit and non-images', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(processImage(huge)).rejects.toThrow();
    await expect(processImage(Buffer.from('not a picture'))).rejects.toThrow();
  });
});

describe('illustrations', () => {
  it('draws every kind as a 4:3 picture with no text', async () => {
    for (const kind of ILLUSTRATION_KINDS) expect(illustrationSvg(kind, 'GOLD')).not.toMatch(/<text/);
    const png = await renderIllustration('sofa', 'PREMIUM');
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([1280, 960]);
    expect(illustrationSvg('sofa', 'GOLD')).not.toBe(illustrationSvg('sofa', 'PREMIUM'));
  });
});

describe('saveImage', () => {
  let database: Database;
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = testDb.database;
    await migrate(database);
  }, 60_000);
  afterAll(async () => {
    await testDb?.drop();
  });

  it('stores a picture once, with its variants, on the database or in a transaction', async () => {
    const first = await processImage(await solid(700, 400, '#aa5500').png().toBuffer());
    const same = await processImage(await solid(700, 400, '#aa5500').webp({ lossless: true }).toBuffer());
    const id = await saveImage(database.db, first);
    expect(await saveImage(database.db, same)).toBe(id);
    const variants = await database.db.select().from(imageVariants).where(eq(imageVariants.imageId, id));
    expect(variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([320, 640]);
    expect(Buffer.compare(variants.find((v) => v.width === 320)!.data, first.variants[0]!.data)).toBe(0);

    const other = await processImage(await solid(100, 100, '#000000').png().toBuffer());
    const otherId = await database.db.transaction((tx) => saveImage(tx, other));
    expect(otherId).not.toBe(id);
    const [row] = await database.db.select().from(images).where(eq(images.id, otherId));
    expect(row).toMatchObject({ width: 100, height: 100, dominantColor: '#000000', hash: other.hash });
  });
});
