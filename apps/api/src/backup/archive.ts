// The backup file (issue 24, decision 032): gzip-compressed JSON lines, one object a line.
//
//   {"kind":"header","format":"vitrina-backup","format_version":1,"app_version":"0.1.0",
//    "created_at":"…","database":"pglite","schema":{"version":1795…,"tag":"0004_…","count":5}}
//   {"kind":"table","name":"users","columns":[{"name":"id","type":"integer"},…],"primary_key":["id"]}
//   {"kind":"rows","table":"users","rows":[["1","Ana",…],…]}          (as many lines as needed)
//   …                                                                 (every table, parents first)
//   {"kind":"manifest","app_version":"0.1.0","schema":{…},"tables":{"users":{"rows":12,"sha256":"…"},…},"rows":1234}
//
// Values are PostgreSQL's text form of each column (bytea in base64), null for NULL. A table's
// checksum is the sum, modulo 2^256, of the SHA-256 of each row's JSON array: it does not depend
// on the order rows are read in, so a restore on another server (another collation) checks the
// same. `zcat FILE | head -1` shows what a file holds.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import readline from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { ColumnInfo } from './backup-repository';

export const BACKUP_FORMAT = 'vitrina-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface SchemaStamp {
  /** The `when` of the last migration applied (drizzle's journal). */
  version: number;
  tag: string | null;
  count: number;
}

export interface HeaderLine {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  format_version: number;
  app_version: string;
  created_at: string;
  database: 'pglite' | 'postgres';
  schema: SchemaStamp;
}
export interface TableLine {
  kind: 'table';
  name: string;
  columns: ColumnInfo[];
  primary_key: string[];
}
export interface RowsLine {
  kind: 'rows';
  table: string;
  rows: (string | null)[][];
}
export interface TableSum {
  rows: number;
  sha256: string;
}
export interface ManifestLine {
  kind: 'manifest';
  app_version: string;
  created_at: string;
  schema: SchemaStamp;
  tables: Record<string, TableSum>;
  rows: number;
}
export type ArchiveLine = HeaderLine | TableLine | RowsLine | ManifestLine;

const MODULUS = 1n << 256n;

/** A table's running checksum (see the file's comment). */
export class TableChecksum {
  private sum = 0n;
  rows = 0;
  add(row: (string | null)[]) {
    this.sum = (this.sum + BigInt(`0x${createHash('sha256').update(JSON.stringify(row)).digest('hex')}`)) % MODULUS;
    this.rows++;
  }
  result(): TableSum {
    return { rows: this.rows, sha256: this.sum.toString(16).padStart(64, '0') };
  }
}

export class ArchiveError extends Error {}

/** Reads a backup file line by line, checking its frame: a header first, a manifest last. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveLine> {
  if (!fs.existsSync(file)) throw new ArchiveError(`no such file: ${file}`);
  const source = fs.createReadStream(file);
  const input = createGunzip();
  // pipe() does not pass a read error on: the gunzip stream carries it to the loop below.
  source.on('error', (error) => input.destroy(error));
  source.pipe(input);
  const lines = readline.createInterface({ input, crlfDelay: Infinity });
  let first = true;
  let manifest = false;
  try {
    for await (const text of lines) {
      if (!text) continue;
      let line: ArchiveLine;
      try {
        line = JSON.parse(text) as ArchiveLine;
      } catch {
        throw new ArchiveError('not a Vitrina backup (a line is not JSON)');
      }
      if (first) {
        if (line.kind !== 'header' || line.format !== BACKUP_FORMAT) throw new ArchiveError('not a Vitrina backup (no header)');
        if (line.format_version > BACKUP_FORMAT_VERSION) throw new ArchiveError(`backup format ${line.format_version} is newer than this version of Vitrina reads (${BACKUP_FORMAT_VERSION}): update Vitrina first`);
        first = false;
      }
      if (manifest) throw new ArchiveError('the backup has lines after its manifest');
      if (line.kind === 'manifest') manifest = true;
      yield line;
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'ENOENT') throw new ArchiveError(`no such file: ${file}`);
    if (code === 'Z_BUF_ERROR' || code === 'Z_DATA_ERROR') throw new ArchiveError('the backup file is damaged or cut short (gzip)');
    throw error;
  } finally {
    lines.close();
    source.destroy();
    input.destroy();
  }
  if (first) throw new ArchiveError('the backup file is empty');
  if (!manifest) throw new ArchiveError('the backup file is cut short (no manifest at its end)');
}

/** The header alone (the first line). */
export async function readHeader(file: string): Promise<HeaderLine> {
  for await (const line of readArchive(file)) return line as HeaderLine;
  throw new ArchiveError('the backup file is empty');
}

/** Reads a whole file and checks each table's count and checksum against its manifest. */
export async function verifyArchive(file: string): Promise<{ header: HeaderLine; manifest: ManifestLine }> {
  let header: HeaderLine | undefined;
  let manifest: ManifestLine | undefined;
  const sums = new Map<string, TableChecksum>();
  for await (const line of readArchive(file)) {
    if (line.kind === 'header') header = line;
    else if (line.kind === 'table') sums.set(line.name, new TableChecksum());
    else if (line.kind === 'rows') {
      const sum = sums.get(line.table);
      if (!sum) throw new ArchiveError(`rows of ${line.table} before its table line`);
      for (const row of line.rows) sum.add(row);
    } else manifest = line;
  }
  compareSums(manifest!, sums, 'in the file');
  return { header: header!, manifest: manifest! };
}

/** Throws when a table's rows or checksum differ from the manifest's. */
export function compareSums(manifest: ManifestLine, sums: Map<string, TableChecksum | TableSum>, where: string) {
  const problems: string[] = [];
  for (const [name, expected] of Object.entries(manifest.tables)) {
    const got = sums.get(name);
    const actual = got instanceof TableChecksum ? got.result() : got;
    if (!actual) problems.push(`${name}: missing ${where}`);
    else if (actual.rows !== expected.rows) problems.push(`${name}: ${actual.rows} rows ${where}, ${expected.rows} in the manifest`);
    else if (actual.sha256 !== expected.sha256) problems.push(`${name}: checksum ${where} differs from the manifest's`);
  }
  for (const name of sums.keys()) if (!(name in manifest.tables)) problems.push(`${name}: ${where} but not in the manifest`);
  if (problems.length) throw new ArchiveError(`the backup does not match its manifest:\n  ${problems.join('\n  ')}`);
}
