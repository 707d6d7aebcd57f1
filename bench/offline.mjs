#!/usr/bin/env node
// Offline use on a phone (issue 12): builds the web app, serves it on a fresh data folder, and
// in Chromium at 375 px on an emulated mobile connection (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up: Lighthouse's "slow 4G") measures, RUNS times each:
// - "Download for offline" of a 2R unit's show room: time, steps (n of N) and size;
// - what a short walk keeps on the device (show room, three items, home, location): the kept
//   answers' size and the pictures' size;
// - reopening with no connection: the show room and an item, from navigation to their content.
// Prints medians; asserts nothing (exit 0 unless the run itself fails).
//
//   npm run bench:offline
//   BENCH_SKIP_BUILD=1 BENCH_RUNS=5 npm run bench:offline
// The functions given to page.evaluate run in the page, where these are defined.
/* global indexedDB, caches */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { cleanupOnExit, startApp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

const children = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-offline-'));
const cleanup = cleanupOnExit(children, dataDir);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Sizes of what the device keeps: the answers' JSON and every kept picture (their recorded size). */
function keptSizes(page) {
  return page.evaluate(async () => {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open('vitrina-kept-queries');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    let answers = 0;
    if (db.objectStoreNames.contains('clients')) {
      const value = await new Promise((resolve) => {
        const request = db.transaction('clients').objectStore('clients').get('queries');
        request.onsuccess = () => resolve(request.result);
      });
      answers = new Blob([value ?? '']).size;
    }
    db.close();
    let pictures = 0;
    let count = 0;
    const cache = await caches.open('vitrina-pictures');
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      pictures += Number(response?.headers.get('x-vitrina-bytes') ?? 0);
      count += 1;
    }
    return { answers, pictures, count };
  });
}

async function newPhone(browser) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  return { context, page };
}

const ready = (page) => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
const controlled = (page) => page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });

async function measureDownload(browser, base, unitId) {
  const { context, page } = await newPhone(browser);
  await page.goto(`${base}/show-room?property=${unitId}`);
  await ready(page);
  await controlled(page);
  const started = Date.now();
  await page.locator('[data-testid=download-unit] button').click();
  // The saved state: "Disponible sin conexión · size · date" (the page is in Spanish).
  await page.getByTestId('download-unit').getByText(/^Disponible sin conexión/).waitFor({ timeout: 300_000 });
  const seconds = (Date.now() - started) / 1000;
  const record = await page.evaluate(
    (id) =>
      new Promise((resolve) => {
        const open = indexedDB.open('vitrina-downloads');
        open.onsuccess = () => {
          const request = open.result.transaction('units').objectStore('units').get(id);
          request.onsuccess = () => resolve({ pictures: request.result.pictures, answers: request.result.answers.length, bytes: request.result.bytes });
        };
      }),
    String(unitId),
  );
  await context.close();
  return { seconds, ...record };
}

async function measureWalk(browser, base, unitId, itemIds) {
  const { context, page } = await newPhone(browser);
  await page.goto(`${base}/show-room?property=${unitId}&package=GOLD`);
  await ready(page);
  await controlled(page);
  await page.getByTestId('item-name').first().waitFor();
  for (const id of itemIds) {
    await page.goto(`${base}/item/${id}`);
    await ready(page);
    await page.locator('main h1').first().waitFor();
  }
  for (const pagePath of ['/home', '/location']) {
    await page.goto(`${base}${pagePath}`);
    await ready(page);
  }
  await page.waitForTimeout(1_000);
  const kept = await keptSizes(page);

  await context.setOffline(true);
  let started = Date.now();
  await page.goto(`${base}/show-room?property=${unitId}&package=GOLD`);
  await page.getByTestId('item-name').first().waitFor();
  const showRoom = Date.now() - started;
  started = Date.now();
  await page.goto(`${base}/item/${itemIds[0]}`);
  await page.locator('main h1').first().waitFor();
  const item = Date.now() - started;
  await context.close();
  return { ...kept, showRoom, item };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const base = await startApp({ root, dataDir, children });
  const units = await (await fetch(`${base}/api/getVisitorProperty`)).json();
  const unit = units.find((u) => u.typology === '2R') ?? units[0];
  const items = await (await fetch(`${base}/api/items/category?category=GOLD&typology=${unit.typology}`)).json();
  const itemIds = items.slice(0, 3).map((i) => i.id);

  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    console.log(
      `offline benchmark: Chromium at 375 px on slow 4G (150 ms, 1.6 Mbit/s), median of ${RUNS} runs, ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
    );
    const downloads = [];
    const walks = [];
    for (let i = 0; i < RUNS; i++) {
      downloads.push(await measureDownload(browser, base, unit.id));
      walks.push(await measureWalk(browser, base, unit.id, itemIds));
    }
    const d = (key) => median(downloads.map((r) => r[key]));
    const w = (key) => median(walks.map((r) => r[key]));
    console.log(`download for offline (unit ${unit.name}, ${unit.typology}): ${d('seconds').toFixed(1)} s, ${d('answers')} answers + ${d('pictures')} pictures, ${kb(d('bytes'))}`);
    console.log(`kept after a walk (show room, 3 items, home, location): answers ${kb(w('answers'))}, ${w('count')} pictures ${kb(w('pictures'))}`);
    console.log(`reopened offline: show room ${Math.round(w('showRoom'))} ms, item ${Math.round(w('item'))} ms (navigation to content)`);
  } finally {
    await browser.close();
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
