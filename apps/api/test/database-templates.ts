// One migrated database per test run, copied for every test file instead of migrated again
// (issue 32): a new PGlite cluster costs an initdb, the migrations and, for most files, the
// demo seed — seconds a file, 80 files a project. Vitest's global setup (`setupTemplates`)
// makes two templates of the project's kind once — `plain` (migrated, as prepareDatabase leaves
// an empty database) and `demo` (the same plus the demo data without images) — and each test
// file's database starts as a copy of one of them:
// - PGlite: the template's data folder as a tarball (`dumpDataDir`), loaded into a new
//   in-memory cluster;
// - PostgreSQL: `CREATE DATABASE … TEMPLATE`, a file copy on the server.
// The copy then goes through prepareDatabase again with the test's own configuration (its
// migrations are already applied: what remains is the admin and the account codes it names).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { loadConfig } from '../src/config';
import { prepareDatabase } from '../src/startup';

export type TemplateName = 'plain' | 'demo';

export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** PGlite: the tarball's path; PostgreSQL: the template database's name. */
  plain: string;
  demo: string;
  /** PGlite only: a new cluster, not migrated (loading it skips initdb: seconds a database). */
  empty?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const templateConfig = () => loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'silent', BACKUP_DIR: 'off' });

export function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function seedDemo(database: Awaited<ReturnType<typeof openDatabase>>) {
  const { seedDemoData } = await import('../src/demo-data');
  await seedDemoData(database.db, { images: false });
}

/** Makes the two PGlite templates as tarballs in a fresh folder; `remove` deletes them. */
export async function makePgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-test-templates-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const dump = async (name: TemplateName) => {
    // openDatabase keeps its cluster in <dataDir>/pglite; the raw client dumps that folder.
    const raw = await PGlite.create(path.join(folder, 'data', 'pglite'));
    const tarball = await raw.dumpDataDir('none');
    await raw.close();
    const file = path.join(folder, `${name}.tar`);
    fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
    return file;
  };
  const blank = await PGlite.create();
  const empty = path.join(folder, 'empty.tar');
  fs.writeFileSync(empty, Buffer.from(await (await blank.dumpDataDir('none')).arrayBuffer()));
  await blank.close();
  const open = () => openDatabase({ dataDir: path.join(folder, 'data') });
  let database = await open();
  await prepareDatabase(database, templateConfig());
  await database.close();
  const plain = await dump('plain');
  database = await open();
  await seedDemo(database);
  await database.close();
  const demo = await dump('demo');
  fs.rmSync(path.join(folder, 'data'), { recursive: true, force: true });
  return { templates: { kind: 'pglite', plain, demo, empty }, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** Makes the two PostgreSQL template databases on the server at `url`; `remove` drops them. */
export async function makePostgresTemplates(url: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const prefix = `vitrina_template_${process.pid}_${Date.now().toString(36)}`;
  const names = { plain: `${prefix}_plain`, demo: `${prefix}_demo` };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${names.plain}"`);
    let database = await openDatabase({ databaseUrl: withDatabaseName(url, names.plain) });
    await prepareDatabase(database, templateConfig());
    await database.close();
    // A template must have no connection while it is copied: every handle above is closed.
    await admin.query(`create database "${names.demo}" template "${names.plain}"`);
    database = await openDatabase({ databaseUrl: withDatabaseName(url, names.demo) });
    await seedDemo(database);
    await database.close();
  } finally {
    await admin.end();
  }
  return {
    templates: { kind: 'postgres', ...names },
    async remove() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      for (const name of Object.values(names)) await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}
