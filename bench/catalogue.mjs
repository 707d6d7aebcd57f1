#!/usr/bin/env node
// Performance budget of the catalogue reads (DESIGN.md "Performance budgets"): in one run, on
// this machine, GET /api/items/category must hold at least half the requests per second of a
// bare Fastify route, with p99 under 50 ms at 50 connections.
//
//   npm run bench:catalogue                      # embedded PGlite (temporary data folder)
//   DATABASE_URL=postgres://… npm run bench:catalogue
//
// DATABASE_URL must name a scratch database: the app migrates it and loads the demo data.
// Both servers listen on 127.0.0.1 only. Settings: BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
// Exit code 0 when the budget holds, 1 when it does not, 2 when the run itself failed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupOnExit, freePort } from './support.mjs';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARMUP_SECONDS = 2;
const ROUNDS = 2;
const START_TIMEOUT_MS = 180_000;
const BUDGET = { ratio: 0.5, p99Ms: 50 };
const CATALOGUE_PATH = '/api/items/category?category=GOLD&typology=2R';

const children = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-'));

const cleanup = cleanupOnExit(children, dataDir);

// The whole run is bounded: warm-ups, two measurements and a slow first start.
const deadline = setTimeout(
  () => {
    console.error('bench: took too long, giving up');
    cleanup();
    process.exit(2);
  },
  START_TIMEOUT_MS + 2 * (SECONDS + WARMUP_SECONDS) * 1000 + 60_000,
);
deadline.unref();

function start(name, args, env) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code !== null && code !== 0) console.error(`bench: ${name} exited with ${code}\n${output.slice(-2000)}`);
  });
  return child;
}

async function waitFor(url, check) {
  const until = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok && (await check(res))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// Other work on the machine comes and goes: the two targets take turns in short rounds, so
// both see the same conditions, and the figures add the rounds up.
async function measureBoth(targets) {
  for (const t of targets) await run(t.url, WARMUP_SECONDS);
  const totals = targets.map((t) => ({ name: t.name, requests: 0, seconds: 0, p50: [], p99: 0, errors: 0, bytes: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) {
      const r = await run(t.url, SECONDS / ROUNDS);
      const total = totals[i];
      total.requests += r.requests.total;
      total.seconds += r.duration;
      total.bytes += r.throughput.total;
      total.p50.push(r.latency.p50);
      total.p99 = Math.max(total.p99, r.latency.p99); // the worst round counts
      total.errors += r.errors + r.timeouts + r.non2xx;
    }
  }
  return totals.map((t) => ({
    name: t.name,
    rps: t.requests / t.seconds,
    p50: Math.max(...t.p50),
    p99: t.p99,
    errors: t.errors,
    bytes: t.bytes / t.seconds,
  }));
}

async function main() {
  const [barePort, appPort] = [await freePort(), await freePort()];
  const database = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  start('bare Fastify', ['bench/bare-server.mjs'], { PORT: String(barePort) });
  start('app', ['--import', 'tsx', 'apps/api/src/server.ts'], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'true',
    NODE_ENV: 'production',
  });
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const catalogueUrl = `http://127.0.0.1:${appPort}${CATALOGUE_PATH}`;
  await waitFor(bareUrl, async () => true);
  let items = 0;
  await waitFor(catalogueUrl, async (res) => (items = (await res.json()).length) > 0);

  console.log(
    `catalogue benchmark: ${database}, ${CONNECTIONS} connections, ${SECONDS} s each in ${ROUNDS} alternating rounds ` +
      `(after ${WARMUP_SECONDS} s warm-up), ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(`  GET ${CATALOGUE_PATH} answers ${items} items`);
  const [bare, catalogue] = await measureBoth([
    { name: 'bare Fastify route', url: bareUrl },
    { name: 'GET /api/items/category', url: catalogueUrl },
  ]);

  const ratio = catalogue.rps / bare.rps;
  const rows = [bare, catalogue].map((r) => [
    r.name.padEnd(26),
    `${Math.round(r.rps)}`.padStart(8),
    `${r.p50}`.padStart(6),
    `${r.p99}`.padStart(6),
    `${Math.round(r.bytes / 1024)}`.padStart(8),
    `${r.errors}`.padStart(7),
  ]);
  console.log(`  ${'target'.padEnd(26)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(6)} ${'p99 ms'.padStart(6)} ${'KiB/s'.padStart(8)} ${'errors'.padStart(7)}`);
  for (const row of rows) console.log(`  ${row.join(' ')}`);
  const ok = ratio >= BUDGET.ratio && catalogue.p99 < BUDGET.p99Ms && catalogue.errors === 0;
  console.log(`  ratio ${ratio.toFixed(2)} (budget ≥ ${BUDGET.ratio}), p99 ${catalogue.p99} ms (budget < ${BUDGET.p99Ms} ms): ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

main()
  .then((ok) => {
    cleanup();
    process.exit(ok ? 0 : 1);
  })
  .catch((error) => {
    console.error('bench:', error.message);
    cleanup();
    process.exit(2);
  });
