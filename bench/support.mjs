// What the benchmark scripts share: a free loopback port, the app's server on a scratch data
// folder, and leaving no child process or scratch folder behind when a run ends or is
// interrupted.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Kills `children` and deletes `dataDir`; also on Ctrl-C and SIGTERM, and when the run dies on
 * an error nothing caught (a browser that failed to start emits one): exit code 2.
 */
export function cleanupOnExit(children, dataDir) {
  const cleanup = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      cleanup();
      process.exit(2);
    });
  }
  for (const event of ['uncaughtException', 'unhandledRejection']) {
    process.on(event, (error) => {
      console.error('bench:', error instanceof Error ? error.message : error);
      cleanup();
      process.exit(2);
    });
  }
  return cleanup;
}

/** Polls `url` until it answers 2xx, for at most `timeoutMs`. */
export async function waitUntilUp(url, timeoutMs = 180_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/**
 * Starts the app as `npm run serve` does (production mode, the compiled API when built), with
 * demo data, on a free port; resolves to its base URL once healthy. `env` adds or overrides
 * variables (DATABASE_URL for PostgreSQL).
 */
export async function startApp({ root, dataDir, children, env = {} }) {
  const port = await freePort();
  // An older checkout (bench:scale's BENCH_APP_ROOT) has no serve script: its source through tsx.
  const args = fs.existsSync(`${root}/scripts/serve.mjs`) ? ['scripts/serve.mjs'] : ['--import', 'tsx', 'apps/api/src/server.ts'];
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, BACKUP_DIR: 'off', LOG_LEVEL: 'silent', DEMO_DATA: 'true', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/api/health`);
  return base;
}

/** The public pages of issue 23, by name: a 2R unit's GOLD show room, an item with a picture. */
export async function publicPages(base) {
  const units = await (await fetch(`${base}/api/getVisitorProperty`)).json();
  const unit = units.find((u) => u.typology === '2R') ?? units[0];
  const items = await (await fetch(`${base}/api/items/category?category=GOLD&typology=2R`)).json();
  const item = items.find((i) => i.image) ?? items[0];
  const all = {
    '/': '/',
    '/home': '/home',
    '/show-room': `/show-room?package=GOLD&property=${unit.id}`,
    '/item/{id}': `/item/${item.id}`,
    '/location': '/location',
  };
  const only = process.env.BENCH_PAGES?.split(',');
  return { item, pages: Object.entries(all).filter(([name]) => !only || only.includes(name)) };
}
