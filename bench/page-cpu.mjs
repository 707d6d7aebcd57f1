#!/usr/bin/env node
// What one page load costs the browser in CPU time, beside the empty React page of
// bench/react-anchor.mjs measured in the same run (issues 32 and 36). A browser test opens
// some 1,500 pages a run, each in a fresh context as the specs do (no HTTP cache, no compiled
// code kept, no service worker), so this figure times that count is most of the browser
// tests' CPU; and it is the work a visitor's phone does. CPU time (every process of the
// browser: renderer, browser, GPU, network, read from a control group of its own; needs root),
// not wall time, so a busy machine moves it less than it moves Lighthouse's timings.
//
//   npm run bench:page-cpu                       # what is built (run `npm run build` first)
//   BENCH_LOADS=20 BENCH_PAGES=/,/home npm run bench:page-cpu
//   BENCH_COLD=1 npm run bench:page-cpu       # each load the context's first of the origin, as a
//                                             # test's first goto (below)
//   BENCH_PAGE_AGE_MIN=8 npm run bench:page-cpu  # the browser's clock 8 minutes on: a page the
//                                             # server kept that long (its data as old)
//   BENCH_NO_JS=1 npm run bench:page-cpu      # the server's pages without their code: what the
//                                             # HTML, styles, fonts and images cost alone
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startReactAnchor } from './react-anchor.mjs';
import { cleanupOnExit, publicPages, startApp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOADS = Number(process.env.BENCH_LOADS ?? 10);
const NO_JS = process.env.BENCH_NO_JS === '1';
/**
 * Our pages send `Cross-Origin-Opener-Policy: same-origin` (the empty page does not): the first
 * navigation of a context from about:blank to our origin then moves to a new renderer process,
 * some 250 ms of CPU on this machine that the empty page does not pay. By default each load
 * follows a first visit to the same origin (a 404), so both are measured alike; BENCH_COLD=1
 * measures the first navigation, which is what a browser test's first goto costs.
 */
const COLD = process.env.BENCH_COLD === '1';
/** Minutes the browser's clock is ahead of the server's: how long the server has kept the page. */
const PAGE_AGE_MIN = Number(process.env.BENCH_PAGE_AGE_MIN ?? 0);
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.E2E_CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// The browser tests' flags (playwright.config.ts).
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

const children = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-page-cpu-'));
const cleanup = cleanupOnExit(children, dataDir);

/**
 * The browser runs in a control group of its own, whose CPU counter keeps the time of processes
 * that have ended (a renderer replaced on navigation, the context's closed at the end): reading
 * /proc would lose it. cgroup v1 (cpuacct) or v2 (cpu.stat).
 */
function controlGroup(name) {
  const v1 = '/sys/fs/cgroup/cpuacct';
  if (fs.existsSync(v1)) {
    const dir = path.join(v1, name);
    fs.mkdirSync(dir, { recursive: true });
    return { dir, cpu: () => Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9 };
  }
  const dir = path.join('/sys/fs/cgroup', name);
  fs.mkdirSync(dir, { recursive: true });
  return { dir, cpu: () => Number(/usage_usec (\d+)/.exec(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))[1]) / 1e6 };
}

/** A launcher that puts itself in the group, then becomes the browser. */
function launcherIn(group) {
  const file = path.join(dataDir, `browser-in-${path.basename(group.dir)}.sh`);
  fs.writeFileSync(file, `#!/bin/sh\necho $$ > ${group.dir}/cgroup.procs\nexec ${BROWSER} "$@"\n`, { mode: 0o755 });
  return file;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * LOADS loads of `url`, each in a fresh context closed afterwards (a test's life), waiting for the
 * app to have taken the page over (`html[data-hydrated]`, as the specs' goto does) or, for the
 * anchor, for its heading. A process that ends meanwhile takes its CPU time with it, so each load
 * is read from a browser started for it.
 */
async function cpuPerLoad(url, ready) {
  const samples = [];
  const group = controlGroup(`vitrina-page-cpu-${process.pid}`);
  const executablePath = launcherIn(group);
  for (let i = 0; i < LOADS; i++) {
    const browser = await chromium.launch({ executablePath, args: ARGS });
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, javaScriptEnabled: !NO_JS });
    await context.addInitScript(() => delete Navigator.prototype.serviceWorker);
    if (PAGE_AGE_MIN) await context.clock.setFixedTime(Date.now() + PAGE_AGE_MIN * 60_000);
    const page = await context.newPage();
    if (!COLD) await page.goto(new URL('/bench-page-cpu-warm-up', url).href);
    const before = group.cpu();
    await page.goto(url, { waitUntil: 'load' });
    if (!NO_JS) await page.locator(ready).waitFor({ state: 'attached', timeout: 60_000 });
    // What a test's next second sees: idle callbacks, images decoding, the app's deferred work.
    await page.waitForTimeout(1_000);
    samples.push(group.cpu() - before);
    await browser.close();
  }
  return samples;
}

async function main() {
  if (!fs.existsSync(BROWSER)) throw new Error(`no browser at ${BROWSER}`);
  const base = await startApp({ root, dataDir, children });
  const anchor = await startReactAnchor(root);
  const { pages } = await publicPages(base);
  console.log(`page-load CPU: ${path.basename(BROWSER)}, 375 px, ${LOADS} loads a page, each in a fresh context${COLD ? ' (its first navigation)' : ' after a first visit to the origin'}${NO_JS ? ', JavaScript off' : ''}${PAGE_AGE_MIN ? `, pages kept ${PAGE_AGE_MIN} min` : ''}; ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`);
  const anchorBefore = await cpuPerLoad(anchor.url, 'h1');
  const rows = [];
  for (const [name, pathAndQuery] of pages) {
    await fetch(`${base}${pathAndQuery}`); // warms the server
    rows.push([name, await cpuPerLoad(`${base}${pathAndQuery}`, 'html[data-hydrated="true"]')]);
  }
  const anchorAfter = await cpuPerLoad(anchor.url, 'h1');
  await anchor.close();
  const reference = median([...anchorBefore, ...anchorAfter]);
  const ms = (s) => `${Math.round(s * 1000)} ms`.padStart(8);
  console.log(`${'page'.padEnd(22)}${'median'.padStart(8)}${'min'.padStart(9)}${'max'.padStart(9)}   × empty React page`);
  const line = (name, samples) => console.log(`${name.padEnd(22)}${ms(median(samples))} ${ms(Math.min(...samples))} ${ms(Math.max(...samples))}   ${(median(samples) / reference).toFixed(2)}`);
  line('empty React, before', anchorBefore);
  for (const [name, samples] of rows) line(name, samples);
  line('empty React, after', anchorAfter);
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
