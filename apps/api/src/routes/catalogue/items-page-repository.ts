// The SQL of the catalogue at scale (issue 13, decision 025): one window of the items in the
// inventory's order, and the inventory's totals by category, typology and room. Both order by
// the items' sort_key (category as CATEGORIES ranks it, typology, room, code; byte-wise), so a
// group of the summary starts at the offset of GET /items/page where its first item is.
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Category, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { categoryRank, images, items } from '../../db/schema';
import { containsText } from '../../db/search-text';
import { itemColumns, type ItemRow } from './catalogue-repository';

type Reader = Pick<Db, 'select'>;

export interface ItemFilters {
  q: string;
  category?: Category | undefined;
  typology?: TypologyCode | undefined;
  room?: string | undefined;
  code?: string | undefined;
}

/** The inventory's order as one indexed key: the first windows of the whole list are an index scan. */
const inventoryOrder = sql`${items.sortKey} collate "C"`;

/**
 * The same order spelled by its fields, which no index provides. With a filter, the planner
 * then finds the matching rows first (by the index that suits the filter, or one scan) and sorts
 * only those. Offered the indexed key instead, it may walk the whole index to find a few rows
 * (300 ms for one code at 50,000 items on PGlite, which keeps no statistics unless told to).
 */
const inventoryOrderByFields = [
  categoryRank(sql`${items.category}`),
  sql`${items.typology} collate "C"`,
  sql`${items.room} collate "C"`,
  sql`${items.code} collate "C"`,
];

function itemsWhere(f: ItemFilters): SQL | undefined {
  return and(
    f.q ? containsText(items.search, f.q) : undefined,
    f.category ? eq(items.category, f.category) : undefined,
    f.typology ? eq(items.typology, f.typology) : undefined,
    f.room ? eq(items.room, f.room) : undefined,
    // lower() on both sides: the items_code_lower_idx index answers it.
    f.code ? sql`lower(${items.code}) = lower(${f.code})` : undefined,
  );
}

export async function countItems(db: Reader, filters: ItemFilters): Promise<number> {
  const [row] = await db.select({ n: count() }).from(items).where(itemsWhere(filters));
  return Number(row?.n ?? 0);
}

export interface ItemsWindow {
  /** The items from the offset asked for, at most the limit, in the inventory's order. */
  rows: ItemRow[];
  /** How many items match the filters. */
  total: number;
}

/**
 * One window of the items matching `filters`, and how many match. `knownTotal` (kept from an
 * earlier window of the same filters) spares counting them again.
 */
export async function listItemsWindow(db: Reader, filters: ItemFilters, offset: number, limit: number, knownTotal?: number): Promise<ItemsWindow> {
  const where = itemsWhere(filters);
  let ids: number[];
  let total: number;
  if (!where) {
    total = knownTotal ?? (await countItems(db, filters));
    ids = offset >= total ? [] : (await db.select({ id: items.id }).from(items).orderBy(inventoryOrder).offset(offset).limit(limit)).map((r) => r.id);
  } else {
    // One scan finds the matching rows, counts them (unless known) and sorts them.
    const counted = knownTotal === undefined;
    const window = await db
      .select({ id: items.id, total: counted ? sql<number>`(count(*) over ())::int` : sql<number>`0` })
      .from(items)
      .where(where)
      .orderBy(...inventoryOrderByFields)
      .offset(offset)
      .limit(limit);
    ids = window.map((r) => r.id);
    // Past the end there is no row to carry the count: count apart (offset 0: there is none).
    total = knownTotal ?? window[0]?.total ?? (offset === 0 ? 0 : await countItems(db, filters));
  }
  if (ids.length === 0) return { rows: [], total };
  // The pictures' renditions are read for the window alone.
  const rows = await db
    .select(itemColumns)
    .from(items)
    .leftJoin(images, eq(images.id, items.imageId))
    .where(inArray(items.id, ids))
    .orderBy(inventoryOrder);
  return { rows, total };
}

export interface InventoryGroupRow {
  category: string;
  typology: string;
  room: string;
  items: number;
  pieces: number;
  withoutImage: number;
}

/** Items matching `q` counted by category, typology and room, in the order of listItemsWindow. */
export function summarizeInventory(db: Reader, q: string): Promise<InventoryGroupRow[]> {
  return db
    .select({
      category: items.category,
      typology: items.typology,
      room: items.room,
      items: sql<number>`count(*)::int`,
      pieces: sql<number>`coalesce(sum(${items.quantity}), 0)::int`,
      withoutImage: sql<number>`(count(*) filter (where ${items.imageId} is null))::int`,
    })
    .from(items)
    .where(q ? containsText(items.search, q) : undefined)
    .groupBy(items.category, items.typology, items.room)
    .orderBy(...inventoryOrderByFields.slice(0, 3));
}
