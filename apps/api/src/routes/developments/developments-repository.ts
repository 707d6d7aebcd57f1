// The developments' reads (issue 21): the list, one development with its photos, unit types and
// package prices, and what the Admin's screens add (units, whether a unit type is in use).
// Pictures come back as a hash, a colour and the stored widths: what image-urls.ts needs.
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { DEVELOPMENT_PAGES } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { developmentPhotos, developments, packagePrices, properties, storedFiles, typologies } from '../../db/schema';

type Reader = Pick<Db, 'select'>;

// Drizzle leaves column names unqualified in a one-table query, where a correlated subquery
// would read them as its own table's: the outer columns are named in full.
const outer = (table: string, column: string) => sql.raw(`"${table}"."${column}"`);

/** A stored picture as the answers need it; variants null when none is stored. */
export interface PictureRef {
  hash: string;
  color: string | null;
  variants: { w: number; h: number }[] | null;
}

export type DevelopmentRow = typeof developments.$inferSelect;

export const BROWSABLE_STATUSES = ['selling', 'sold_out'] as const;

/** A picture (json) by the id an expression gives, or null. Correlated, so one query reads all. */
const pictureOf = (imageId: SQL) => sql<PictureRef | null>`(
  select json_build_object('hash', pi.hash, 'color', pi.dominant_color, 'variants', (
    select json_agg(json_build_object('w', pv.width, 'h', pv.height) order by pv.width)
    from image_variants pv where pv.image_id = pi.id))
  from images pi where pi.id = ${imageId})`;

const PAGE_ORDER = sql.raw(`array[${DEVELOPMENT_PAGES.map((p) => `'${p}'`).join(', ')}]::text[]`);

/** The card's picture: the project page's cover, else its first photo, else any page's cover, else the first photo. */
const cardCover = sql<PictureRef | null>`(
  select ${pictureOf(sql`cp.image_id`)} from development_photos cp
  where cp.development_id = ${outer('developments', 'id')}
  order by (cp.page = 'project' and cp.is_cover) desc, (cp.page = 'project') desc, cp.is_cover desc,
    array_position(${PAGE_ORDER}, cp.page), cp.position, cp.id
  limit 1)`;

const unitCount = sql<number>`(select count(*)::int from properties up where up.development_id = ${outer('developments', 'id')})`;

export interface SummaryRow {
  id: number;
  slug: string;
  code: string;
  name: string;
  city: string;
  status: string;
  sortOrder: number;
  cover: PictureRef | null;
  units: number;
  publishPrices: boolean;
  publishAvailability: boolean;
}

/** Every development in the Admin's order; archived ones only when asked. */
export function listDevelopmentSummaries(db: Reader, { archived }: { archived: boolean }): Promise<SummaryRow[]> {
  return db
    .select({
      id: developments.id,
      slug: developments.slug,
      code: developments.code,
      name: developments.name,
      city: developments.city,
      status: developments.status,
      sortOrder: developments.sortOrder,
      cover: cardCover,
      units: unitCount,
      publishPrices: developments.publishPrices,
      publishAvailability: developments.publishAvailability,
    })
    .from(developments)
    .where(archived ? undefined : ne(developments.status, 'archived'))
    .orderBy(asc(developments.sortOrder), asc(developments.id));
}

/** The first development (decision 030): browsable, lowest in the Admin's order; null if none. */
export async function firstBrowsableId(db: Reader): Promise<number | null> {
  const [row] = await db
    .select({ id: developments.id })
    .from(developments)
    .where(inArray(developments.status, [...BROWSABLE_STATUSES]))
    .orderBy(asc(developments.sortOrder), asc(developments.id))
    .limit(1);
  return row?.id ?? null;
}

export async function findDevelopmentBySlug(db: Reader, slug: string): Promise<DevelopmentRow | undefined> {
  return (await db.select().from(developments).where(eq(developments.slug, slug)).limit(1))[0];
}

export async function findDevelopmentById(db: Reader, id: number): Promise<DevelopmentRow | undefined> {
  return (await db.select().from(developments).where(eq(developments.id, id)).limit(1))[0];
}

export interface PhotoRow {
  id: number;
  page: string;
  position: number;
  isCover: boolean;
  alt: { es: string; en: string; fr: string };
  picture: PictureRef | null;
}

/** A development's photos by page (the contracts' order), cover first, then by position. */
export function listPhotos(db: Reader, developmentId: number): Promise<PhotoRow[]> {
  return db
    .select({
      id: developmentPhotos.id,
      page: developmentPhotos.page,
      position: developmentPhotos.position,
      isCover: developmentPhotos.isCover,
      alt: developmentPhotos.alt,
      picture: pictureOf(outer('development_photos', 'image_id')),
    })
    .from(developmentPhotos)
    .where(eq(developmentPhotos.developmentId, developmentId))
    .orderBy(sql`array_position(${PAGE_ORDER}, ${developmentPhotos.page})`, sql`${developmentPhotos.isCover} desc`, asc(developmentPhotos.position), asc(developmentPhotos.id));
}

export interface TypologyRow {
  id: number;
  developmentId: number;
  code: string;
  name: { es: string; en: string; fr: string };
  description: string;
  sizeM2: number;
  bedrooms: number;
  cover: PictureRef | null;
  floorPlanImage: PictureRef | null;
  floorPlanFile: { hash: string; bytes: number } | null;
  units: number;
  /** Catalogue items carry its code and no other development has a unit type of that code. */
  itemsOnlyHere: boolean;
}

const typologyColumns = {
  id: typologies.id,
  developmentId: typologies.developmentId,
  code: typologies.code,
  name: typologies.name,
  description: typologies.description,
  sizeM2: typologies.sizeM2,
  bedrooms: typologies.bedrooms,
  cover: pictureOf(outer('typologies', 'cover_image_id')),
  floorPlanImage: pictureOf(outer('typologies', 'floor_plan_image_id')),
  floorPlanFile: sql<{ hash: string; bytes: number } | null>`(
    select json_build_object('hash', sf.hash, 'bytes', sf.bytes) from stored_files sf where sf.id = ${outer('typologies', 'floor_plan_file_id')})`,
  units: sql<number>`(select count(*)::int from properties tp where tp.typology_id = ${outer('typologies', 'id')})`,
  itemsOnlyHere: sql<boolean>`(
    exists (select 1 from items ti where ti.typology = ${outer('typologies', 'code')})
    and not exists (select 1 from typologies ot where ot.code = ${outer('typologies', 'code')} and ot.development_id <> ${outer('typologies', 'development_id')}))`,
};

/** A development's unit types, smallest first (as the brochure and the pages list them). */
export function listTypologies(db: Reader, developmentId: number): Promise<TypologyRow[]> {
  return db.select(typologyColumns).from(typologies).where(eq(typologies.developmentId, developmentId)).orderBy(asc(typologies.sizeM2), asc(typologies.id));
}

export async function findTypology(db: Reader, id: number): Promise<TypologyRow | undefined> {
  return (await db.select(typologyColumns).from(typologies).where(eq(typologies.id, id)).limit(1))[0];
}

export interface PriceRow {
  typology: string;
  package: string;
  amount: number;
}

export function listPrices(db: Reader, developmentId: number): Promise<PriceRow[]> {
  return db
    .select({ typology: typologies.code, package: packagePrices.package, amount: packagePrices.amount })
    .from(packagePrices)
    .innerJoin(typologies, eq(typologies.id, packagePrices.typologyId))
    .where(eq(typologies.developmentId, developmentId))
    .orderBy(asc(typologies.sizeM2), asc(typologies.id), sql`array_position(array['GOLD','PREMIUM','BLACK']::text[], ${packagePrices.package})`);
}

export async function countUnits(db: Reader, developmentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(properties).where(eq(properties.developmentId, developmentId));
  return Number(row?.n ?? 0);
}

/** Everything one development's answers need. */
export interface DevelopmentParts {
  development: DevelopmentRow;
  photos: PhotoRow[];
  typologies: TypologyRow[];
  prices: PriceRow[];
}

export async function readDevelopmentParts(db: Reader, development: DevelopmentRow): Promise<DevelopmentParts> {
  const [photos, typologyRows, prices] = await Promise.all([
    listPhotos(db, development.id),
    listTypologies(db, development.id),
    listPrices(db, development.id),
  ]);
  return { development, photos, typologies: typologyRows, prices };
}

/** A PDF kept by its hash (GET /files/{hash}). */
export async function findStoredFile(db: Reader, hash: string) {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, data: storedFiles.data, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(and(eq(storedFiles.hash, hash)))
    .limit(1);
  return row;
}
