// The SQL of favourites: a user's favourite items with the texts and picture the answer needs,
// and idempotent switches on (insert … on conflict do nothing) and off.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { LocalizedText } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { favourites, images, imageVariants, items } from '../../db/schema';

export interface FavouriteRow {
  id: number;
  item: LocalizedText;
  category: string;
  hash: string | null;
  widths: number[] | null;
}

export function listFavourites(db: Pick<Db, 'select'>, userId: number): Promise<FavouriteRow[]> {
  return db
    .select({
      id: items.id,
      item: items.item,
      category: items.category,
      hash: images.hash,
      widths: sql<number[] | null>`(select json_agg(${imageVariants.width} order by ${imageVariants.width})
        from ${imageVariants} where ${imageVariants.imageId} = ${items.imageId})`,
    })
    .from(favourites)
    .innerJoin(items, eq(items.id, favourites.itemId))
    .leftJoin(images, eq(images.id, items.imageId))
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt), items.id);
}

export async function itemExists(db: Pick<Db, 'select'>, itemId: number): Promise<boolean> {
  const rows = await db.select({ id: items.id }).from(items).where(eq(items.id, itemId)).limit(1);
  return rows.length > 0;
}

export async function addFavourite(db: Pick<Db, 'insert'>, userId: number, itemId: number): Promise<void> {
  await db.insert(favourites).values({ userId, itemId }).onConflictDoNothing();
}

export async function removeFavourite(db: Pick<Db, 'delete'>, userId: number, itemId: number): Promise<void> {
  await db.delete(favourites).where(and(eq(favourites.userId, userId), eq(favourites.itemId, itemId)));
}
