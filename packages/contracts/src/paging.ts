// Paged, searched lists for the admin's screens at catalogue scale (issue 13): the inventory,
// the category item list, the assign dialog and the leads inbox ask the server for one window
// of rows instead of moving every row. The spec's list calls (GET /items, GET /users/list,
// GET /leads) keep answering every row for other clients; these are new calls.
import { z } from './zod';
import { INVALID, categoryInputSchema, typologyCodeSchema } from './common';
import { COMMON_MESSAGES } from './messages';
import { CATEGORIES, LEAD_STATUSES, TYPOLOGY_CODES } from './enums';
import { catalogueLangSchema, itemSchema } from './items';
import { userSchema } from './users';
import { leadSchema } from './contact';

export const PAGE_SIZE_DEFAULT = 50;
export const PAGE_SIZE_MAX = 500;
/** A search longer than this is refused (422): no name, code or e-mail is this long. */
export const SEARCH_MAX_LENGTH = 100;

/** Query string of every paged call: `q` (a case-insensitive substring), `offset`, `limit`. */
export const pageQuerySchema = z.object(
  {
    q: z.string(INVALID).trim().max(SEARCH_MAX_LENGTH, COMMON_MESSAGES.tooLong).default(''),
    offset: z.coerce.number(INVALID).int(INVALID).min(0, INVALID).max(10_000_000, INVALID).default(0),
    limit: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(PAGE_SIZE_MAX, INVALID).default(PAGE_SIZE_DEFAULT),
  },
  INVALID,
);
export type PageQuery = z.output<typeof pageQuerySchema>;

/** One window of a list: `total` rows match, `items` are those from `offset` (at most `limit`). */
export const pageSchema = <T extends z.ZodType>(row: T) =>
  z.object({
    total: z.number().int().nonnegative(),
    offset: z.number().int().nonnegative(),
    limit: z.number().int().positive(),
    items: z.array(row),
  });
export interface Page<T> {
  total: number;
  offset: number;
  limit: number;
  items: T[];
}

// --- GET /items/page (catalogue, public like GET /items) --------------------------------
/**
 * Items ordered as the inventory groups them: category (ESTANDAR, GOLD, PREMIUM, BLACK),
 * typology, room, code (byte-wise). `q` matches the code, the name in any language, the type
 * and the room. category / typology / room narrow the list; `code` finds one code exactly (any
 * letter case: the bulk image linker asks for the code in a file's name).
 */
export const itemsPageQuerySchema = pageQuerySchema.extend({
  code: z.string(INVALID).trim().min(1, INVALID).max(40, COMMON_MESSAGES.tooLong).optional(),
  category: categoryInputSchema.optional(),
  typology: typologyCodeSchema.optional(),
  room: z.string(INVALID).trim().min(1, INVALID).max(80, COMMON_MESSAGES.tooLong).optional(),
  lang: catalogueLangSchema,
});
export type ItemsPageQuery = z.output<typeof itemsPageQuerySchema>;
export const itemsPageSchema = pageSchema(itemSchema);

// --- GET /items/summary (Admin): the inventory's totals, counted in SQL --------------------
export const INVENTORY_CATEGORY_ORDER = CATEGORIES;

/** The items matching `q`, by category, typology and room, in the order of GET /items/page. */
export const inventorySummaryQuerySchema = z.object({ q: pageQuerySchema.shape.q, lang: catalogueLangSchema }, INVALID);
export type InventorySummaryQuery = z.output<typeof inventorySummaryQuerySchema>;

export const inventoryGroupSchema = z.object({
  category: z.enum(CATEGORIES),
  typology: z.enum(TYPOLOGY_CODES),
  /** The raw room name (what GET /items/page?room= takes). */
  room: z.string(),
  /** The room as shown to people, in the request's language. */
  room_label: z.string(),
  /** Items in the group, their summed quantity, and how many have no picture. */
  items: z.number().int().nonnegative(),
  pieces: z.number().int().nonnegative(),
  without_image: z.number().int().nonnegative(),
});
export type InventoryGroup = z.infer<typeof inventoryGroupSchema>;

export const inventorySummarySchema = z.object({
  items: z.number().int().nonnegative(),
  pieces: z.number().int().nonnegative(),
  without_image: z.number().int().nonnegative(),
  groups: z.array(inventoryGroupSchema),
});
export type InventorySummary = z.infer<typeof inventorySummarySchema>;

// --- GET /users/page (Admin): the assign dialog's search ---------------------------------
/** Accounts ordered by name (as GET /users/list); `q` matches name, e-mail or phone. */
export const usersPageQuerySchema = pageQuerySchema;
export const usersPageSchema = pageSchema(userSchema);

// --- GET /leads/page (Admin): the leads inbox ----------------------------------------------
/** Leads newest first (as GET /leads); `q` matches name, e-mail, phone or message. */
export const leadsPageQuerySchema = pageQuerySchema.extend({ status: z.enum(LEAD_STATUSES, INVALID).optional() });
export type LeadsPageQuery = z.output<typeof leadsPageQuerySchema>;
export const leadsPageSchema = pageSchema(leadSchema).extend({
  /** Leads by status among those matching `q` (whatever `status` is), for the inbox's filter chips. */
  by_status: z.record(z.enum(LEAD_STATUSES), z.number().int().nonnegative()),
});
