// Builds the real app (the same buildApp the server uses) on a fresh database of the kind the
// Vitest project asks for: TEST_DB=pglite → an in-memory PGlite; TEST_DB=postgres → a new
// database on the server at TEST_DATABASE_URL, dropped afterwards. The apps start from a copy of
// the run's migrated template (database-templates.ts); createTestDatabase gives an empty one.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { prepareDatabase } from '../src/startup';
import { withDatabaseName, type DatabaseTemplates, type TemplateName } from './database-templates';

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

export interface TestDatabase {
  database: Database;
  /** Connection string of the fresh PostgreSQL database (postgres runs only). */
  url?: string;
  drop(): Promise<void>;
}

/** PGlite tarballs read once per test file (each is loaded into a new cluster). */
const tarballs = new Map<string, Blob>();

/**
 * A fresh database of the project's kind: empty (no `template`: what a first start meets), or
 * a copy of the run's migrated template, with the demo data or without (buildTestApp's).
 */
export async function createTestDatabase(kind: 'pglite' | 'postgres' = testDbKind, template?: TemplateName): Promise<TestDatabase> {
  // The api projects' global setup provides the templates; other runs (api-process) have none.
  const provided = inject('databaseTemplates') as DatabaseTemplates | undefined;
  const templates = provided?.kind === kind ? provided : undefined;
  if (template && !templates) throw new Error(`no ${kind} database templates in this run (test/global-setup.ts)`);
  if (kind === 'pglite') {
    // An empty database is a copy of a new cluster too: the same as initdb's, seconds sooner.
    const file = template ? templates![template] : templates?.empty;
    let loadDataDir: Blob | undefined;
    if (file) {
      loadDataDir = tarballs.get(file) ?? new Blob([fs.readFileSync(file)]);
      tarballs.set(file, loadDataDir);
    }
    const database = await openDatabase({ loadDataDir });
    return { database, drop: () => database.close() };
  }
  const name = `vitrina_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(template ? `create database "${name}" template "${templates![template]}"` : `create database "${name}"`);
  await admin.end();
  const url = withDatabaseName(TEST_DATABASE_URL, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    async drop() {
      await database.close().catch(() => {});
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'silent', BACKUP_DIR: 'off', ...overrides });
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a fresh, migrated database; `demo: true` loads the demo data (no images). */
export async function buildTestApp(options: { demo?: boolean; env?: NodeJS.ProcessEnv; webDist?: string; clock?: () => Date; push?: BuildOptions['push'] } = {}): Promise<TestApp> {
  const testDb = await createTestDatabase(testDbKind, options.demo ? 'demo' : 'plain');
  const config = testConfig(options.env);
  // Migrated already: this applies the test's own admin and account codes.
  await prepareDatabase(testDb.database, config);
  const app = await buildApp({ config, database: testDb.database, ...(options.webDist ? { webDist: options.webDist } : {}), ...(options.clock ? { clock: options.clock } : {}), ...(options.push ? { push: options.push } : {}) });
  await app.ready();
  return {
    app,
    database: testDb.database,
    config,
    async close() {
      await app.close();
      await testDb.drop();
    },
  };
}

export interface TwoApps {
  a: FastifyInstance;
  b: FastifyInstance;
  /** The first instance's handle (the second has its own connection on PostgreSQL). */
  database: Database;
  close(): Promise<void>;
}

/**
 * Two instances of the app on one fresh database with the demo data (no images), as two
 * processes behind a balancer: on PostgreSQL each has its own connection (and listener); on
 * PGlite they share the one handle. `webDists` gives each its own web build.
 */
export async function buildTwoApps(options: { webDists?: [string, string]; env?: NodeJS.ProcessEnv; push?: BuildOptions['push'] } = {}): Promise<TwoApps> {
  const testDb = await createTestDatabase(testDbKind, 'demo');
  const config = testConfig(options.env);
  await prepareDatabase(testDb.database, config);
  const second = testDb.url ? await openDatabase({ databaseUrl: testDb.url }) : testDb.database;
  const [distA, distB] = options.webDists ?? [];
  const push = options.push ? { push: options.push } : {};
  const a = await buildApp({ config, database: testDb.database, ...(distA ? { webDist: distA } : {}), ...push });
  const b = await buildApp({ config, database: second, ...(distB ? { webDist: distB } : {}), ...push });
  await Promise.all([a.ready(), b.ready()]);
  return {
    a,
    b,
    database: testDb.database,
    async close() {
      await b.close();
      await a.close();
      if (second !== testDb.database) await second.close();
      await testDb.drop();
    },
  };
}
