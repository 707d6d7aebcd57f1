// A second server of the app over a catalogue grown to scale (issue 13), for the spec that
// checks the lists stay bounded. The shared e2e server's database is counted by other specs,
// so this one gets its own throw-away data folder, grown by `npm run seed:scale` before the
// server starts (a PGlite folder is open in one process only).
import { spawn, execFile, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface ScaleSize {
  items: number;
  users: number;
  leads: number;
}

export interface ScaleServer {
  baseURL: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function healthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the scale server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the scale server did not answer ${url} within ${timeoutMs} ms`);
}

/** Grows a fresh database to `size`, starts a server on it and hands back its address. */
export async function startScaleServer(size: ScaleSize): Promise<ScaleServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vitrina-e2e-scale-'));
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', DATABASE_URL: '' };
  try {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/seed-scale/cli.ts', '--items', String(size.items), '--users', String(size.users), '--leads', String(size.leads), '--data-dir', dataDir],
      { cwd: ROOT, env, maxBuffer: 4 * 1024 * 1024 },
    );
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(`${baseURL}/api/health`, child, 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, stop };
}
