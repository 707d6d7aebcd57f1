// Restoring a backup (issue 24, decision 032) into an empty database, embedded or PostgreSQL:
// 1. the file's header: its schema must be one this build ships (a newer one is refused);
// 2. the target must be empty (no row in any table), unless `replace`, which drops every table;
// 3. the target is migrated up to the backup's schema version, exactly;
// 4. every table's rows are loaded in one transaction, the sequences moved past them, and each
//    table's count and checksum read back from the database and compared with the manifest:
//    any difference rolls the whole load back;
// 5. the remaining migrations of this build run, as at any start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, MIGRATIONS_FOLDER, type Database } from '../db/client';
import { shippedMigrations } from '../db/schema-version';
import { ArchiveError, TableChecksum, compareSums, readArchive, readHeader, type HeaderLine, type ManifestLine } from './archive';
import { dropEverything, insertRows, listTables, nonEmptyTables, readRows, resetSequences, type TableInfo } from './backup-repository';

export type RestoreRefusal = 'newer-schema' | 'unknown-schema' | 'not-empty';

export class RestoreRefused extends Error {
  constructor(
    readonly reason: RestoreRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface RestoreOptions {
  /** Drop everything in a non-empty target first. */
  replace?: boolean;
  log?: (message: string) => void;
}

export interface RestoreResult {
  header: HeaderLine;
  manifest: ManifestLine;
  /** Migrations applied after the load (the backup was from an older schema). */
  migratedAfter: number;
}

/** At most this many parameters (PostgreSQL takes 65,535) and about this many bytes per INSERT. */
const MAX_PARAMS = 20_000;
const MAX_BATCH_BYTES = 8 * 1024 * 1024;

/** A copy of the migrations folder holding only those up to `version`. */
function migrationsUpTo(version: number): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.when <= version);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  return folder;
}

const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([table, n]) => `${table} (${n})`)
    .join(', ');

export async function restoreBackup(target: Database, file: string, options: RestoreOptions = {}): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  const header = await readHeader(file);
  const shipped = shippedMigrations();
  const latest = shipped[shipped.length - 1]!;
  if (header.schema.version > latest.when) {
    throw new RestoreRefused(
      'newer-schema',
      `This backup is from a newer schema (${header.schema.tag ?? header.schema.version}, ${header.schema.count} migrations; Vitrina ${header.app_version}) than this version of Vitrina knows (${latest.tag}, ${shipped.length}). Update Vitrina first, then restore.`,
    );
  }
  if (header.schema.version !== 0 && !shipped.some((m) => m.when === header.schema.version)) {
    throw new RestoreRefused('unknown-schema', `This backup's schema (${header.schema.tag ?? header.schema.version}) is not one this version of Vitrina ships: restore it with the version that made it (${header.app_version}).`);
  }

  const existing = await target.withTransaction('write', (query) => nonEmptyTables(query));
  if (Object.keys(existing).length) {
    if (!options.replace) {
      throw new RestoreRefused('not-empty', `The target database is not empty: ${describeCounts(existing)}. Restore into an empty database, or add --replace to delete everything in it first.`);
    }
    log(`replacing what the target held: ${describeCounts(existing)}`);
    await target.withTransaction('write', (query) => dropEverything(query));
  }

  const folder = migrationsUpTo(header.schema.version);
  try {
    await migrate(target, folder);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
  log(`schema ${header.schema.tag ?? 'none'} ready; loading the rows`);

  const manifest = await target.withTransaction('write', async (query) => {
    const present = new Map((await listTables(query)).map((table) => [table.name, table]));
    const loaded: TableInfo[] = [];
    let current: TableInfo | undefined;
    let pending: (string | null)[][] = [];
    let pendingBytes = 0;
    let manifestLine: ManifestLine | undefined;
    const flush = async () => {
      if (current && pending.length) await insertRows(query, current, pending);
      pending = [];
      pendingBytes = 0;
    };
    for await (const line of readArchive(file)) {
      if (line.kind === 'table') {
        await flush();
        const here = present.get(line.name);
        if (!here) throw new ArchiveError(`table ${line.name} of the backup does not exist in the migrated target`);
        const columns = line.columns.map((column) => {
          const match = here.columns.find((c) => c.name === column.name);
          if (!match) throw new ArchiveError(`column ${line.name}.${column.name} of the backup does not exist in the migrated target`);
          return match;
        });
        current = { name: line.name, columns, primaryKey: here.primaryKey };
        loaded.push(current);
      } else if (line.kind === 'rows') {
        if (!current || current.name !== line.table) throw new ArchiveError(`rows of ${line.table} out of place`);
        for (const row of line.rows) {
          const bytes = row.reduce((n, value) => n + (value?.length ?? 0), 0);
          if (pending.length && ((pending.length + 1) * current.columns.length > MAX_PARAMS || pendingBytes + bytes > MAX_BATCH_BYTES)) await flush();
          pending.push(row);
          pendingBytes += bytes;
        }
      } else if (line.kind === 'manifest') {
        await flush();
        manifestLine = line;
      }
    }
    await resetSequences(query, loaded);
    // Read back from the database, as a backup of it would read: the same counts and checksums.
    const sums = new Map<string, TableChecksum>();
    for (const table of loaded) {
      const sum = new TableChecksum();
      await readRows(query, table, 500, (rows) => rows.forEach((row) => sum.add(row)));
      sums.set(table.name, sum);
    }
    compareSums(manifestLine!, sums, 'in the restored database');
    return manifestLine!;
  });
  log(`${manifest.rows} row(s) in ${Object.keys(manifest.tables).length} tables loaded; counts and checksums match the manifest`);

  const before = shipped.filter((m) => m.when <= header.schema.version).length;
  await migrate(target);
  return { header, manifest, migratedAfter: shipped.length - before };
}
