// The whole database schema (PostgreSQL dialect), one definition for PGlite and PostgreSQL.
// Closed vocabularies are CHECK constraints over plain text rather than pg enums: adding a
// value is then a one-line migration, and nothing is pinned to the "public" schema.
import { sql, type SQL } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  CATEGORIES,
  DEVELOPMENT_STATUSES,
  LEAD_STATUSES,
  TYPOLOGY_CODES,
  USER_TYPES,
  type LocalizedText,
} from '@vitrina/contracts';
import { folded, joined, nameSortKey } from './search-text';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
/** A category's place in CATEGORIES as one character ('0' ESTANDAR … '3' BLACK), for sort keys. */
export const categoryRank = (category: SQL) =>
  sql`(case ${category} ${sql.raw(CATEGORIES.map((c, i) => `when '${c}' then '${i}'`).join(' '))} else '9' end)`;
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    type: text('type').notNull().default('Guest'),
    passwordHash: text('password_hash').notNull(),
    /** A temporary password from forgot-password; the old one stays valid until this is used. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    lang: text('lang').notNull().default('es'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name, e-mail and phone as GET /users/page searches them (decision 025). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(joined(sql`${users.name}`, sql`${users.email}`, sql`${users.phone}`))),
    /** The name as GET /users/list orders it, compared byte-wise (decision 025). */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs((): SQL => nameSortKey(sql`${users.name}`)),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_sort_key_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    check('users_type_check', sql`${t.type} in (${inList(USER_TYPES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

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
    /** Minutes to the places of SPEC §2.12, e.g. { beach: 2, quinta: 2, cenotes: 15, airport: 50 }. */
    distances: jsonb('distances').$type<Record<string, number>>().notNull().default({}),
    status: text('status').notNull().default('active'),
    apartments: integer('apartments'),
    levels: integer('levels'),
    areaM2: numeric('area_m2', { mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('developments_status_check', sql`${t.status} in (${inList(DEVELOPMENT_STATUSES)})`)],
);

export const typologies = pgTable(
  'typologies',
  {
    /** Fixed ids: 33 one bedroom, 34 two bedrooms, 35 three bedrooms (SPEC §9). */
    id: integer('id').primaryKey(),
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The unit-type text of SPEC §3, e.g. 'CONDO Depto.- 1 Recamara'. */
    description: text('description').notNull(),
    sizeM2: numeric('size_m2', { mode: 'number' }).notNull(),
    bedrooms: integer('bedrooms').notNull().default(0),
  },
  (t) => [
    uniqueIndex('typologies_development_code_idx').on(t.developmentId, t.code),
    check('typologies_code_check', sql`${t.code} in (${inList(TYPOLOGY_CODES)})`),
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
    furniture: text('furniture').notNull().default('ESTANDAR'),
    sizeM2: numeric('size_m2', { mode: 'number' }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    dateBuy: date('date_buy', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('properties_development_number_idx').on(t.developmentId, t.number),
    index('properties_user_idx').on(t.userId),
    check('properties_furniture_check', sql`${t.furniture} in (${inList(CATEGORIES)})`),
  ],
);

export const images = pgTable('images', {
  id: serial('id').primaryKey(),
  /** SHA-256 of the original upload's pixels after decoding; the public name of the image. */
  hash: text('hash').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** Colour used as a placeholder while the picture loads. */
  dominantColor: text('dominant_color'),
  createdAt: createdAt(),
});

export const imageVariants = pgTable(
  'image_variants',
  {
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    contentType: text('content_type').notNull().default('image/webp'),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.imageId, t.width] })],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    item: jsonb('item').$type<LocalizedText>().notNull(),
    code: text('code').notNull(),
    /** Raw room name as the provider keeps it (e.g. 'BAÑO1 - GENERAL'); labels come from the contracts' rules. */
    room: text('room').notNull(),
    type: text('type').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    category: text('category').notNull(),
    /** Typology code the item belongs to (SPEC §7: items are requested by category and typology). */
    typology: text('typology').notNull(),
    quantity: integer('quantity').notNull().default(1),
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Code, names in every language, type and room, as GET /items/page searches them (decision 025). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          folded(joined(sql`${items.code}`, sql`${items.item}->>'es'`, sql`${items.item}->>'en'`, sql`${items.item}->>'fr'`, sql`${items.type}`, sql`${items.room}`)),
      ),
    /**
     * The inventory's order in one byte-wise key (decision 025): category as CATEGORIES ranks
     * it, typology, room, code. chr(1) sorts before anything a room holds, so a room comes
     * before a longer one it begins.
     */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`${categoryRank(sql`${items.category}`)} || ${items.typology} || chr(1) || ${items.room} || chr(1) || ${items.code}`,
      ),
  },
  (t) => [
    uniqueIndex('items_code_idx').on(t.code),
    // With the id, the window of a deep offset is read from the index alone (once vacuumed).
    index('items_sort_key_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    // GET /items/page?code= finds a code in any letter case (the bulk image linker, per file).
    index('items_code_lower_idx').on(sql`lower(${t.code})`),
    index('items_category_typology_idx').on(t.category, t.typology),
    check('items_category_check', sql`${t.category} in (${inList(CATEGORIES)})`),
    check('items_typology_check', sql`${t.typology} in (${inList(TYPOLOGY_CODES)})`),
    check('items_quantity_check', sql`${t.quantity} >= 0`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] })],
);

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    area: text('area'),
    units: integer('units'),
    message: text('message'),
    /** Package of interest when the lead comes from the package modal. */
    package: text('package'),
    /** Where the lead came from: contact form, register variant, package modal. */
    source: text('source').notNull(),
    lang: text('lang').notNull().default('es'),
    status: text('status').notNull().default('new'),
    createdAt: createdAt(),
    /** Name, e-mail, phone and message as GET /leads/page searches them (decision 025). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(joined(sql`${leads.name}`, sql`${leads.email}`, sql`${leads.phone}`, sql`${leads.message}`))),
  },
  (t) => [check('leads_status_check', sql`${t.status} in (${inList(LEAD_STATUSES)})`)],
);

/**
 * Writes sent with an Idempotency-Key (decision 019): the first request's answer, replayed to
 * any request with the same key and body for 24 hours. The key is scoped by route
 * ('POST /contact'); the row is claimed and its answer stored in the transaction of the write,
 * so a committed row always has its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** Hash of the trimmed, upper-cased code: codes are compared case-insensitively. */
    codeHash: text('code_hash').notNull(),
    /** A few characters to tell codes apart in Settings without revealing them. */
    hint: text('hint').notNull(),
    source: text('source').notNull().default('settings'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_codes_type_hash_idx').on(t.type, t.codeHash),
    check('account_codes_type_check', sql`${t.type} in ('User', 'Vitrina', 'Selecta')`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_property_idx').on(t.propertyId)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  delivered: boolean('delivered').notNull().default(false),
  error: text('error'),
  createdAt: createdAt(),
});

/** Facts about the install itself, e.g. when the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
