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

/** SQL text with $1… parameters on one connection; rows as the driver gives them. */
export type RawQuery = <R = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<R[]>;

/**
 * A transaction on one connection for the backup and restore (issue 24): `snapshot` is
 * REPEATABLE READ, READ ONLY (everything read sees one moment, whatever is written meanwhile);
 * `write` is a plain transaction. Both run in UTC with ISO dates, so values read as text are
 * the same on every server.
 */
export type TransactionMode = 'snapshot' | 'write';

const SESSION_SETTINGS = [`set local timezone = 'UTC'`, `set local datestyle = 'ISO, YMD'`, `set local intervalstyle = 'postgres'`, `set local extra_float_digits = 1`];

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
  /** Runs fn in one transaction on one connection (see TransactionMode); rolls back if it throws. */
  withTransaction<T>(mode: TransactionMode, fn: (query: RawQuery) => Promise<T>): Promise<T>;
  /** The connection pool's use right now (PostgreSQL); PGlite has one connection and no pool. */
  poolUse(): { total: number; idle: number; waiting: number; max: number } | null;
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
  /**
   * An in-memory PGlite starts as a copy of this data folder (PGlite's `dumpDataDir()` tarball)
   * instead of an empty cluster: the tests start from one migrated database (issue 32).
   */
  loadDataDir?: Blob | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.onBackgroundError) : openPglite(options.dataDir, options.loadDataDir);
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
    async withTransaction(mode, fn) {
      const client = await pool.connect();
      try {
        await client.query(mode === 'snapshot' ? 'begin isolation level repeatable read read only' : 'begin');
        for (const setting of SESSION_SETTINGS) await client.query(setting);
        const result = await fn(async (text, params) => (await client.query(text, params as unknown[])).rows);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 10 }),
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

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
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
    const client = folder ? await PGlite.create(folder) : await PGlite.create(loadDataDir ? { loadDataDir } : {});
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
      // One connection: a transaction holds it, so other queries wait and a snapshot is one moment.
      withTransaction: (_mode, fn) =>
        client.transaction(async (tx) => {
          for (const setting of SESSION_SETTINGS) await tx.query(setting);
          return fn(async (text, params) => (await tx.query(text, params as unknown[])).rows as never);
        }),
      poolUse: () => null,
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

/** Applies the migrations of `folder` (this build's by default) that the database lacks. */
export async function migrate(database: Database, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (database.kind === 'postgres') {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  } else {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(database.db as never, { migrationsFolder: folder });
  }
}
