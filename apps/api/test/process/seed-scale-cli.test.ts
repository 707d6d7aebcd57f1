// `npm run seed:scale` as a person runs it: it refuses a PGlite folder a running server holds
// (and leaves that server alone), grows the folder once the server is stopped, adds nothing the
// second time, and the server then serves the grown catalogue.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { getJson, seededDataDir, startServer, type RunningServer } from './server-process';

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-scale-'));
// A seeded folder (its first start is pglite-lifecycle's subject, not this file's).
const dataDir = seededDataDir(path.join(root, 'data'));
const running: RunningServer[] = [];

function seedScale(...args: string[]): Promise<{ code: number | null; out: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/seed-scale/cli.ts', ...args], {
    cwd: API_DIR,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve) => proc.on('exit', (code) => resolve({ code, out })));
}

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run seed:scale on the embedded database', () => {
  it('refuses a data folder a running server holds, with a clear message, and leaves the server running', async () => {
    const server = startServer({ DATA_DIR: dataDir });
    running.push(server);
    await server.ready;
    const refused = await seedScale('--items', '300', '--users', '20', '--data-dir', dataDir);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`the data folder ${dataDir} is in use by a running Vitrina server (PID ${server.proc.pid})`);
    expect(refused.out).toMatch(/stop the server, run seed:scale, then start it again/);
    expect((await getJson(server.url('/api/health'))).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });

  it('grows the stopped server’s folder, adds nothing the second time, and the server serves it', async () => {
    const first = await seedScale('--items', '300', '--users', '20', '--leads', '7', '--data-dir', dataDir);
    expect(first.code, first.out).toBe(0);
    expect(first.out).toMatch(/items 277 → 300 \(\+23, \d+ with a picture\), accounts \d+ → 20 \(\+\d+\), leads 0 → 7 \(\+7\)/);
    expect(first.out).toMatch(/seed:scale: done in \d+\.\d s/);
    const second = await seedScale('--items', '300', '--users', '20', '--leads', '7', '--data-dir', dataDir);
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/items 300 → 300 \(\+0, 0 with a picture\), accounts 20 → 20 \(\+0\), leads 7 → 7 \(\+0\)/);

    const server = startServer({ DATA_DIR: dataDir });
    running.push(server);
    await server.ready;
    const page = await getJson(server.url('/api/items/page?code=sc-000023'));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ total: 1, items: [{ code: 'SC-000023' }] });
    expect(((await getJson(server.url('/api/items/page?limit=1'))).body as { total: number }).total).toBe(300);
    await server.stop();
  });

  it('explains its arguments when they are wrong', async () => {
    const bad = await seedScale('--items', 'many');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('--items must be a whole number');
    expect(bad.out).toContain('usage: npm run seed:scale -- --items 50000 --users 10000');
    const both = await seedScale('--data-dir', dataDir, '--database-url', 'postgres://x@127.0.0.1/y');
    expect(both.code).toBe(1);
    expect(both.out).toContain('give --data-dir or --database-url, not both');
  });
});
