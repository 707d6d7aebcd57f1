#!/usr/bin/env node
// The server's CPU for the static files of page loads (issue 32, decision 062), beside its anchor
// measured in the same run: the files a page load asks for (recorded once from a real load of
// /home in the browser), requested as Chromium asks for them (Accept-Encoding: gzip, deflate,
// br, zstd; six at a time) LOADS times, from the app (`npm run serve`, production) and from a
// bare Fastify route sending the very same bytes from memory (bench/bare-assets-server.mjs).
// The figure is the server process's CPU-seconds (user + system, /proc/<pid>/stat) per 1,000
// page loads; the client's CPU is not counted. It prints; it asserts nothing.
//
//   npm run bench:assets                             # what is built (npm run build first)
//   BENCH_LOADS=500 npm run bench:assets
//   BENCH_BEFORE=/path/to/apps/api/dist/server npm run bench:assets
//       # also another compiled server (e.g. main's, copied aside) on the same data and files:
//       # its figure, and any difference in what it answers (status, headers, bytes)
//   BENCH_DATA_DIR=/tmp/seeded npm run bench:assets  # a data folder kept (seeded by the first run)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { cleanupOnExit, freePort, waitUntilUp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOADS = Number(process.env.BENCH_LOADS ?? 300);
const PARALLEL = 6;
const ACCEPT = 'gzip, deflate, br, zstd';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.E2E_CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const SERVERS = [['app', path.join(root, 'apps/api/dist/server')]];
if (process.env.BENCH_BEFORE) SERVERS.unshift(['app before', path.resolve(process.env.BENCH_BEFORE)]);

const children = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-assets-'));
const cleanup = cleanupOnExit(children, scratch);
setTimeout(
  () => {
    console.error('bench: took too long, giving up');
    cleanup();
    process.exit(2);
  },
  20 * 60_000,
).unref();

const cpuSeconds = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks
};

async function start(args, env) {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return { child, base: `http://127.0.0.1:${port}` };
}
async function stop(child) {
  child.kill('SIGTERM');
  await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
}

/** The app as `npm run serve` runs it, from the compiled server in `serverDir`. */
async function startApp(serverDir) {
  const server = await start([path.join(serverDir, 'server.mjs')], {
    HOST: '127.0.0.1', DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(scratch, 'data'), BACKUP_DIR: 'off', LOG_LEVEL: 'silent', DEMO_DATA: 'true', NODE_ENV: 'production',
  });
  // A first start seeds the demo data: minutes on a busy machine.
  await waitUntilUp(`${server.base}/api/health`, 600_000);
  return server;
}

/** The /assets files one load of /home asks for, in the browser the tests use. */
async function pageLoadFiles(base) {
  const browser = await chromium.launch({ executablePath: BROWSER, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  await context.addInitScript(() => delete Navigator.prototype.serviceWorker);
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/assets/')) files.add(url.pathname);
  });
  await page.goto(`${base}/home`, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await browser.close();
  return [...files].sort();
}

/** One request, its body read as it came (never decompressed: the client's CPU stays small). */
function request(agent, base, file, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(base + file, { agent, method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** A page load's files, six at a time on kept-alive connections, as a browser asks for them. */
async function getAll(agent, base, files, headers) {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++];
      const response = await request(agent, base, file, { headers });
      if (response.status !== 200) throw new Error(`${file}: ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Server CPU-s per 1,000 page loads of `files` (after one warming load). */
async function measure(pid, base, files) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: PARALLEL });
  await getAll(agent, base, files, { 'accept-encoding': ACCEPT });
  const before = cpuSeconds(pid);
  const started = performance.now();
  for (let i = 0; i < LOADS; i++) await getAll(agent, base, files, { 'accept-encoding': ACCEPT });
  agent.destroy();
  return { cpu: ((cpuSeconds(pid) - before) * 1000) / LOADS, wall: (performance.now() - started) / 1000 };
}

/** What the app answers to a set of requests (status, headers but the date, a hash of the bytes). */
async function answers(base, files) {
  const sample = [files[0], files.find((f) => f.endsWith('.css')), files.find((f) => f.endsWith('.woff2')), '/assets/missing-abc.js'].filter(Boolean);
  const cases = [];
  for (const file of sample) {
    for (const headers of [{ 'accept-encoding': ACCEPT }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }, {}]) cases.push([file, 'GET', headers]);
    cases.push([file, 'HEAD', { 'accept-encoding': ACCEPT }]);
    cases.push([file, 'GET', { 'accept-encoding': ACCEPT, range: 'bytes=0-9' }]);
  }
  const result = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  for (const [file, method, headers] of cases) {
    const first = await request(agent, base, file, { method, headers });
    const etag = first.headers.etag;
    for (const extra of [{}, ...(etag ? [{ 'if-none-match': etag }, { 'if-modified-since': first.headers['last-modified'] }] : [])]) {
      const response = await request(agent, base, file, { method, headers: { ...headers, ...extra } });
      const seen = Object.fromEntries(Object.entries(response.headers).filter(([name]) => !['date', 'keep-alive', 'connection', 'x-request-id'].includes(name)));
      result[`${method} ${file} ${JSON.stringify({ ...headers, ...extra })}`] = { status: response.status, ...seen, body: crypto.createHash('sha1').update(response.body).digest('hex').slice(0, 10) };
    }
  }
  agent.destroy();
  return result;
}

async function main() {
  console.log(`static files of a page load: ${LOADS} loads, ${PARALLEL} requests at a time, Accept-Encoding "${ACCEPT}"; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString()}`);
  const rows = [];
  const seen = [];
  let files;
  for (const [name, serverDir] of SERVERS) {
    const app = await startApp(serverDir);
    files ??= await pageLoadFiles(app.base);
    if (rows.length === 0) {
      // The anchor: the very bytes the app sends for each file, from a bare route.
      const bytes = {};
      for (const file of files) {
        const response = await request(undefined, app.base, file, { headers: { 'accept-encoding': ACCEPT } });
        bytes[file] = { type: response.headers['content-type'], encoding: response.headers['content-encoding'], body: response.body.toString('base64') };
      }
      const total = Object.values(bytes).reduce((sum, file) => sum + Buffer.from(file.body, 'base64').length, 0);
      console.log(`a load of /home: ${files.length} files of /assets, ${(total / 1024).toFixed(0)} KB as sent`);
      fs.writeFileSync(path.join(scratch, 'assets.json'), JSON.stringify(bytes));
    }
    seen.push([name, await answers(app.base, files)]);
    rows.push([name, await measure(app.child.pid, app.base, files)]);
    await stop(app.child);
  }
  const bare = await start([path.join(root, 'bench/bare-assets-server.mjs')], { ASSETS_FILE: path.join(scratch, 'assets.json') });
  await waitUntilUp(`${bare.base}${files[0]}`);
  rows.push(['bare Fastify (anchor)', await measure(bare.child.pid, bare.base, files)]);
  await stop(bare.child);
  const anchor = rows.at(-1)[1].cpu;
  console.log(`${'server'.padEnd(24)}${'CPU-s / 1,000 loads'.padStart(20)}${'× anchor'.padStart(10)}${'wall s'.padStart(9)}`);
  for (const [name, { cpu, wall }] of rows) console.log(`${name.padEnd(24)}${cpu.toFixed(1).padStart(20)}${(cpu / anchor).toFixed(2).padStart(10)}${wall.toFixed(1).padStart(9)}`);
  if (seen.length === 2) {
    const [[, before], [, after]] = seen;
    const differences = Object.keys(before).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    console.log(`answers compared (status, headers, bytes): ${Object.keys(before).length} requests, ${differences.length} differ`);
    for (const key of differences) {
      const fields = [...new Set([...Object.keys(before[key]), ...Object.keys(after[key])])].filter((name) => before[key][name] !== after[key][name]);
      console.log(`  ${key}: ${fields.map((name) => `${name} ${before[key][name] ?? '-'} → ${after[key][name] ?? '-'}`).join('; ')}`);
    }
  }
}

main()
  .then(() => {
    cleanup();
    process.exit(0);
  })
  .catch((error) => {
    console.error('bench:', error.stack ?? error.message);
    cleanup();
    process.exit(2);
  });
