// The SQL of the catalogue import and export. Rows travel as one JSON parameter per statement
// (jsonb_to_recordset), so 50,000 items are a few statements, never 50,000 round trips, and no
// statement comes near PostgreSQL's 65,535 parameters; PGlite and node-postgres bind it alike.
import { sql } from 'drizzle-orm';
import type { Category, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { items } from '../../db/schema';
import type { ItemValues } from './catalogue-repository';

type Reader = Pick<Db, 'select'>;

/** Rows per INSERT: ~2,000 rows of long texts stay a parameter of a few MB. */
const WRITE_BATCH = 2_000;

const values = {
  item: items.item,
  description: items.description,
  code: items.code,
  room: items.room,
  type: items.type,
  category: items.category,
  typology: items.typology,
  quantity: items.quantity,
};

const asValues = (row: Omit<ItemValues, 'category' | 'typology'> & { category: string; typology: string }): ItemValues => ({
  ...row,
  // The table's check constraints hold these to the contracts' lists.
  category: row.category as Category,
  typology: row.typology as TypologyCode,
});

/** The stored items with one of these codes, by code (compared exactly, as the unique index does). */
export async function findItemsByCode(db: Reader, codes: readonly string[]): Promise<Map<string, ItemValues>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select(values)
    .from(items)
    .where(sql`${items.code} in (select jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`);
  return new Map(rows.map((row) => [row.code, asValues(row)]));
}

/** Every item, ordered by code byte-wise (the same order on PGlite and on any server collation). */
export async function listItemValues(db: Reader): Promise<ItemValues[]> {
  const rows = await db.select(values).from(items).orderBy(sql`${items.code} collate "C"`);
  return rows.map(asValues);
}

/**
 * Creates the items whose code is new and replaces every field but the picture of those whose
 * code exists (a code created meanwhile by someone else is updated, not refused).
 */
export async function upsertItems(db: Pick<Db, 'execute'>, rows: readonly ItemValues[]): Promise<void> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) {
    const batch = JSON.stringify(rows.slice(start, start + WRITE_BATCH));
    await db.execute(sql`
      insert into ${items} (item, description, code, room, type, category, typology, quantity)
      select x.item, x.description, x.code, x.room, x.type, x.category, x.typology, x.quantity
      from jsonb_to_recordset(${batch}::jsonb)
        as x(item jsonb, description jsonb, code text, room text, type text, category text, typology text, quantity integer)
      on conflict (code) do update set
        item = excluded.item,
        description = excluded.description,
        room = excluded.room,
        type = excluded.type,
        category = excluded.category,
        typology = excluded.typology,
        quantity = excluded.quantity,
        updated_at = now()`);
  }
}
