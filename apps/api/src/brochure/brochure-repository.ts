// The SQL of the brochure's read (see brochure-data.ts): developments, the typologies of one
// with their unit counts, a picture per package, and a stored rendition of a picture.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { developments, images, imageVariants, items, properties, typologies } from '../db/schema';

export const listDevelopments = (db: Db) => db.select().from(developments).orderBy(asc(developments.sortOrder), asc(developments.id));

/** Per package, the content hash of the living-room piece of a typology's catalogue (else its first pictured item). */
export const listPackagePictures = (db: Db, packages: readonly string[], typology: string) =>
  db
    .selectDistinctOn([items.category], { category: items.category, hash: images.hash })
    .from(items)
    .innerJoin(images, eq(images.id, items.imageId))
    .where(and(inArray(items.category, [...packages]), eq(items.typology, typology)))
    .orderBy(items.category, desc(sql`${items.room} = 'SALA'`), asc(items.id));

/** A development's typologies with how many units each has, smallest first. */
export const listTypologiesWithUnits = (db: Db, developmentId: number) =>
  db
    .select({
      code: typologies.code,
      name: typologies.name,
      sizeM2: typologies.sizeM2,
      bedrooms: typologies.bedrooms,
      units: count(properties.id),
    })
    .from(typologies)
    .leftJoin(properties, eq(properties.typologyId, typologies.id))
    .where(eq(typologies.developmentId, developmentId))
    .groupBy(typologies.id)
    .orderBy(asc(typologies.sizeM2), asc(typologies.id));

/** The bytes of a picture's stored rendition closest to `width`, or undefined. */
export async function readVariantNearWidth(db: Db, hash: string, width: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: imageVariants.data })
    .from(imageVariants)
    .innerJoin(images, eq(images.id, imageVariants.imageId))
    .where(eq(images.hash, hash))
    .orderBy(sql`abs(${imageVariants.width} - ${width})`)
    .limit(1);
  return row?.data;
}
