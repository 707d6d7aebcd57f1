// `npm run seed:scale -- --items 50000 --users 10000 [--leads 3000] [--data-dir DIR | --database-url URL]`:
// grows the app's database (the same DATA_DIR / DATABASE_URL as `npm start`, unless told
// otherwise) for benchmarks. The database is first prepared as a server start would (migrations,
// demo data on first use), so the scale items can show the demo's pictures.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { prepareDatabase } from '../startup';
import { growDatabase } from './grow-database';

const USAGE = 'usage: npm run seed:scale -- --items 50000 --users 10000 [--leads 3000] [--data-dir DIR | --database-url URL]';
const DEFAULT_LEADS = 3_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function count(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (!/^\d{1,7}$/.test(value)) fail(`seed:scale: --${name} must be a whole number from 0 to 9999999 (got "${value}")\n${USAGE}`);
  return Number(value);
}

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        items: { type: 'string' },
        users: { type: 'string' },
        leads: { type: 'string' },
        'data-dir': { type: 'string' },
        'database-url': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE);
      process.exit(0);
    }
    if (values['data-dir'] && values['database-url']) fail(`seed:scale: give --data-dir or --database-url, not both\n${USAGE}`);
    return values;
  } catch (error) {
    fail(`seed:scale: ${(error as Error).message}\n${USAGE}`);
  }
}

/** A folder under the current one by its relative path, any other by its full path. */
function shownPath(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative && !relative.startsWith('..') ? relative : folder;
}

async function open(config: Config): Promise<Database> {
  try {
    return await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      fail(
        `seed:scale: the data folder ${error.dataDir} is in use by a running Vitrina server (PID ${error.pid}).\n` +
          'A PGlite folder can be open in one process only: stop the server, run seed:scale, then start it again.',
      );
    }
    throw error;
  }
}

async function main() {
  const args = readArgs();
  const env = { ...process.env };
  // The flags win over the environment, as they were typed for this run.
  if (args['database-url']) env.DATABASE_URL = args['database-url'];
  if (args['data-dir']) {
    delete env.DATABASE_URL;
    env.DATA_DIR = args['data-dir'];
  }
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const targets = { items: count('items', args.items, 0), users: count('users', args.users, 0), leads: count('leads', args.leads, DEFAULT_LEADS) };
  const where = config.databaseUrl ? `PostgreSQL ${new URL(config.databaseUrl).host}${new URL(config.databaseUrl).pathname}` : `PGlite in ${shownPath(config.dataDir)}`;
  console.log(`seed:scale: ${where}, growing to ${targets.items} items, ${targets.users} accounts, ${targets.leads} leads`);

  const started = performance.now();
  const database = await open(config);
  let rowsMs: number;
  try {
    await prepareDatabase(database, config, (message) => console.log(`seed:scale: ${message}`));
    rowsMs = (await growDatabase(database.db, targets, { log: (message) => console.log(message) })).durationMs;
  } finally {
    await database.close();
  }
  // Opening and closing count too: PGlite writes its files out when it closes.
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`seed:scale: done in ${seconds} s, opening and closing the database included (adding rows: ${(rowsMs / 1000).toFixed(1)} s)`);
}

main().catch((error: unknown) => {
  console.error('seed:scale failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
