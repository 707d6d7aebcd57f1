// `npm run backup` and `npm run restore` (issue 24, decision 032; the README's "Backup and
// restore" says how to use them). One clear line per problem, exit code 1.
//
//   npm run backup  -- [--out FILE] [--database-url URL | --data-dir DIR] [--url URL] [--email E]
//   npm run restore -- FILE [--database-url URL | --data-dir DIR] [--replace]
//
// Backup: from PostgreSQL (--database-url or DATABASE_URL) directly, while servers run; from the
// embedded database's folder (--data-dir or DATA_DIR, ./data by default) directly when no server
// holds it, else through that server's GET /api/admin/backup, signed in as an Admin
// (VITRINA_ADMIN_TOKEN, or --email / ADMIN_EMAIL with VITRINA_ADMIN_PASSWORD / ADMIN_PASSWORD,
// else asked for). The file is checked against its manifest before it gets its name.
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { ArchiveError, verifyArchive } from './archive';
import { backupFileName } from './automatic-backups';
import { writeBackup } from './backup';
import { RestoreRefused, restoreBackup } from './restore';

class CliError extends Error {}

const env = process.env;
const plural = (n: number, word: string) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A PostgreSQL URL without its password, to print. */
function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'the PostgreSQL server';
  }
}

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('no Admin password: set VITRINA_ADMIN_PASSWORD (or VITRINA_ADMIN_TOKEN), or run it in a terminal');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (s: string) => void };
  process.stdout.write(question);
  output._writeToOutput = () => {};
  const answer = await new Promise<string>((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return answer;
}

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('no Admin e-mail: pass --email or set ADMIN_EMAIL');
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await new Promise<string>((resolve) => rl.question(question, resolve));
  rl.close();
  return answer.trim();
}

/** The running server makes the snapshot: GET /api/admin/backup as an Admin. */
async function backupThroughServer(base: string, out: string, email: string | undefined): Promise<void> {
  let token = env.VITRINA_ADMIN_TOKEN;
  let signedIn = false;
  const call = async (url: string, init: RequestInit = {}) => {
    try {
      return await fetch(new URL(url, base), init);
    } catch {
      throw new CliError(`the data folder is in use by a server, but ${base} does not answer: pass --url with the server's address`);
    }
  };
  if (!token) {
    const who = email ?? env.ADMIN_EMAIL ?? (await ask('Admin e-mail: '));
    const password = env.VITRINA_ADMIN_PASSWORD ?? env.ADMIN_PASSWORD ?? (await askHidden(`Password of ${who}: `));
    const res = await call('/api/signIn', { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': 'en' }, body: JSON.stringify({ email: who, password }) });
    const body = (await res.json().catch(() => ({}))) as { token?: string; message?: string; user?: { user_type?: string } };
    if (!res.ok || !body.token) throw new CliError(`signing in to ${base} as ${who} failed: ${body.message ?? res.status}`);
    token = body.token;
    signedIn = true;
  }
  try {
    const res = await call('/api/admin/backup', { headers: { authorization: `Bearer ${token}`, 'accept-language': 'en' } });
    if (!res.ok || !res.body) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new CliError(`${base} refused the backup (${res.status}): ${body.message ?? ''}`);
    }
    await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(out, { mode: 0o600 }));
  } finally {
    if (signedIn) await call('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => {});
  }
}

async function backup(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: { out: { type: 'string' }, 'database-url': { type: 'string' }, 'data-dir': { type: 'string' }, url: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  const out = path.resolve(values.out ?? backupFileName());
  if (fs.existsSync(out)) throw new CliError(`${out} already exists: choose another --out`);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  let from: string;
  try {
    if (databaseUrl) {
      from = shownUrl(databaseUrl);
      const database = await openDatabase({ databaseUrl });
      try {
        await writeBackup(database, partial);
      } finally {
        await database.close();
      }
    } else {
      const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR ?? './data');
      if (!fs.existsSync(path.join(dataDir, 'pglite'))) throw new CliError(`no embedded database in ${dataDir}: pass --data-dir, or --database-url for PostgreSQL`);
      let database: Database | null = null;
      try {
        database = await openDatabase({ dataDir });
      } catch (error) {
        if (!(error instanceof DataDirLockedError)) throw error;
      }
      if (database) {
        from = `the stopped server's folder ${dataDir}`;
        try {
          await writeBackup(database, partial);
        } finally {
          await database.close();
        }
      } else {
        const base = values.url ?? env.PUBLIC_URL ?? `http://127.0.0.1:${env.PORT ?? 3000}`;
        from = `the server at ${base} (it holds ${dataDir})`;
        await backupThroughServer(base, partial, values.email);
      }
    }
    const { manifest } = await verifyArchive(partial);
    fs.renameSync(partial, out);
    console.log(`Backup of ${from} written to ${out}: ${plural(manifest.rows, 'row')} in ${plural(Object.keys(manifest.tables).length, 'table')}, ${mb(fs.statSync(out).size)}, schema ${manifest.schema.tag}; checked against its manifest.`);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

async function restore(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { 'database-url': { type: 'string' }, 'data-dir': { type: 'string' }, replace: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length !== 1) throw new CliError('name one backup file: npm run restore -- FILE [--database-url URL | --data-dir DIR] [--replace]');
  const file = path.resolve(positionals[0]!);
  const { header, manifest } = await verifyArchive(file);
  console.log(`${path.basename(file)}: a backup of a ${header.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} database from ${header.created_at} (Vitrina ${header.app_version}, schema ${header.schema.tag}), ${plural(manifest.rows, 'row')}; its file matches its manifest.`);
  const databaseUrl = values['database-url'] ?? env.DATABASE_URL;
  let target: Database;
  let into: string;
  if (databaseUrl) {
    into = shownUrl(databaseUrl);
    target = await openDatabase({ databaseUrl });
  } else {
    const dataDir = path.resolve(values['data-dir'] ?? env.DATA_DIR ?? './data');
    into = `the embedded database in ${dataDir}`;
    try {
      target = await openDatabase({ dataDir });
    } catch (error) {
      if (error instanceof DataDirLockedError) throw new CliError(`${dataDir} is in use by a server (PID ${error.pid}): stop it, restore, then start it again`);
      throw error;
    }
  }
  try {
    const started = Date.now();
    const result = await restoreBackup(target, file, { replace: values.replace, log: (line) => console.log(`  ${line}`) });
    const after = result.migratedAfter ? `; then ${plural(result.migratedAfter, 'migration')} of this version applied` : '';
    console.log(`Restored into ${into} in ${((Date.now() - started) / 1000).toFixed(1)} s: every table's rows and checksum match the backup's manifest${after}.`);
  } finally {
    await target.close();
  }
}

const [command, ...rest] = process.argv.slice(2);
try {
  if (command === 'backup') await backup(rest);
  else if (command === 'restore') await restore(rest);
  else throw new CliError('usage: cli.ts backup|restore …');
  process.exit(0);
} catch (error) {
  const known = error instanceof CliError || error instanceof RestoreRefused || error instanceof ArchiveError || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION';
  console.error(`${command === 'restore' ? 'Restore' : 'Backup'} failed: ${error instanceof Error ? error.message : String(error)}`);
  if (!known && env.LOG_LEVEL === 'debug') console.error(error);
  process.exit(1);
}
