#!/usr/bin/env node
// The catalogue at the seed's scale (issue 13). Prints, asserts nothing:
// 1. Import: a 50,000-row CSV of new codes into a fresh demo database (dry run, then the
//    import), the same file again (all unchanged), and with every quantity changed (all updated).
// 2. A development of 2,000 units (issue 22, scale-units.mjs): generator, export, import, and the
//    stacking plan's first view when the build has it.
// 3. A second fresh demo database grown by seed:scale to BENCH_ITEMS items and BENCH_USERS
//    accounts (defaults 50,000 and 10,000); on it, the list calls' times and sizes, and in
//    Chromium at 1280 × 800 each admin screen's first view (time from navigation, DOM nodes),
//    its DOM nodes after scrolling far down, and a search's answer time.
//
//   npm run bench:scale
//   BENCH_SKIP_BUILD=1 BENCH_ITEMS=20000 BENCH_USERS=5000 npm run bench:scale
//   BENCH_ONLY_UNITS=1 BENCH_SKIP_BUILD=1 npm run bench:scale   # the units section alone
//   BENCH_APP_ROOT=../other-checkout npm run bench:scale   # serve another checkout (a "before")
//
// BENCH_APP_ROOT runs the server (and its built web app) of another checkout on databases grown
// by this checkout's seed:scale, so a build from before this issue is measured the same way;
// what that build lacks (the import, the paged calls) prints "n/a".
// The functions given to page.evaluate / waitForFunction run in the page.
/* global document, window */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { benchUnits } from './scale-units.mjs';
import { cleanupOnExit, startApp } from './support.mjs';
import { count, importCsv, median, ms, postImport, row, signIn, signedInContext, size, timeCall as timeCallRuns } from './scale-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appRoot = path.resolve(process.env.BENCH_APP_ROOT ?? root);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 50_000);
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 50_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCREEN_TIMEOUT = 120_000;

const children = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-scale-'));
const cleanup = cleanupOnExit(children, scratch);

/**
 * Starts the server of `appRoot` on `dataDir` (demo data), returns its URL and a stop function;
 * `env` adds variables (DATABASE_URL: on PostgreSQL instead).
 */
async function serve(dataDir, env = {}) {
  const before = children.length;
  const base = await startApp({ root: appRoot, dataDir, children, env });
  const server = children[before];
  const stop = () =>
    new Promise((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', resolve);
      server.kill('SIGTERM');
    });
  return { base, stop };
}

// --- 1. Import -------------------------------------------------------------------------------
const timeCall = (base, token, call) => timeCallRuns(base, token, call, RUNS);

async function benchImport() {
  console.log(`\nImport of ${count(IMPORT_ROWS)} rows (CSV, fresh demo database)`);
  const { base, stop } = await serve(path.join(scratch, 'import'));
  try {
    const { token } = await signIn(base);
    const csv = importCsv(IMPORT_ROWS);
    const changed = importCsv(IMPORT_ROWS, 1);
    console.log(`  file: ${size(Buffer.byteLength(csv))}`);
    const steps = [
      ['dry run (all new)', csv, true],
      ['import (all new)', csv, false],
      ['import again (all unchanged)', csv, false],
      ['import, every quantity changed (all updated)', changed, false],
    ];
    for (const [label, file, dryRun] of steps) {
      const { status, time, answer } = await postImport(base, token, file, dryRun);
      if (status === 404) return row(label, 'n/a (no import call)');
      const counts = answer ? `create ${answer.create} · update ${answer.update} · unchanged ${answer.unchanged} · errors ${answer.errors?.length}` : '';
      row(label, status, ms(time), counts);
    }
    const exported = await timeCall(base, token, { url: '/api/items/export?format=csv' });
    row('export CSV (every item)', exported.status, ms(exported.time), size(exported.bytes));
    const xlsx = await timeCall(base, token, { url: '/api/items/export?format=xlsx' });
    row('export XLSX (every item)', xlsx.status, ms(xlsx.time), size(xlsx.bytes));
  } finally {
    await stop();
  }
}

// --- 2. A grown database ---------------------------------------------------------------------
async function grownDatabase() {
  const dataDir = path.join(scratch, 'scale');
  // First start: migrations and the demo data (the Admin, units, pictures).
  await (await serve(dataDir)).stop();
  const started = performance.now();
  const seed = spawnSync('npm', ['run', '--silent', 'seed:scale', '--', '--items', String(ITEMS), '--users', String(USERS), '--data-dir', dataDir], {
    cwd: root,
    stdio: 'inherit',
  });
  if (seed.status !== 0) throw new Error('seed:scale failed');
  console.log(`  seed:scale to ${count(ITEMS)} items and ${count(USERS)} accounts: ${ms(performance.now() - started)}`);
  return serve(dataDir);
}

async function benchCalls(base, token, showRoom) {
  console.log('\nList calls (median of 3, uncompressed body)');
  row('', 'status', 'time', 'size');
  const calls = [
    ['GET /items (every item)', { url: '/api/items' }],
    ['GET /items/page (first 100)', { url: '/api/items/page?limit=100' }],
    ['GET /items/page (offset 40,000)', { url: '/api/items/page?limit=100&offset=40000' }],
    ['GET /items/page?q= (a code)', { url: `/api/items/page?q=${encodeURIComponent(showRoom.searchCode)}` }],
    ['GET /items/page?q=silla (a word)', { url: '/api/items/page?q=silla&limit=100' }],
    ['GET /items/summary', { url: '/api/items/summary' }],
    [`POST /items/category (${showRoom.category} ${showRoom.typology})`, { method: 'POST', url: '/api/items/category', body: { category: showRoom.category, typology: showRoom.typology } }],
    ['GET /users/list (every account)', { url: '/api/users/list' }],
    ['GET /users/page (first 5)', { url: '/api/users/page?limit=5' }],
    ['GET /users/page?q= (a name)', { url: `/api/users/page?limit=5&q=${encodeURIComponent(showRoom.userSearch)}` }],
    ['GET /leads (every lead)', { url: '/api/leads' }],
    ['GET /leads/page (first 100)', { url: '/api/leads/page?limit=100' }],
    ['GET /leads/page?q= (a name)', { url: `/api/leads/page?limit=100&q=${encodeURIComponent(showRoom.leadSearch)}` }],
    ['GET /getAllProperties', { url: '/api/getAllProperties' }],
  ];
  for (const [label, call] of calls) {
    const r = await timeCall(base, token, call);
    row(label, r.status, r.status < 300 ? ms(r.time) : 'n/a', r.status < 300 ? size(r.bytes) : '');
  }
}

/** The show room's biggest list: the category and typology with most items, and a unit of that typology. */
async function pickShowRoom(base, token) {
  const auth = { headers: { authorization: `Bearer ${token}` } };
  const items = await (await fetch(`${base}/api/items`, auth)).json();
  const sizes = new Map();
  for (const item of items) {
    if (item.category === 'BLACK') continue;
    const key = `${item.category}|${item.typology}`;
    sizes.set(key, (sizes.get(key) ?? 0) + 1);
  }
  const units = await (await fetch(`${base}/api/getAllProperties`, auth)).json();
  const typologyOf = (unit) => unit.typology?.code ?? unit.typology ?? unit.typology_code;
  let best = null;
  for (const [key, n] of sizes) {
    const [category, typology] = key.split('|');
    const unit = units.find((u) => typologyOf(u) === typology);
    if (unit && (!best || n > best.n)) best = { category, typology, n, unitId: unit.id };
  }
  const searchCode = items[Math.floor(items.length * 0.9)].code;
  // A search that finds a few rows: one person's full name, far down each list.
  const users = await (await fetch(`${base}/api/users/list`, auth)).json();
  const leads = await (await fetch(`${base}/api/leads`, auth)).json();
  const userSearch = users[Math.floor(users.length * 0.9)]?.name ?? 'garc';
  const leadSearch = leads[Math.floor(leads.length * 0.9)]?.name ?? 'garc';
  return { ...best, searchCode, userSearch, leadSearch, totalItems: items.length, units: units.length };
}

const domNodes = (page) => page.evaluate(() => document.querySelectorAll('*').length);

/**
 * One screen: navigation → `ready` (a selector with at least `min` matches) is the first view;
 * then the DOM after scrolling to the end of `scroller` (or the page), and a search's answer.
 */
async function measureScreen(browser, base, session, screen) {
  const result = { first: [], nodes: null, scrolled: null, search: [] };
  for (let run = 0; run < RUNS; run++) {
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    try {
      const started = performance.now();
      await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
      if (screen.open) await screen.open(page);
      await page.waitForFunction(({ selector, min }) => document.querySelectorAll(selector).length >= min, { selector: screen.ready, min: screen.min ?? 1 }, { timeout: SCREEN_TIMEOUT });
      result.first.push(performance.now() - started);
      if (run === 0) {
        result.nodes = await domNodes(page);
        await page.evaluate(async (selector) => {
          const scrollers = [...document.querySelectorAll(selector ?? 'html')];
          for (let step = 0; step < 20; step++) {
            for (const el of scrollers) el.scrollTop = el.scrollHeight;
            window.scrollTo(0, document.documentElement.scrollHeight);
            await new Promise((r) => setTimeout(r, 100));
          }
        }, screen.scroller);
        await page.waitForTimeout(1000);
        result.scrolled = await domNodes(page);
      }
      if (screen.search) {
        const input = page.locator(screen.search.input).first();
        await input.waitFor({ timeout: SCREEN_TIMEOUT });
        const typed = performance.now();
        await input.fill(screen.search.text);
        await page.waitForFunction(searchDone, { rows: screen.search.rows, text: screen.search.text }, { timeout: SCREEN_TIMEOUT });
        result.search.push(performance.now() - typed);
      }
    } catch (error) {
      result.error = error.message.split('\n')[0];
    } finally {
      await context.close();
    }
    if (result.error) break;
  }
  return result;
}

/** The search answered: rows are shown and every one holds the text (accents and case aside). */
function searchDone({ rows, text }) {
  const fold = (value) => (value ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const shown = [...document.querySelectorAll(rows)].filter((el) => el.textContent?.trim());
  return shown.length > 0 && shown.every((el) => fold(el.textContent).includes(fold(text)));
}

async function benchScreens(base, session, showRoom) {
  console.log(`\nScreens (Chromium 1280 × 800, median of ${RUNS}; first view = navigation → rows shown)`);
  row('', 'first view', 'DOM nodes', 'scrolled', 'search');
  const screens = [
    {
      name: 'inventory',
      path: '/materials/inventory',
      ready: 'tbody tr, [role="row"]',
      min: 10,
      scroller: '[role="region"], [data-scroller]',
      search: { input: 'input[type="search"]', text: showRoom.searchCode, rows: 'tbody tr[data-code], tbody tr:has(> td[class*="code"])' },
    },
    { name: 'category items (new item screen)', path: '/new-item', ready: '[data-testid="category-items"] li, [data-testid="category-items"] [role="row"]', min: 5, scroller: '[data-testid="category-items"], [data-scroller]' },
    {
      name: `show room (${showRoom.category} ${showRoom.typology}, ${count(showRoom.n)} items)`,
      path: `/show-room?property=${showRoom.unitId}&package=${showRoom.category}`,
      ready: 'a[href^="/item/"]',
      min: 4,
    },
    { name: 'clients (purchased units)', path: '/clients/playa-del-carmen', ready: '[data-testid="clients-count"]:not(:empty)', min: 1 },
    {
      name: 'assign dialog (first available unit)',
      path: '/clients/playa-del-carmen',
      open: async (page) => {
        await page.getByRole('button', { name: /Disponibles/ }).click({ timeout: SCREEN_TIMEOUT });
        await page.locator('main a, main button').filter({ hasText: /\d/ }).first().waitFor({ timeout: SCREEN_TIMEOUT });
        await page.locator('[data-testid="unit-card"], main ul li button, main ul li a').first().click({ timeout: SCREEN_TIMEOUT });
      },
      ready: '[role="dialog"] [role="radio"], [role="dialog"] li',
      min: 3,
      search: { input: '[role="dialog"] input[type="search"]', text: showRoom.userSearch, rows: '[role="dialog"] li' },
    },
    {
      name: 'leads inbox',
      path: '/leads',
      ready: 'main li[data-status], main article',
      min: 5,
      scroller: '[data-scroller], main ul',
      search: { input: 'input[type="search"]', text: showRoom.leadSearch, rows: 'main li[data-status]' },
    },
  ];
  for (const screen of screens) {
    const r = await measureScreen(browserRef, base, session, screen);
    if (r.error && !r.first.length) {
      row(screen.name, `failed: ${r.error.slice(0, 60)}`);
      continue;
    }
    row(screen.name, ms(median(r.first)), count(r.nodes), count(r.scrolled), r.search.length ? ms(median(r.search)) : '—');
  }
}

const launchBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

let browserRef;

async function benchGrownDatabase() {
  console.log(`\nDatabase grown to ${count(ITEMS)} items and ${count(USERS)} accounts`);
  const { base, stop } = await grownDatabase();
  const session = await signIn(base);
  const showRoom = await pickShowRoom(base, session.token);
  console.log(`  ${count(showRoom.totalItems)} items, ${count(showRoom.units)} units; biggest show-room list ${showRoom.category} ${showRoom.typology}: ${count(showRoom.n)} items`);
  await benchCalls(base, session.token, showRoom);
  browserRef = await launchBrowser();
  await benchScreens(base, { token: session.token, user: session.user }, showRoom);
  await browserRef.close();
  await stop();
}

try {
  if (!process.env.BENCH_SKIP_BUILD && appRoot === root) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  console.log(`Vitrina at scale — server from ${path.relative(process.cwd(), appRoot) || '.'}, ${os.cpus().length} cores`);
  if (!process.env.BENCH_SKIP_IMPORT && !process.env.BENCH_ONLY_UNITS) await benchImport();
  if (!process.env.BENCH_SKIP_UNITS) await benchUnits({ serve, scratch, runs: RUNS, launchBrowser, measureScreen });
  if (!process.env.BENCH_ONLY_UNITS) await benchGrownDatabase();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browserRef?.close().catch(() => {});
  cleanup();
}
