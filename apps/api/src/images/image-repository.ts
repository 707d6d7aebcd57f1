// Stores a processed picture once: the content hash is the identity, so uploading the same
// picture twice (or two uploads racing) ends with one row and the same id for both.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images, imageVariants } from '../db/schema';
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
