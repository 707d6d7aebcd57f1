// The embedded database's life: first start seeds, restart keeps data, a second process on the
// same folder stops at once, signals stop cleanly, bad configuration writes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getJson, startServer, type RunningServer } from './server-process';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-life-'));
const dataDir = path.join(root, 'data');
const running: RunningServer[] = [];
const start = (env: NodeJS.ProcessEnv = {}) => {
  const s = startServer({ DATA_DIR: dataDir, ...env });
  running.push(s);
  return s;
};

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('server process on the embedded database', () => {
  it('refuses bad configuration with one line per bad value, exit 1, nothing written', async () => {
    const target = path.join(root, 'never-created');
    const s = startServer({ DATA_DIR: target, PORT: 'abc', DATABASE_URL: 'mysql://x@y/z', ACCOUNT_CODES: '{oops' });
    expect(await s.exited).toBe(1);
    const lines = s.output().trim().split('\n');
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((l) => l.trim().split(' ')[0]).sort()).toEqual(['ACCOUNT_CODES', 'DATABASE_URL', 'PORT']);
    expect(fs.existsSync(target)).toBe(false);
  });

  it('creates the data folder, migrates, seeds once and prints the demo accounts', async () => {
    const s = start();
    await s.ready;
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    expect(s.output()).toMatch(/Demo accounts/);
    expect(s.output()).toMatch(/Admin\s+admin@vitrina.demo\s+\S+/);
    expect(s.output()).toMatch(/Owner\s+owner1@vitrina.demo/);
    expect(await getJson(s.url('/api/health'))).toEqual({ status: 200, body: { status: 'ok', database: 'pglite' } });
    // One JSON log line per request, with its request id. The line reaches the pipe after the
    // answer (a fixed 100 ms wait missed it on a busy machine in CI): wait until it is there,
    // then check that it is one line.
    const healthLines = () =>
      s
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{') && l.includes('"url":"/api/health"'));
    await vi.waitFor(() => expect(healthLines().length).toBeGreaterThan(0), { timeout: 10_000, interval: 50 });
    const requestLines = healthLines();
    expect(requestLines).toHaveLength(1);
    expect(JSON.parse(requestLines[0]!)).toMatchObject({ reqId: expect.any(String), statusCode: 200, method: 'GET' });
  });

  it('stops a second process on the same folder at once and leaves the first unharmed', async () => {
    const first = running[running.length - 1]!;
    const second = start();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another Vitrina process \(PID \d+\)/);
    expect((await getJson(first.url('/api/health'))).status).toBe(200);
  });

  it('stops cleanly on SIGTERM and releases the folder', async () => {
    const first = running[running.length - 2]!;
    expect(await first.stop('SIGTERM')).toBe(0);
    expect(first.output()).toMatch(/stopped cleanly/);
    expect(fs.existsSync(path.join(dataDir, 'vitrina.lock'))).toBe(false);
  });

  it('keeps every change on restart and does not seed again', async () => {
    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    await db.query(`update properties set name = 'Marked by the test' where number = '101'`);
    await db.close();

    const again = start();
    await again.ready;
    expect(again.output()).not.toMatch(/loaded on this first start/);
    expect(await again.stop('SIGINT')).toBe(0);

    const check = await PGlite.create(path.join(dataDir, 'pglite'));
    const { rows } = await check.query<{ count: number }>(`select count(*)::int as count from properties`);
    const marked = await check.query<{ name: string }>(`select name from properties where number = '101'`);
    await check.close();
    expect(rows[0]!.count).toBe(81);
    expect(marked.rows[0]!.name).toBe('Marked by the test');
  });

  it('takes over the lock left by a killed process', async () => {
    const victim = start();
    await victim.ready;
    await victim.stop('SIGKILL');
    expect(fs.existsSync(path.join(dataDir, 'vitrina.lock'))).toBe(true);
    const next = start();
    await next.ready;
    expect((await getJson(next.url('/api/health'))).status).toBe(200);
    expect(await next.stop()).toBe(0);
  });
});
