// The schema version: the migrations this build ships (drizzle/meta/_journal.json) against the
// ones a database has applied (drizzle.__drizzle_migrations). Drizzle applies, in order, every
// migration whose folder time (`when` in the journal) is later than the last one applied, so
// the last applied `when` is the database's schema version. readyz, backup and restore read it.
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db, RawQuery } from './client';
import { MIGRATIONS_FOLDER } from './client';

export interface ShippedMigration {
  idx: number;
  tag: string;
  when: number;
}

export interface SchemaVersion {
  /** How many migrations are applied. */
  count: number;
  /** The `when` of the last one applied (0 when none is). */
  version: number;
  /** Its tag (file name), when this build ships it. */
  tag: string | null;
}

/** The migrations of this build, oldest first. */
export function shippedMigrations(folder = MIGRATIONS_FOLDER): ShippedMigration[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as { entries: ShippedMigration[] };
  return [...journal.entries].sort((a, b) => a.when - b.when);
}

/** The schema version this build migrates a database to. */
export function shippedSchemaVersion(folder = MIGRATIONS_FOLDER): SchemaVersion {
  const entries = shippedMigrations(folder);
  const last = entries[entries.length - 1];
  return { count: entries.length, version: last?.when ?? 0, tag: last?.tag ?? null };
}

/** The schema version a database is at; { count: 0, version: 0 } when it was never migrated. */
export async function appliedSchemaVersion(db: Pick<Db, 'execute'>): Promise<SchemaVersion> {
  return appliedSchemaVersionOn(async (text) => ((await db.execute(sql.raw(text))) as unknown as { rows: never[] }).rows);
}

/** The same, through a raw query of one connection (backup and restore, db/client.ts's RawQuery). */
export async function appliedSchemaVersionOn(query: RawQuery): Promise<SchemaVersion> {
  const [exists] = await query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists?.present) return { count: 0, version: 0, tag: null };
  const [row] = await query<{ count: number; version: string }>(
    `select count(*)::int as count, coalesce(max(created_at), 0)::text as version from drizzle.__drizzle_migrations`,
  );
  const count = Number(row?.count ?? 0);
  const version = Number(row?.version ?? 0);
  const tag = shippedMigrations().find((m) => m.when === version)?.tag ?? null;
  return { count, version, tag };
}
