// Stores a processed picture once: the content hash is the identity, so uploading the same
// picture twice (or two uploads racing) ends with one row and the same id for both.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { developmentPhotos, developmentPostPhotos, images, imageVariants, items, typologies } from '../db/schema';
import type { ProcessedImage } from './image-processing';

/** A database handle or a transaction opened on one (a transaction nests as a savepoint). */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'transaction'>;

export interface SavedImage {
  id: number;
  /** False when a picture with the same hash was already stored (nothing was written). */
  created: boolean;
}

/** Inserts the image and its variants unless its hash is known; returns the image id. */
export async function saveImage(db: DbOrTx, processed: ProcessedImage): Promise<number> {
  return (await saveImageDetailed(db, processed)).id;
}

export async function saveImageDetailed(db: DbOrTx, processed: ProcessedImage): Promise<SavedImage> {
  const existing = await findImageIdByHash(db, processed.hash);
  if (existing !== undefined) return { id: existing, created: false };
  // The image row and its variants appear together or not at all.
  return db.transaction(async (tx) => insertImage(tx, processed));
}

async function insertImage(db: Pick<Db, 'select' | 'insert'>, processed: ProcessedImage): Promise<SavedImage> {
  const inserted = await db
    .insert(images)
    .values({
      hash: processed.hash,
      width: processed.width,
      height: processed.height,
      dominantColor: processed.dominantColor,
    })
    .onConflictDoNothing({ target: images.hash })
    .returning({ id: images.id });
  const row = inserted[0];
  if (!row) {
    // Another writer stored the same picture between our look-up and our insert.
    const winner = await findImageIdByHash(db, processed.hash);
    if (winner === undefined) throw new Error(`image ${processed.hash} vanished while being saved`);
    return { id: winner, created: false };
  }
  if (processed.variants.length > 0) {
    await db.insert(imageVariants).values(
      processed.variants.map((v) => ({
        imageId: row.id,
        width: v.width,
        height: v.height,
        contentType: 'image/webp',
        data: v.data,
      })),
    );
  }
  return { id: row.id, created: true };
}

export async function findImageIdByHash(db: Pick<Db, 'select'>, hash: string): Promise<number | undefined> {
  const rows = await db.select({ id: images.id }).from(images).where(eq(images.hash, hash)).limit(1);
  return rows[0]?.id;
}

/** The stored renditions of a picture (no bytes), smallest first; [] for an unknown hash. */
export async function listVariants(db: Pick<Db, 'select'>, hash: string): Promise<{ imageId: number; width: number; height: number }[]> {
  return db
    .select({ imageId: imageVariants.imageId, width: imageVariants.width, height: imageVariants.height })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(eq(images.hash, hash))
    .orderBy(imageVariants.width);
}

export async function readVariantData(db: Pick<Db, 'select'>, imageId: number, width: number): Promise<Buffer | undefined> {
  const rows = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.width, width)));
  return rows[0]?.data;
}

/**
 * Removes a picture nothing shows any more: no item, no development photo, no unit type's cover
 * or floor plan, no news post's photo (its variants go with it). The row is locked first and the check runs in a
 * later statement: a transaction linking the same picture at that moment holds a key-share
 * lock on it, so the check then sees its link (read committed).
 */
export async function deleteImageIfUnused(db: Pick<Db, 'select' | 'delete'>, imageId: number): Promise<void> {
  await db.select({ id: images.id }).from(images).where(eq(images.id, imageId)).for('update');
  await db
    .delete(images)
    .where(
      and(
        eq(images.id, imageId),
        sql`not exists (select 1 from ${items} where ${items.imageId} = ${imageId})`,
        sql`not exists (select 1 from ${developmentPhotos} where ${developmentPhotos.imageId} = ${imageId})`,
        sql`not exists (select 1 from ${typologies} where ${typologies.coverImageId} = ${imageId} or ${typologies.floorPlanImageId} = ${imageId})`,
        sql`not exists (select 1 from ${developmentPostPhotos} where ${developmentPostPhotos.imageId} = ${imageId})`,
      ),
    );
}

/**
 * Points the item at a picture, locking the row first; gives the picture it had (null for
 * none), or undefined when there is no such item.
 */
export async function linkImage(db: Pick<Db, 'select' | 'update'>, itemId: number, imageId: number): Promise<{ previous: number | null } | undefined> {
  const [row] = await db.select({ imageId: items.imageId }).from(items).where(eq(items.id, itemId)).for('update');
  if (!row) return undefined;
  await db.update(items).set({ imageId, updatedAt: new Date() }).where(eq(items.id, itemId));
  return { previous: row.imageId };
}
