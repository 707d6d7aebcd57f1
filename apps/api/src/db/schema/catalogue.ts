// The catalogue: pictures and their variants, items, favourites, and the leads it brings.
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CATEGORIES, LEAD_STATUSES, TYPOLOGY_CODES, type LocalizedText } from '@vitrina/contracts';
import { folded, joined } from '../search-text';
import { bytea, inList, categoryRank, createdAt } from './columns';
import { users } from './accounts';

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
    /** Issue 22: the unit the lead asks about (from the public plan) and its development's code. */
    unitNumber: text('unit_number'),
    developmentCode: text('development_code'),
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
