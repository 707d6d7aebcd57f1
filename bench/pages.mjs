#!/usr/bin/env node
// Public pages under a burst (issue 23), each beside its anchor measured in the same run: per
// public page, req/s and p99 at 50 connections of the app (`npm run serve`, production) and
// of a bare Fastify route sending the very same bytes, their ratio, and the page's cold
// (uncached) render time; then GET /api/getItem/{id}'s p99 alone and while a page is under
// that load; and the app's memory idle and after the load. On PGlite, then on PostgreSQL when
// it is reachable (a scratch database, dropped afterwards). It prints; it asserts nothing.
//
//   npm run bench:pages                       # measures what is built (npm run build first)
//   BENCH_SECONDS=6 BENCH_PAGES=/,/home npm run bench:pages
//   BENCH_POSTGRES_URL=postgres://user@host:5432/postgres npm run bench:pages
//
// Loopback only; every loop is bounded, and the whole run has a deadline.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { cleanupOnExit, freePort, publicPages, startApp, waitUntilUp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The app measured: this checkout, or another one (an older commit, for a before/after) whose
// web app is built; BENCH_NODE_ENV=development measures it as `npm start` ran before decision 035.
const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? root);
const NODE_ENV = process.env.BENCH_NODE_ENV ?? 'production';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 50;
const API_CONNECTIONS = 10;
const WARMUP_SECONDS = 1;
const ROUNDS = 2;
const COLD_RENDERS = Number(process.env.BENCH_COLD ?? 20);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-pages-'));
const cleanup = cleanupOnExit(children, scratch);
setTimeout(
  () => {
    console.error('bench: took too long, giving up');
    cleanup();
    process.exit(2);
  },
  15 * 60_000,
).unref();

const load = () => os.loadavg()[0].toFixed(1);
const rss = (pid) => {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);
  } catch {
    return NaN;
  }
};
const rssMb = (pid) => (Number.isFinite(rss(pid)) ? `${rss(pid)} MB` : 'n/a');

/**
 * The app's memory once it has settled after starting: sampled every second until it has
 * stayed within 2% for IDLE_STEADY_S seconds (IDLE_MAX_S at most). Before decision 042 a first
 * start on a fresh data folder held some 400 MB more for about half a minute (what initdb and
 * the demo seed left for V8's next full collection): read 3 s after start, "idle" was 525 MB in
 * one run and 852 MB in the next. The peak seen meanwhile (since the app answered its health
 * check) is printed too.
 */
const IDLE_STEADY_S = 10;
const IDLE_MAX_S = 90;
async function settledRss(pid) {
  const samples = [];
  for (let second = 0; second < IDLE_MAX_S; second++) {
    samples.push(rss(pid));
    const recent = samples.slice(-IDLE_STEADY_S);
    if (recent.length === IDLE_STEADY_S && Math.max(...recent) <= Math.min(...recent) * 1.02 && second >= IDLE_STEADY_S) {
      return { idle: recent.at(-1), peak: Math.max(...samples), seconds: second + 1 };
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
  return { idle: samples.at(-1), peak: Math.max(...samples), seconds: IDLE_MAX_S, unsettled: true };
}
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function cannon(url, seconds, connections = CONNECTIONS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The two targets take turns in short rounds, so both see the same conditions. */
async function measurePair(targets) {
  for (const t of targets) await cannon(t.url, WARMUP_SECONDS);
  const totals = targets.map(() => ({ requests: 0, seconds: 0, p99: 0, errors: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const r = await cannon(t.url, SECONDS / ROUNDS);
      totals[i].requests += r.requests.total;
      totals[i].seconds += r.duration;
      totals[i].p99 = Math.max(totals[i].p99, r.latency.p99); // the worst round counts
      totals[i].errors += r.errors + r.timeouts + r.non2xx;
    }
  }
  return totals.map((t) => ({ rps: t.requests / t.seconds, p99: t.p99, errors: t.errors }));
}

/** Renders of a page no one asked for yet: a query parameter of its own makes each a new address. */
async function coldRenders(base, pathAndQuery) {
  const times = [];
  for (let n = 0; n < COLD_RENDERS; n++) {
    const url = `${base}${pathAndQuery}${pathAndQuery.includes('?') ? '&' : '?'}bench-cold=${Date.now()}-${n}`;
    const started = performance.now();
    await (await fetch(url)).arrayBuffer();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

async function startBare(pages) {
  const file = path.join(scratch, `bare-${Date.now()}.json`);
  fs.writeFileSync(file, JSON.stringify(pages));
  const port = await freePort();
  children.push(spawn(process.execPath, ['bench/bare-pages-server.mjs'], { cwd: root, env: { ...process.env, PORT: String(port), PAGES_FILE: file }, stdio: 'ignore' }));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}${Object.keys(pages)[0]}`);
  return base;
}

async function benchOn(database, env) {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  const base = await startApp({ root: appRoot, dataDir, children, env: { NODE_ENV, ...env } });
  const app = children.at(-1);
  const { item, pages } = await publicPages(base);
  const idle = await settledRss(app.pid);

  // What the app answers a client that asks for no compression (as autocannon does).
  const bytes = {};
  for (const [, pathAndQuery] of pages) bytes[pathAndQuery] = await (await fetch(`${base}${pathAndQuery}`, { headers: { 'accept-encoding': 'identity' } })).text();
  const bare = await startBare(bytes);
  const barePid = children.at(-1);

  console.log(`\n${database}: ${CONNECTIONS} connections, ${SECONDS} s per target per page in ${ROUNDS} alternating rounds, ${os.cpus().length} cores, load average ${load()}`);
  const head = ['page', 'req/s', 'p99 ms', 'bare req/s', 'bare p99', 'ratio', 'cold p50', 'cold p99', 'KB', 'errors'];
  const widths = [12, 7, 7, 11, 9, 6, 9, 9, 5, 7];
  const line = (cells) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' ');
  console.log(line(head));
  for (const [name, pathAndQuery] of pages) {
    const [ours, anchor] = await measurePair([
      { url: `${base}${pathAndQuery}` },
      { url: `${bare}${pathAndQuery}` },
    ]);
    const cold = await coldRenders(base, pathAndQuery);
    console.log(
      line([
        name,
        Math.round(ours.rps),
        ours.p99,
        Math.round(anchor.rps),
        anchor.p99,
        (ours.rps / anchor.rps).toFixed(2),
        Math.round(cold.p50),
        Math.round(cold.p99),
        Math.round(Buffer.byteLength(bytes[pathAndQuery]) / 1024),
        ours.errors,
      ]) + `   (load ${load()})`,
    );
  }

  const apiUrl = `${base}/api/getItem/${item.id}`;
  await cannon(apiUrl, WARMUP_SECONDS, API_CONNECTIONS);
  const apiAlone = await cannon(apiUrl, SECONDS, API_CONNECTIONS);
  const [loadedName, loadedPath] = pages.find(([name]) => name === '/show-room') ?? pages[0];
  const [apiLoaded, pageLoaded] = await Promise.all([cannon(apiUrl, SECONDS, API_CONNECTIONS), cannon(`${base}${loadedPath}`, SECONDS)]);
  console.log(
    `GET /api/getItem/${item.id} (${API_CONNECTIONS} connections): alone ${Math.round(apiAlone.requests.average)} req/s, p99 ${apiAlone.latency.p99} ms; ` +
      `while ${loadedName} takes ${CONNECTIONS} connections (${Math.round(pageLoaded.requests.average)} req/s, p99 ${pageLoaded.latency.p99} ms): ` +
      `${Math.round(apiLoaded.requests.average)} req/s, p99 ${apiLoaded.latency.p99} ms   (load ${load()})`,
  );
  console.log(
    `memory (RSS): idle ${idle.idle} MB (${idle.unsettled ? 'still moving' : 'steady'} after ${idle.seconds} s; ` +
      `${idle.peak} MB at most since it answered), after the load ${rssMb(app.pid)}`,
  );
  for (const child of [app, barePid]) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
}

/** A scratch database on the PostgreSQL server, when there is one; null when unreachable. */
async function scratchPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`\nPostgreSQL at ${POSTGRES_URL} is unreachable (${error.message}): PGlite only.`);
    return null;
  }
  const name = `vitrina_bench_pages_${process.pid}`;
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: POSTGRES_URL });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

async function main() {
  if (!fs.existsSync(path.join(appRoot, 'apps/web/dist-server/entry-server.js'))) throw new Error('the web app is not built: run npm run build first');
  console.log(`pages benchmark of ${path.relative(process.cwd(), appRoot) || '.'} (NODE_ENV=${NODE_ENV}), ${new Date().toISOString().slice(0, 16)}Z; cold = a page's first render (its API answers may be cached), ${COLD_RENDERS} renders`);
  await benchOn('PGlite', {});
  const postgres = await scratchPostgres();
  if (postgres) {
    try {
      await benchOn('PostgreSQL', { DATABASE_URL: postgres.url });
    } finally {
      await postgres.drop();
    }
  }
}

main()
  .then(() => {
    cleanup();
    process.exit(0);
  })
  .catch((error) => {
    console.error('bench:', error.message);
    cleanup();
    process.exit(2);
  });
