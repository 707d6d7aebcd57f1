// Taking a backup (issue 24, decision 032): every table of the database, read in one snapshot
// (REPEATABLE READ on PostgreSQL, so writes running meanwhile are either wholly in it or not at
// all; PGlite's one connection is held for the time of the read), written to a gzip JSON-lines
// file (archive.ts) with the schema version and a manifest of counts and checksums.
import fs from 'node:fs';
import { once } from 'node:events';
import { createGzip } from 'node:zlib';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/client';
import { appliedSchemaVersionOn } from '../db/schema-version';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, TableChecksum, type ArchiveLine, type ManifestLine, type SchemaStamp } from './archive';
import { listTables, readRows } from './backup-repository';

/** The API's own version, written into every backup. */
export const APP_VERSION: string = (
  JSON.parse(fs.readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as { version: string }
).version;

/** Rows per cursor fetch and per line of the file. */
const BATCH = 200;

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: ManifestLine;
}

/** Writes a backup of `database` to `file` (replaced if it exists). */
export async function writeBackup(database: Database, file: string): Promise<BackupResult> {
  const gzip = createGzip({ level: 6 });
  const out = fs.createWriteStream(file, { mode: 0o600 });
  gzip.pipe(out);
  const write = async (line: ArchiveLine) => {
    if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, 'drain');
  };
  const createdAt = new Date().toISOString();
  try {
    const manifest = await database.withTransaction('snapshot', async (query) => {
      const applied = await appliedSchemaVersionOn(query);
      const schema: SchemaStamp = { version: applied.version, tag: applied.tag, count: applied.count };
      await write({ kind: 'header', format: BACKUP_FORMAT, format_version: BACKUP_FORMAT_VERSION, app_version: APP_VERSION, created_at: createdAt, database: database.kind, schema });
      const tables: ManifestLine['tables'] = {};
      let total = 0;
      for (const table of await listTables(query)) {
        await write({ kind: 'table', name: table.name, columns: table.columns, primary_key: table.primaryKey });
        const sum = new TableChecksum();
        await readRows(query, table, BATCH, async (rows) => {
          for (const row of rows) sum.add(row);
          await write({ kind: 'rows', table: table.name, rows });
        });
        tables[table.name] = sum.result();
        total += sum.rows;
      }
      const line: ManifestLine = { kind: 'manifest', app_version: APP_VERSION, created_at: createdAt, schema, tables, rows: total };
      await write(line);
      return line;
    });
    gzip.end();
    await finished(out);
    return { file, bytes: fs.statSync(file).size, manifest };
  } catch (error) {
    gzip.destroy();
    out.destroy();
    fs.rmSync(file, { force: true });
    throw error;
  }
}

