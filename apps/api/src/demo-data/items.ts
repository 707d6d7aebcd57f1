// Writes the item catalogue, linking each item to its kind's illustration when it has one.
import type { Db } from '../db/client';
import { items } from '../db/schema';
import type { CatalogueItem } from './catalogue';
import { illustrationKey, type IllustrationKey } from './catalogue-images';

/** Rows a single INSERT carries: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 500;

export async function seedItems(
  db: Db,
  catalogue: readonly CatalogueItem[],
  imageIds: ReadonlyMap<IllustrationKey, number>,
): Promise<{ items: number; withImage: number }> {
  const rows = catalogue.map((entry) => ({
    item: entry.item,
    code: entry.code,
    room: entry.room,
    type: entry.type,
    description: entry.description,
    category: entry.category,
    typology: entry.typology,
    quantity: entry.quantity,
    imageId: entry.withImage ? (imageIds.get(illustrationKey(entry.kind, entry.category)) ?? null) : null,
  }));
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(items).values(rows.slice(i, i + BATCH));
  }
  return { items: rows.length, withImage: rows.filter((r) => r.imageId !== null).length };
}
