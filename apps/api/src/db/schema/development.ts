// The developments (issue 21: data an Admin manages): their pages' photos, typologies (unit
// types) with package prices, their units (properties) and the audit trail.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, doublePrecision, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, boolean } from 'drizzle-orm/pg-core';
import {
  CATEGORIES,
  CURRENCIES,
  DEFAULT_PACKAGE_TERMS,
  DEVELOPMENT_PAGES,
  DEVELOPMENT_STATUSES,
  PACKAGES,
  TYPOLOGY_CODES,
  UNIT_STATUSES,
  type LocalizedText,
  type PackageTermsByPackage,
} from '@vitrina/contracts';
import { bytea, inList, createdAt } from './columns';
import { users } from './accounts';
import { images } from './catalogue';

/** A distance as stored: the place's name in every language and the minutes to it. */
export interface StoredDistance {
  label: LocalizedText;
  minutes: number;
}
/** A line of a development's payment plan as stored: the percentage in basis points (decision 048). */
export interface StoredPlanLine {
  label: LocalizedText;
  basis_points: number;
  months_after_reservation: number;
}
/** Each page's copy in es, en and fr (plain text); a page without copy is absent. */
export type StoredPages = Partial<Record<(typeof DEVELOPMENT_PAGES)[number], LocalizedText>>;

export const developments = pgTable(
  'developments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** The spec's development code: the first one is Playa del Carmen, the second Miami. */
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    city: text('city').notNull(),
    address: text('address').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** The places that matter and the minutes to them, in the Admin's order (SPEC §2.12). */
    distances: jsonb('distances').$type<StoredDistance[]>().notNull().default([]),
    status: text('status').notNull().default('coming_soon'),
    currency: text('currency').notNull().default('MXN'),
    apartments: integer('apartments'),
    levels: integer('levels'),
    areaM2: numeric('area_m2', { mode: 'number' }),
    minUnitM2: numeric('min_unit_m2', { mode: 'number' }),
    maxUnitM2: numeric('max_unit_m2', { mode: 'number' }),
    /** Catalogue size ("over N products"). */
    products: integer('products'),
    pages: jsonb('pages').$type<StoredPages>().notNull().default({}),
    packageTerms: jsonb('package_terms').$type<PackageTermsByPackage>().notNull().default(DEFAULT_PACKAGE_TERMS),
    /** Issue 22 (prices): whether visitors see the units' list prices; the sales office always does. */
    publishPrices: boolean('publish_prices').notNull().default(false),
    /** Visitors see which units are available, reserved or sold (issue 22); never a buyer. */
    publishAvailability: boolean('publish_availability').notNull().default(false),
    /** Issue 34: the plan a unit's payment schedule is generated from; empty: none (decision 048). */
    paymentPlan: jsonb('payment_plan').$type<StoredPlanLine[]>().notNull().default([]),
    /** Issue 35: until when a unit's buyer may ask for a furniture package; null: no deadline (decision 059). */
    selectionDeadline: timestamp('selection_deadline', { withTimezone: true }),
    /** The IANA zone its schedules' days are counted in: due, overdue, reminders (decision 057). */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** The Admin's order: the lowest is "the first development" the seed's paths show. */
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('developments_status_check', sql`${t.status} in (${inList(DEVELOPMENT_STATUSES)})`),
    check('developments_currency_check', sql`${t.currency} in (${inList(CURRENCIES)})`),
  ],
);

/** A photo of one of a development's pages: a stored picture, its place, cover flag and alt text. */
export const developmentPhotos = pgTable(
  'development_photos',
  {
    id: serial('id').primaryKey(),
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id, { onDelete: 'cascade' }),
    page: text('page').notNull(),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
    isCover: boolean('is_cover').notNull().default(false),
    alt: jsonb('alt').$type<LocalizedText>().notNull().default({ es: '', en: '', fr: '' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('development_photos_page_idx').on(t.developmentId, t.page, t.position),
    // At most one cover per page.
    uniqueIndex('development_photos_cover_idx').on(t.developmentId, t.page).where(sql`${t.isCover}`),
    check('development_photos_page_check', sql`${t.page} in (${inList(DEVELOPMENT_PAGES)})`),
  ],
);

/** A file kept as it was uploaded (a floor plan's PDF), named by its content hash. */
export const storedFiles = pgTable('stored_files', {
  id: serial('id').primaryKey(),
  hash: text('hash').notNull().unique(),
  contentType: text('content_type').notNull(),
  bytes: integer('bytes').notNull(),
  data: bytea('data').notNull(),
  createdAt: createdAt(),
});

/** New unit types number on from here: 33–39 are the seed's (SPEC §9 fixes 33, 34, 35). */
export const typologyIdSequence = pgSequence('typologies_id_seq', { startWith: 100 });

export const typologies = pgTable(
  'typologies',
  {
    /** Fixed ids for the seed: 33 one bedroom, 34 two bedrooms, 35 three bedrooms (SPEC §9); new ones from typologies_id_seq. */
    id: integer('id')
      .primaryKey()
      .default(sql`nextval('typologies_id_seq')`),
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The unit-type text of SPEC §3, e.g. 'CONDO Depto.- 1 Recamara'. */
    description: text('description').notNull(),
    sizeM2: numeric('size_m2', { mode: 'number' }).notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
    coverImageId: integer('cover_image_id').references(() => images.id, { onDelete: 'set null' }),
    /** The floor plan: a picture, or a PDF (stored_files); at most one of the two. */
    floorPlanImageId: integer('floor_plan_image_id').references(() => images.id, { onDelete: 'set null' }),
    floorPlanFileId: integer('floor_plan_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('typologies_development_code_idx').on(t.developmentId, t.code),
    check('typologies_code_check', sql`${t.code} in (${inList(TYPOLOGY_CODES)})`),
    check('typologies_floor_plan_check', sql`${t.floorPlanImageId} is null or ${t.floorPlanFileId} is null`),
  ],
);

/** A package's price for one unit type, in its development's currency (optional, issue 21). */
export const packagePrices = pgTable(
  'package_prices',
  {
    typologyId: integer('typology_id')
      .notNull()
      .references(() => typologies.id, { onDelete: 'cascade' }),
    package: text('package').notNull(),
    amount: numeric('amount', { mode: 'number', precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.typologyId, t.package] }),
    check('package_prices_package_check', sql`${t.package} in (${inList(PACKAGES)})`),
    check('package_prices_amount_check', sql`${t.amount} > 0`),
  ],
);

export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id),
    typologyId: integer('typology_id')
      .notNull()
      .references(() => typologies.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    number: text('number').notNull(),
    floor: integer('floor').notNull(),
    /** Its column on the floor in the stacking plan (1 = first); null: drawn after the numbered ones. */
    position: integer('position'),
    furniture: text('furniture').notNull().default('ESTANDAR'),
    sizeM2: numeric('size_m2', { mode: 'number' }).notNull(),
    /** The buyer, while the unit is reserved or sold (SPEC §4's owner); null otherwise. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The purchase date, while sold (SPEC §4). */
    dateBuy: date('date_buy', { mode: 'string' }),
    /** The unit's lifecycle (issue 22, decision 033): available, on_hold, reserved, sold. */
    status: text('status').notNull().default('available'),
    /** Bumped by every status change: a change is written only if nobody changed the unit since it was read. */
    statusVersion: integer('status_version').notNull().default(0),
    /** While on hold: until when, why, and who placed it. */
    holdUntil: timestamp('hold_until', { withTimezone: true }),
    holdNote: text('hold_note'),
    heldBy: integer('held_by').references(() => users.id, { onDelete: 'set null' }),
    /** While reserved: when the reservation was made. */
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    /** The list price, in the development's currency (issue 22, prices); null until one is set. */
    price: numeric('price', { mode: 'number', precision: 14, scale: 2 }),
  },
  (t) => [
    uniqueIndex('properties_development_number_idx').on(t.developmentId, t.number),
    index('properties_user_idx').on(t.userId),
    // One unit per cell of the stacking plan.
    uniqueIndex('properties_development_floor_position_idx').on(t.developmentId, t.floor, t.position).where(sql`${t.position} is not null`),
    // The expiry job looks only at holds.
    index('properties_hold_until_idx').on(t.holdUntil).where(sql`${t.status} = 'on_hold'`),
    check('properties_furniture_check', sql`${t.furniture} in (${inList(CATEGORIES)})`),
    check('properties_status_check', sql`${t.status} in (${inList(UNIT_STATUSES)})`),
    check('properties_hold_check', sql`${t.status} <> 'on_hold' or ${t.holdUntil} is not null`),
    check('properties_position_check', sql`${t.position} is null or ${t.position} between 1 and 999`),
    check('properties_price_check', sql`${t.price} is null or ${t.price} >= 0`),
  ],
);

/** Every change of a unit's list price (issue 22, prices): who, when, old, new, why. */
export const unitPriceChanges = pgTable(
  'unit_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    oldPrice: numeric('old_price', { mode: 'number', precision: 14, scale: 2 }),
    newPrice: numeric('new_price', { mode: 'number', precision: 14, scale: 2 }),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('unit_price_changes_property_idx').on(t.propertyId, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** A write to a development, its photos, unit types or terms (issue 21). */
    developmentId: integer('development_id').references(() => developments.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_property_idx').on(t.propertyId), index('audit_log_development_idx').on(t.developmentId)],
);
