// The SQL of backup and restore (issue 24, decision 032). Generic over the schema: the tables
// are read from the catalogue (every base table of `public`, parents before the tables whose
// foreign keys point at them), their columns too (generated columns are left out: the server
// computes them again), so a table another branch adds is backed up with no change here.
// Values travel as PostgreSQL's own text form (bytea as base64), which the same server type
// reads back exactly; every query runs in a transaction set to UTC and ISO dates.
import type { RawQuery } from '../db/client';

export interface ColumnInfo {
  name: string;
  /** format_type(): e.g. integer, text, jsonb, timestamp with time zone, bytea. */
  type: string;
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  /** Primary key columns, in key order (empty when the table has none). */
  primaryKey: string[];
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Every base table of `public`, parents first (foreign keys), then by name. */
export async function listTables(query: RawQuery): Promise<TableInfo[]> {
  const tables = await query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const columns = await query<{ table: string; name: string; type: string }>(
    `select c.relname as table, a.attname as name, format_type(a.atttypid, a.atttypmod) as type
     from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     order by c.relname, a.attnum`,
  );
  const keys = await query<{ table: string; name: string }>(
    `select c.relname as table, a.attname as name
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     cross join lateral unnest(k.conkey) with ordinality as u(attnum, position)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = u.attnum
     where n.nspname = 'public' and k.contype = 'p' order by c.relname, u.position`,
  );
  const references = await query<{ child: string; parent: string }>(
    `select distinct c.relname as child, p.relname as parent
     from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
     join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and k.contype = 'f' and c.oid <> p.oid`,
  );
  const byName = new Map<string, TableInfo>(tables.map((t) => [t.name, { name: t.name, columns: [], primaryKey: [] }]));
  for (const c of columns) byName.get(c.table)?.columns.push({ name: c.name, type: c.type });
  for (const k of keys) byName.get(k.table)?.primaryKey.push(k.name);
  // Parents first: repeatedly take the tables whose parents are all taken (a cycle, which
  // drizzle's schema does not have, would keep its remaining tables in name order).
  const parents = new Map<string, Set<string>>(tables.map((t) => [t.name, new Set()]));
  for (const r of references) if (byName.has(r.parent)) parents.get(r.child)?.add(r.parent);
  const ordered: TableInfo[] = [];
  const done = new Set<string>();
  while (ordered.length < byName.size) {
    const ready = [...byName.keys()].filter((name) => !done.has(name) && [...parents.get(name)!].every((p) => done.has(p)));
    const next = ready.length ? ready : [...byName.keys()].filter((name) => !done.has(name)).slice(0, 1);
    for (const name of next) {
      done.add(name);
      ordered.push(byName.get(name)!);
    }
  }
  return ordered;
}

/** The expression that reads a column as text (bytea as base64 on one line). */
const readAs = (column: ColumnInfo) =>
  column.type === 'bytea' ? `translate(encode(${ident(column.name)}, 'base64'), E'\\n', '')` : `${ident(column.name)}::text`;

/** The parameter placeholder that writes a column from its text. */
const writeAs = (column: ColumnInfo, n: number) => (column.type === 'bytea' ? `decode($${n}, 'base64')` : `$${n}::${column.type}`);

/**
 * Reads a table's rows as arrays of text (null stays null), `batch` at a time through a cursor,
 * in primary-key order; must run inside a transaction.
 */
export async function readRows(query: RawQuery, table: TableInfo, batch: number, onRows: (rows: (string | null)[][]) => Promise<void> | void): Promise<void> {
  const select = table.columns.map((c, i) => `${readAs(c)} as c${i}`).join(', ');
  const order = table.primaryKey.length ? ` order by ${table.primaryKey.map(ident).join(', ')}` : '';
  const cursor = `vitrina_backup_${table.name.replace(/\W/g, '_')}`;
  await query(`declare ${ident(cursor)} no scroll cursor for select ${select} from ${ident(table.name)}${order}`);
  for (;;) {
    const rows = await query<Record<string, string | null>>(`fetch forward ${batch} from ${ident(cursor)}`);
    if (rows.length === 0) break;
    await onRows(rows.map((row) => table.columns.map((_, i) => row[`c${i}`] ?? null)));
    if (rows.length < batch) break;
  }
  await query(`close ${ident(cursor)}`);
}

/** Inserts rows given as text in the columns' order. */
export async function insertRows(query: RawQuery, table: TableInfo, rows: (string | null)[][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = table.columns.map((c) => ident(c.name)).join(', ');
  const width = table.columns.length;
  const values = rows.map((_, r) => `(${table.columns.map((c, i) => writeAs(c, r * width + i + 1)).join(', ')})`).join(', ');
  await query(`insert into ${ident(table.name)} (${columns}) values ${values}`, rows.flat());
}

/** Moves every sequence owned by a restored column past the column's largest value. */
export async function resetSequences(query: RawQuery, tables: TableInfo[]): Promise<void> {
  for (const table of tables) {
    for (const column of table.columns) {
      const [owned] = await query<{ sequence: string | null }>(`select pg_get_serial_sequence($1, $2) as sequence`, [ident(table.name), column.name]);
      if (!owned?.sequence) continue;
      await query(
        `select setval($1, coalesce((select max(${ident(column.name)}) from ${ident(table.name)}), 1), (select count(*) > 0 from ${ident(table.name)}))`,
        [owned.sequence],
      );
    }
  }
}

/** Rows per table of `public`, only the tables that have any. */
export async function nonEmptyTables(query: RawQuery): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(query)) {
    const [row] = await query<{ n: string }>(`select count(*)::text as n from ${ident(table.name)}`);
    if (Number(row?.n) > 0) counts[table.name] = Number(row!.n);
  }
  return counts;
}

/** Drops every table and sequence of `public` and the migrations' bookkeeping: an empty database again. */
export async function dropEverything(query: RawQuery): Promise<void> {
  for (const table of await listTables(query)) await query(`drop table if exists ${ident(table.name)} cascade`);
  // A sequence no column owns (none today, but a migration may make one) would survive the tables.
  const sequences = await query<{ name: string }>(`select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`);
  for (const sequence of sequences) await query(`drop sequence if exists ${ident(sequence.name)} cascade`);
  await query(`drop schema if exists drizzle cascade`);
}
