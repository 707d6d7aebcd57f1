// The commands a provider runs (issue 24): `npm run backup` of the embedded database while its
// server runs (through GET /api/admin/backup) and of a stopped server's folder, then
// `npm run restore` of that file into an empty PostgreSQL database — the documented move —
// which a server then serves; a non-empty target is refused unless --replace, and a folder in
// use is refused.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/demo-data/users';
import { createTestDatabase, type TestDatabase } from '../helper';
import { getJson, seededDataDir, startServer, type RunningServer } from './server-process';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-cli-'));
// A folder with the demo data, as a first start leaves it (copied: no seeding again).
const dataDir = seededDataDir(path.join(root, 'data'));
const running: RunningServer[] = [];
let target: TestDatabase;

function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  target = await createTestDatabase('postgres');
  await target.database.close();
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  await target.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  const live = path.join(root, 'live.ndjson.gz');
  const stopped = path.join(root, 'stopped.ndjson.gz');
  let server: RunningServer;

  it('backs up the embedded database through its running server', async () => {
    server = startServer({ DATA_DIR: dataDir, BACKUP_DIR: 'off' });
    running.push(server);
    await server.ready;
    const res = await cli(['backup', '--out', live, '--data-dir', dataDir, '--url', server.url('/'), '--email', 'admin@vitrina.demo'], { VITRINA_ADMIN_PASSWORD: DEMO_PASSWORD });
    expect(res.output).toMatch(/Backup of the server at .* written to .*live\.ndjson\.gz: [\d,]+ rows in \d+ tables, .* MB, schema \d{4}_\w+; checked against its manifest/);
    expect(res.code).toBe(0);
    expect(fs.existsSync(`${live}.partial`)).toBe(false);
  });

  it('refuses to restore into the folder while its server runs', async () => {
    const res = await cli(['restore', live, '--data-dir', dataDir]);
    expect(res.code).toBe(1);
    expect(res.output).toMatch(/is in use by a server \(PID \d+\): stop it, restore, then start it again/);
    expect(await server.stop()).toBe(0);
  });

  it("backs up a stopped server's folder directly", async () => {
    const res = await cli(['backup', '--out', stopped, '--data-dir', dataDir]);
    expect(res.output).toMatch(/Backup of the stopped server's folder/);
    expect(res.code).toBe(0);
  });

  it('moves the embedded database to PostgreSQL, which a server then serves', async () => {
    const res = await cli(['restore', stopped, '--database-url', target.url!]);
    expect(res.output).toMatch(/a backup of a PGlite database/);
    expect(res.output).toMatch(/Restored into postgres:\/\/.* every table's rows and checksum match the backup's manifest/);
    expect(res.code).toBe(0);

    const s = startServer({ DATABASE_URL: target.url!, BACKUP_DIR: 'off' });
    running.push(s);
    await s.ready;
    // Not seeded again: the data came from the backup.
    expect(s.output()).not.toMatch(/loaded on this first start/);
    expect((await getJson(s.url('/api/readyz'))).status).toBe(200);
    const signIn = await fetch(s.url('/api/signIn'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner1@vitrina.demo', password: DEMO_PASSWORD }) });
    expect(signIn.status).toBe(200);
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const units = await client.query('select count(*)::int as n from properties');
    await client.end();
    expect(units.rows[0].n).toBe(81);
    // On PostgreSQL the command reads the server directly, while the instance runs.
    const fromPostgres = await cli(['backup', '--out', path.join(root, 'postgres.ndjson.gz'), '--database-url', target.url!]);
    expect(fromPostgres.output).toMatch(/Backup of postgres:\/\/.* written to .*postgres\.ndjson\.gz: .*checked against its manifest/);
    expect(fromPostgres.code).toBe(0);
    expect(await s.stop()).toBe(0);
  });

  it('refuses a non-empty target, and replaces it when told to', async () => {
    const refused = await cli(['restore', live, '--database-url', target.url!]);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/Restore failed: The target database is not empty: .*--replace/);
    const replaced = await cli(['restore', live, '--database-url', target.url!, '--replace']);
    expect(replaced.output).toMatch(/replacing what the target held/);
    expect(replaced.code).toBe(0);
  });

  it('says plainly what is wrong with a bad file', async () => {
    const missing = await cli(['restore', path.join(root, 'nope.ndjson.gz'), '--database-url', target.url!]);
    expect(missing).toMatchObject({ code: 1, output: expect.stringMatching(/Restore failed: no such file/) });
    const notBackup = path.join(root, 'not-a-backup.gz');
    fs.writeFileSync(notBackup, 'hello');
    const bad = await cli(['restore', notBackup, '--database-url', target.url!]);
    expect(bad).toMatchObject({ code: 1, output: expect.stringMatching(/Restore failed: the backup file is damaged/) });
  });
});
