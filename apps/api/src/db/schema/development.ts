// The development: its typologies (unit types), its units (properties) and their audit trail.
import { sql } from 'drizzle-orm';
import { bigserial, check, date, doublePrecision, index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATEGORIES, DEVELOPMENT_STATUSES, TYPOLOGY_CODES, type LocalizedText } from '@vitrina/contracts';
import { inList, createdAt } from './columns';
import { users } from './accounts';

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
