#!/usr/bin/env node
// Web performance on a phone (DESIGN.md "Performance budgets", issue "Fast on a phone"):
// builds the web app, serves it on a fresh data folder, runs Lighthouse (mobile, its default
// simulated slow 4G and 4× CPU) RUNS times on each of five pages, and prints the medians:
// performance, accessibility, best practices, FCP, LCP, TBT, CLS, the JavaScript each page
// loads (transfer size, i.e. gzip) and its request count; then the landing's first-load
// JavaScript from the build manifest. Beside each page, on the same line: the figures of an
// empty React page built with the project's Vite and React (bench/react-anchor.mjs),
// measured in the same run, and the difference. Issue 36: the main-thread work (Lighthouse's
// `mainthread-work-breakdown`, by kind) and its ratio to the empty page's, at each CPU slowdown
// of BENCH_SLOWDOWNS (default 4 and 8: a phone twice as slow as Lighthouse's assumption).
// It prints; it asserts nothing (exit 0 unless the run itself fails).
//
//   npm run bench:web                  # build + measure
//   BENCH_SKIP_BUILD=1 npm run bench:web   # measure what is built
//   BENCH_RUNS=5 BENCH_PAGES=/,/home npm run bench:web
//   BENCH_SLOWDOWNS=4 npm run bench:web    # one slowdown only
//   BENCH_WEB_TASKS=1 npm run bench:web    # also the long tasks Lighthouse counted (its simulated
//                                          # 4× durations) in each page's median-TBT run, by kind
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReactAnchor } from './react-anchor.mjs';
import { cleanupOnExit, publicPages, startApp } from './support.mjs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOWDOWNS = (process.env.BENCH_SLOWDOWNS ?? '4,8').split(',').map(Number);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags DEVELOPERS.md gives for Lighthouse on this machine.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const children = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-web-'));

const cleanup = cleanupOnExit(children, dataDir);

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One Lighthouse run in a fresh Chromium (no cache, no service worker). */
async function audit(url, slowdown) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Lighthouse's mobile throttling with its CPU multiplier replaced (simulated, as its 4×).
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown },
    });
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audits = lhr.audits;
    const summary = audits['resource-summary']?.details?.items ?? [];
    const scripts = summary.find((row) => row.resourceType === 'script');
    const total = summary.find((row) => row.resourceType === 'total');
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      bestPractices: lhr.categories['best-practices'].score * 100,
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKb: (scripts?.transferSize ?? 0) / 1024,
      requests: total?.requestCount ?? NaN,
      longTasks: longTasksOf(audits['long-tasks']),
      work: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
      workByGroup: Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, i.duration])),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
        .filter((a) => lhr.categories['best-practices'].auditRefs.some((r) => r.id === a.id) || lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id))
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * The long tasks Lighthouse counted, with its simulated (4×) start and duration, the script it
 * blames and the time by kind (its task groups), longest first.
 */
function longTasksOf(audit) {
  const debug = audit?.details?.debugData;
  if (!debug?.tasks) return [];
  return debug.tasks.map(({ urlIndex, startTime, duration, ...groups }) => ({
    url: debug.urls[urlIndex] ?? '',
    startTime,
    duration,
    groups: Object.entries(groups)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1]),
  }));
}

async function auditWithRetry(url, slowdown) {
  // NO_NAVSTART and similar are Lighthouse hiccups on a busy machine (DEVELOPERS.md): try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, slowdown);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`  (Lighthouse: ${error.message}; running again)`);
    }
  }
}

async function auditRuns(url, slowdown) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditWithRetry(url, slowdown));
  return runs;
}

/** The median-TBT run's long tasks (BENCH_WEB_TASKS=1). */
function printLongTasks(runs) {
  const byTbt = [...runs].sort((a, b) => a.tbt - b.tbt);
  const run = byTbt[Math.floor((byTbt.length - 1) / 2)];
  for (const task of run.longTasks) {
    const file = task.url ? task.url.replace(/^https?:\/\/[^/]+/, '') : '(no script)';
    const groups = task.groups.map(([group, ms]) => `${group} ${Math.round(ms)}`).join(', ');
    console.log(`${''.padEnd(22)}long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms  ${file}  [${groups}]`);
  }
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const base = await startApp({ root, dataDir, children });
  const anchor = await startReactAnchor(root);
  const { pages } = await publicPages(base);
  for (const [, pathAndQuery] of pages) await fetch(`${base}${pathAndQuery}`); // warms the server

  for (const slowdown of SLOWDOWNS) {
    console.log(
      `\nweb benchmark: Lighthouse mobile (simulated slow 4G, ${slowdown}× CPU), median of ${RUNS} runs, ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
    );
    // The anchor is measured before and after the pages; each page is compared with the median
    // of all its runs, and both of its medians are printed, so a drift of the machine shows.
    const anchorBefore = await auditRuns(anchor.url, slowdown);
    const results = [];
    for (const [name, pathAndQuery] of pages) results.push([name, await auditRuns(`${base}${pathAndQuery}`, slowdown), os.loadavg()[0]]);
    const anchorAfter = await auditRuns(anchor.url, slowdown);
    printTable([...anchorBefore, ...anchorAfter], anchorBefore, results, anchorAfter);
  }
  await anchor.close();
  const size = spawnSync(process.execPath, ['apps/web/scripts/first-load-size.mjs'], { cwd: root, encoding: 'utf8' });
  console.log(size.stdout.trim().split('\n').at(-1)?.trim());
}

/** One slowdown's table: each page beside the empty React page's medians, and its work by kind. */
function printTable(anchorRuns, anchorBefore, results, anchorAfter) {
  const header = ['page', 'perf', 'a11y', 'bp', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'JS KB', 'requests', 'work ms', '| React perf', 'React TBT', 'React work', 'Δ perf', 'Δ TBT ms', 'work ×', 'load'];
  const widths = [19, 5, 5, 5, 6, 6, 7, 6, 7, 8, 8, 12, 9, 10, 7, 9, 7, 5];
  const line = (cells) => cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](widths[i])).join(' ');
  const medians = (runs) => (key) => median(runs.map((r) => r[key]));
  const reference = medians(anchorRuns);
  const row = (name, runs, load) => {
    const m = medians(runs);
    return line([
      name,
      Math.round(m('performance')),
      Math.round(m('accessibility')),
      Math.round(m('bestPractices')),
      (m('fcp') / 1000).toFixed(1),
      (m('lcp') / 1000).toFixed(1),
      Math.round(m('tbt')),
      m('cls').toFixed(3),
      m('jsKb').toFixed(1),
      Math.round(m('requests')),
      Math.round(m('work')),
      `| ${Math.round(reference('performance'))}`,
      Math.round(reference('tbt')),
      Math.round(reference('work')),
      Math.round(m('performance') - reference('performance')),
      Math.round(m('tbt') - reference('tbt')),
      (m('work') / reference('work')).toFixed(2),
      load.toFixed(1),
    ]);
  };
  /** The median work of each kind (script evaluation, style and layout, …), beside the anchor's. */
  const byGroup = (runs) => {
    const groups = [...new Set([...runs, ...anchorRuns].flatMap((r) => Object.keys(r.workByGroup)))];
    return groups
      .map((g) => [g, median(runs.map((r) => r.workByGroup[g] ?? 0)), median(anchorRuns.map((r) => r.workByGroup[g] ?? 0))])
      .sort((a, b) => b[1] - a[1])
      .map(([g, ms, react]) => `${g} ${Math.round(ms)} (React ${Math.round(react)})`)
      .join(', ');
  };
  console.log(line(header));
  console.log(row('empty React, before', anchorBefore, os.loadavg()[0]));
  for (const [name, runs, load] of results) {
    console.log(row(name, runs, load));
    console.log(`${''.padEnd(widths[0])}   work by kind, ms: ${byGroup(runs)}`);
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`${''.padEnd(widths[0])}   not passing: ${failing.join(', ')}`);
    if (process.env.BENCH_WEB_TASKS) printLongTasks(runs);
  }
  console.log(row('empty React, after', anchorAfter, os.loadavg()[0]));
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
