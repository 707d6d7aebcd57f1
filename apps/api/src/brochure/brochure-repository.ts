// The SQL of the brochure's read (see brochure-data.ts): a development, the others coming soon,
// the typologies of one with their unit counts and package prices, a picture per package, and
// a stored rendition of a picture.
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { developments, images, imageVariants, items, packagePrices, properties, typologies } from '../db/schema';

/** Statuses a visitor may open (contracts' isBrowsable): only these have a brochure. */
const BROWSABLE = ['selling', 'sold_out'];

/** A browsable development by slug, or the first one in the Admin's order (slug null). */
export async function findBrochureDevelopment(db: Db, slug: string | null) {
  const [row] = await db
    .select()
    .from(developments)
    .where(and(inArray(developments.status, BROWSABLE), slug === null ? undefined : eq(developments.slug, slug)))
    .orderBy(asc(developments.sortOrder), asc(developments.id))
    .limit(1);
  return row;
}

/** The developments announced as coming soon, but the one the brochure shows. */
export const listComingSoon = (db: Db, exceptId: number | null) =>
  db
    .select({ name: developments.name })
    .from(developments)
    .where(and(eq(developments.status, 'coming_soon'), exceptId === null ? undefined : ne(developments.id, exceptId)))
    .orderBy(asc(developments.sortOrder), asc(developments.id));

/** A development's package prices by unit-type code. */
export const listPackagePrices = (db: Db, developmentId: number) =>
  db
    .select({ typology: typologies.code, package: packagePrices.package, amount: packagePrices.amount })
    .from(packagePrices)
    .innerJoin(typologies, eq(typologies.id, packagePrices.typologyId))
    .where(eq(typologies.developmentId, developmentId))
    .orderBy(asc(typologies.id), asc(packagePrices.package));

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
