// One database handle for the whole process: the embedded PGlite (default) or a PostgreSQL
// server (DATABASE_URL). Both speak the same SQL and run the same migrations.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataDirLock } from './data-dir-lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Throws when the database cannot answer a trivial query. */
  ping(): Promise<void>;
  /**
   * Runs fn while holding a lock that other instances on the same database respect
   * (a PostgreSQL advisory lock; for PGlite the data-folder lock already excludes them).
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** An arbitrary, fixed 64-bit key for pg_advisory_lock, shared by every instance of the app. */
const STARTUP_LOCK_KEY = 7_305_196_211n;

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** Called when an idle PostgreSQL connection breaks; the pool itself reconnects. */
  onBackgroundError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onBackgroundError) : openPglite(options.dataDir);
}

async function openPostgres(url: string, onBackgroundError?: (error: Error) => void): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Dates stay strings (yyyy-mm-dd): no time-zone shift between the server and the answer.
  pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30000 });
  // Without a listener, a connection dropped by the server would crash the process.
  pool.on('error', (error) => onBackgroundError?.(error));
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async ping() {
      await pool.query('select 1');
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY.toString()]);
        try {
          return await fn();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY.toString()]);
        }
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  let releaseLock = () => {};
  let folder: string | undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    // PGlite takes no lock of its own: two processes on one folder silently lose rows.
    releaseLock = acquireDataDirLock(dataDir);
    folder = path.join(dataDir, 'pglite');
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const client = folder ? await PGlite.create(folder) : await PGlite.create();
    const db = drizzle(client, { schema }) as unknown as Db;
    let closed = false;
    return {
      kind: 'pglite',
      db,
      async ping() {
        if (closed) throw new Error('database closed');
        await client.query('select 1');
      },
      withStartupLock: (fn) => fn(),
      async close() {
        if (closed) return;
        closed = true;
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
