// The catalogue's SQL: items with what their answer needs of the picture, and the admin writes.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Category, LocalizedText, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { images, imageVariants, items } from '../../db/schema';

export interface ItemRow {
  id: number;
  item: LocalizedText;
  code: string;
  room: string;
  type: string;
  description: LocalizedText;
  category: string;
  typology: string;
  quantity: number;
  hash: string | null;
  color: string | null;
  /** Stored renditions of the picture, or null without one. */
  variants: { w: number; h: number }[] | null;
}

export interface ItemValues {
  item: LocalizedText;
  description: LocalizedText;
  code: string;
  room: string;
  type: string;
  category: Category;
  typology: TypologyCode;
  quantity: number;
}

type Reader = Pick<Db, 'select'>;

const columns = {
  id: items.id,
  item: items.item,
  code: items.code,
  room: items.room,
  type: items.type,
  description: items.description,
  category: items.category,
  typology: items.typology,
  quantity: items.quantity,
  hash: images.hash,
  color: images.dominantColor,
  variants: sql<{ w: number; h: number }[] | null>`(
    select json_agg(json_build_object('w', ${imageVariants.width}, 'h', ${imageVariants.height}) order by ${imageVariants.width})
    from ${imageVariants} where ${imageVariants.imageId} = ${items.imageId})`,
};

/** What an item's answer needs (toItemAnswer), for the other item reads (items-page-repository.ts). */
export { columns as itemColumns };

/** Items ordered by room then code, byte-wise so PGlite and any server collation agree. */
function selectItems(db: Reader, where?: SQL) {
  return db
    .select(columns)
    .from(items)
    .leftJoin(images, eq(images.id, items.imageId))
    .where(where)
    .orderBy(sql`${items.room} collate "C"`, sql`${items.code} collate "C"`);
}

export const listItems = (db: Reader): Promise<ItemRow[]> => selectItems(db);

export const listItemsByCategory = (db: Reader, category: Category, typology: TypologyCode): Promise<ItemRow[]> =>
  selectItems(db, and(eq(items.category, category), eq(items.typology, typology)));

export async function findItem(db: Reader, id: number): Promise<ItemRow | undefined> {
  return (await selectItems(db, eq(items.id, id)))[0];
}

export async function insertItem(db: Pick<Db, 'insert'>, values: ItemValues): Promise<number> {
  const [row] = await db.insert(items).values(values).returning({ id: items.id });
  return row!.id;
}

/** Replaces every field but the picture; false when there is no such item. */
export async function updateItem(db: Pick<Db, 'update'>, id: number, values: ItemValues): Promise<boolean> {
  const rows = await db
    .update(items)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(items.id, id))
    .returning({ id: items.id });
  return rows.length > 0;
}
