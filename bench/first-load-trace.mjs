#!/usr/bin/env node
// What the main thread does on the five public pages beyond what an empty React page does
// (issue 23, "a lighter first load"). Serves the production build (as bench:web does) and the
// empty React page of bench/react-anchor.mjs, loads each page in Debian Chromium with its CPU
// slowed 4× (as Lighthouse's mobile profile assumes), records a trace and a CPU profile until
// the app has hydrated and gone idle, and prints per page:
//   - the main thread's busy time, and the blocking time (each task's time over 50 ms, summed);
//   - every long task (> 50 ms): when it ran, how long, and what it was made of (script run by
//     file, style/layout/paint, parsing, garbage collection);
//   - the self time of the CPU profile by source module (through the build's source maps) and
//     the busiest functions.
// It prints; it asserts nothing. Real (not simulated) throttling: figures differ from
// Lighthouse's, the distance to the anchor is what to read. On a busy machine read the last
// column: the blocking time computed from the thread's CPU time × 4 (what the thread itself
// did, not how long it waited for a core), which is what Lighthouse's simulation scales too.
//
//   npm run bench:trace                         # what is built (run `npm run build` first)
//   BENCH_PAGES=/show-room,/location npm run bench:trace
//   BENCH_TRACE_RUNS=3 npm run bench:trace      # more runs: the run with the median (CPU × 4) blocking time is printed
//   BENCH_TRACE_STACKS=1 npm run bench:trace     # also what started each long task (its stacks' first frames)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { startReactAnchor } from './react-anchor.mjs';
import { cleanupOnExit, publicPages, startApp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_TRACE_RUNS ?? 1);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
/** After hydration the app waits for idle (at most 2 s) before its offline start: watch past it. */
const SETTLE_MS = Number(process.env.BENCH_TRACE_SETTLE_MS ?? 5_000);
const LONG_TASK_MS = 50;
/**
 * The CPU slowdown CDP applies (BENCH_TRACE_CPU_RATE=1 to record at full speed). Throttling
 * pauses the thread, so its CPU time stays the unthrottled one either way.
 */
const CPU_RATE = Number(process.env.BENCH_TRACE_CPU_RATE ?? 4);

const children = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-trace-'));
const cleanup = cleanupOnExit(children, dataDir);

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'latencyInfo',
];

/** Loads `url` once, throttled, and returns the trace events and the CPU profile. */
async function record(browser, url, { hydrates }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const consoleErrors = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  page.on('pageerror', (error) => consoleErrors.push(String(error)));
  try {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    // Polled through CDP, not page.waitForSelector: Playwright's injected script would add its
    // own long task to the page's main thread.
    if (hydrates) {
      const until = Date.now() + 60_000;
      const isHydrated = async () => (await cdp.send('Runtime.evaluate', { expression: 'document.documentElement.dataset.hydrated', returnByValue: true })).result.value === 'true';
      while (!(await isHydrated())) {
        if (Date.now() > until) throw new Error(`${url} did not hydrate`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const hydratedAfter = Date.now() - started;
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Tracing.end');
    await done;
    return { events, profile, hydratedAfter, consoleErrors };
  } finally {
    await context.close();
  }
}

/** The page's main thread: the renderer main thread that ran the most. */
function mainThread(events) {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestBusy = -1;
  for (const { pid, tid } of names) {
    const busy = events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X').reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > bestBusy) [best, bestBusy] = [{ pid, tid }, busy];
  }
  return best;
}

const shortUrl = (url) => {
  if (!url) return '(no file)';
  try {
    const { pathname, host } = new URL(url);
    return pathname === '/' || !pathname.includes('.') ? `${host.startsWith('127.') ? '' : host}${pathname} (page)` : pathname.replace(/^\/assets\//, '');
  } catch {
    return url.slice(0, 60);
  }
};

/** What a long task was made of: the time of its children by kind (script by file). */
function taskParts(task, threadEvents) {
  const end = task.ts + task.dur;
  const inside = threadEvents.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e.ph === 'X');
  const parts = new Map();
  const add = (key, us) => parts.set(key, (parts.get(key) ?? 0) + us);
  // Only the outermost events of each kind, so nested ones are not counted twice.
  const scripts = inside.filter((e) => ['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute'].includes(e.name));
  const outermost = (list) => list.filter((e) => !list.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.ts !== e.ts || o.dur !== e.dur || list.indexOf(o) < list.indexOf(e))));
  for (const e of outermost(scripts)) {
    const data = e.args?.data ?? {};
    const url = data.url ?? data.stackTrace?.[0]?.url ?? '';
    const what = e.name === 'EventDispatch' ? `event ${data.type}` : e.name === 'TimerFire' ? 'timer' : e.name === 'RunMicrotasks' ? 'microtasks' : e.name;
    add(`script: ${what} ${shortUrl(url)}`.trim(), e.dur);
  }
  const kinds = {
    ParseHTML: 'parse HTML',
    ParseAuthorStyleSheet: 'parse CSS',
    UpdateLayoutTree: 'style',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    'Document::updateStyle': 'style',
    MajorGC: 'GC',
    MinorGC: 'GC',
    'V8.GC_MARK_COMPACTOR': 'GC',
    HitTest: 'hit test',
    'Decode Image': 'image decode',
    'ImageDecodeTask': 'image decode',
    'v8.compile': 'compile',
    'v8.compileModule': 'compile',
    'V8.CompileCode': 'compile',
  };
  const nonScript = inside.filter((e) => kinds[e.name] && !scripts.some((s) => s.ts <= e.ts && s.ts + s.dur >= e.ts + e.dur));
  for (const e of outermost(nonScript)) add(kinds[e.name], e.dur);
  const covered = [...parts.values()].reduce((a, b) => a + b, 0);
  if (task.dur - covered > 1000) add('other', task.dur - covered);
  return [...parts.entries()].sort((a, b) => b[1] - a[1]);
}

/** Source maps of the built files, loaded once. */
const consumers = new Map();
function consumerFor(url) {
  if (!url) return null;
  let file;
  try {
    file = new URL(url).pathname;
  } catch {
    return null;
  }
  if (consumers.has(file)) return consumers.get(file);
  const mapFile = path.join(root, 'apps/web/dist', `${file}.map`);
  let consumer = null;
  if (fs.existsSync(mapFile)) consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
  consumers.set(file, consumer);
  return consumer;
}

/** A source path as a short module name: node_modules/<package>, or the app's own file. */
function moduleName(source) {
  const nm = source.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = source.slice(nm + 'node_modules/'.length).split('/');
    const pkg = rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
    return `${pkg}/${rest.at(-1)}`;
  }
  const src = source.indexOf('/src/');
  return src >= 0 ? source.slice(source.lastIndexOf('/', src - 1) + 1) : source.replace(/^(\.\.\/)+/, '');
}

/** A frame's name through the source maps: `function module:line`. */
function frameName(callFrame) {
  if (!callFrame.url) return callFrame.functionName || '(anonymous)';
  const original = consumerFor(callFrame.url)?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
  return original?.source ? `${original.name ?? callFrame.functionName ?? '(anonymous)'} ${moduleName(original.source)}:${original.line}` : `${callFrame.functionName || '(anonymous)'} ${shortUrl(callFrame.url)}`;
}

/**
 * Where a window's time was spent from the top: the first `depth` frames of each sampled stack
 * under the root (what started the work: a timer, an event, a module's evaluation).
 */
function entryPaths(profile, [from, to], depth = 4) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const paths = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    const chain = [];
    for (let id = profile.samples[i]; id !== undefined; id = parent.get(id)) chain.unshift(byId.get(id).callFrame);
    const named = chain.filter((f) => f.functionName !== '(root)').slice(0, depth).map(frameName);
    if (!named.length || named[0].startsWith('(')) continue;
    const key = named.join(' > ');
    paths.set(key, (paths.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return [...paths.entries()].sort((a, b) => b[1] - a[1]);
}

/** A window's time by the app's own function nearest to the work (a component, an effect, a hook). */
function appFrames(profile, [from, to]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const frames = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    if (t < from || t > to) continue;
    let name = null;
    for (let id = profile.samples[i]; id !== undefined && !name; id = parent.get(id)) {
      const frame = byId.get(id).callFrame;
      if (!frame.url) continue;
      const candidate = frameName(frame);
      if (candidate.includes('../src/')) name = candidate;
    }
    if (name) frames.set(name, (frames.get(name) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  return [...frames.entries()].sort((a, b) => b[1] - a[1]);
}

/** Self time by module and by function, counting only samples inside [from, to] (µs) when given. */
function selfTimes(profile, windows) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const perNode = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (windows && !windows.some(([a, b]) => t >= a && t <= b)) continue;
    perNode.set(profile.samples[i], (perNode.get(profile.samples[i]) ?? 0) + dt);
  }
  const byModule = new Map();
  const byFunction = new Map();
  for (const [id, us] of perNode) {
    const { callFrame } = byId.get(id);
    let module;
    let fn = callFrame.functionName || '(anonymous)';
    if (!callFrame.url) module = callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native)';
    else {
      const consumer = consumerFor(callFrame.url);
      const original = consumer?.originalPositionFor({ line: callFrame.lineNumber + 1, column: callFrame.columnNumber });
      if (original?.source) {
        module = moduleName(original.source);
        fn = `${original.name ?? fn} ${module}:${original.line}`;
      } else {
        module = shortUrl(callFrame.url);
        fn = `${fn} ${module}`;
      }
    }
    byModule.set(module, (byModule.get(module) ?? 0) + us);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const sorted = (map) => [...map.entries()].sort((a, b) => b[1] - a[1]);
  return { byModule: sorted(byModule), byFunction: sorted(byFunction) };
}

function analyse({ events, profile, hydratedAfter, consoleErrors }) {
  const thread = mainThread(events);
  const threadEvents = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid).sort((a, b) => a.ts - b.ts);
  const navigation = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid) ?? threadEvents[0];
  const origin = navigation.ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  const tasks = threadEvents.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= origin);
  const busy = tasks.reduce((sum, e) => sum + e.dur, 0);
  const long = tasks.filter((e) => e.dur > LONG_TASK_MS * 1000);
  const afterFcp = fcp ? long.filter((e) => e.ts >= fcp.ts) : long;
  const blocking = afterFcp.reduce((sum, e) => sum + e.dur - LONG_TASK_MS * 1000, 0);
  // The same from the thread's CPU time (tdur) × 4, as Lighthouse's simulation scales what it
  // observed: time the thread waited for a core (a busy machine) does not count, so this figure
  // moves much less with the machine's load than the wall-clock one.
  const cpuTasks = tasks.filter((e) => Number.isFinite(e.tdur) && (!fcp || e.ts >= fcp.ts));
  const cpuBlocking = cpuTasks.reduce((sum, e) => sum + Math.max(0, (4 * e.tdur) / CPU_RATE - LONG_TASK_MS * 1000), 0);
  const cpuBusy = tasks.reduce((sum, e) => sum + (Number.isFinite(e.tdur) ? e.tdur : 0), 0);
  return {
    origin,
    fcpMs: fcp ? (fcp.ts - origin) / 1000 : NaN,
    busyMs: busy / 1000,
    blockingMs: blocking / 1000,
    cpuBusyMs: cpuBusy / 1000,
    cpuBlockingMs: cpuBlocking / 1000,
    hydratedAfter,
    consoleErrors,
    long: long.map((task) => ({
      startMs: (task.ts - origin) / 1000,
      ms: task.dur / 1000,
      parts: taskParts(task, threadEvents),
      functions: selfTimes(profile, [[task.ts, task.ts + task.dur]]).byFunction,
      paths: process.env.BENCH_TRACE_STACKS ? entryPaths(profile, [task.ts, task.ts + task.dur]) : [],
      app: process.env.BENCH_TRACE_STACKS ? appFrames(profile, [task.ts, task.ts + task.dur]) : [],
    })),
    all: selfTimes(profile),
    inLong: selfTimes(profile, long.map((e) => [e.ts, e.ts + e.dur])),
  };
}

const ms = (us) => `${(us / 1000).toFixed(0)} ms`;

function print(name, result) {
  console.log(`\n== ${name}: main thread busy ${result.busyMs.toFixed(0)} ms (CPU ${result.cpuBusyMs.toFixed(0)} ms), blocking ${result.blockingMs.toFixed(0)} ms (tasks over 50 ms after FCP ${result.fcpMs.toFixed(0)} ms; from CPU time × 4: ${result.cpuBlockingMs.toFixed(0)} ms), ` +
    `${result.long.length} long tasks${result.hydratedAfter !== null ? `, hydrated ${result.hydratedAfter} ms after navigation` : ''}`);
  for (const task of result.long) {
    console.log(`   long task at ${task.startMs.toFixed(0)} ms: ${task.ms.toFixed(0)} ms`);
    for (const [what, us] of task.parts.slice(0, 5)) console.log(`      ${ms(us).padStart(7)}  ${what}`);
    const functions = task.functions.filter(([, us]) => us >= 2000).slice(0, 5);
    if (functions.length) console.log(`        functions: ${functions.map(([fn, us]) => `${fn} ${ms(us)}`).join('; ')}`);
    for (const [path, us] of task.paths.slice(0, 3)) console.log(`        from: ${ms(us)} ${path}`);
    const app = task.app.filter(([, us]) => us >= 2000).slice(0, 6);
    if (app.length) console.log(`        app code: ${app.map(([fn, us]) => `${fn} ${ms(us)}`).join('; ')}`);
  }
  console.log('   self time by module, whole load (top 15):');
  for (const [module, us] of result.all.byModule.slice(0, 15)) console.log(`      ${ms(us).padStart(7)}  ${module}`);
  if (result.long.length) {
    console.log('   self time by module inside long tasks (top 12):');
    for (const [module, us] of result.inLong.byModule.slice(0, 12)) console.log(`      ${ms(us).padStart(7)}  ${module}`);
    console.log('   busiest functions inside long tasks (top 12):');
    for (const [fn, us] of result.inLong.byFunction.slice(0, 12)) console.log(`      ${ms(us).padStart(7)}  ${fn}`);
  }
  if (result.consoleErrors.length) console.log(`   console errors: ${result.consoleErrors.map((e) => e.slice(0, 120)).join(' | ')}`);
}

async function measure(browser, name, url, hydrates) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(analyse(await record(browser, url, { hydrates })));
  results.sort((a, b) => a.cpuBlockingMs - b.cpuBlockingMs);
  const result = results[Math.floor(results.length / 2)];
  print(name, result);
  return result;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/.vite/manifest.json'))) throw new Error('nothing built: run `npm run build` first');
  const base = await startApp({ root, dataDir, children });
  const anchor = await startReactAnchor(root);
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS, headless: true });
  try {
    console.log(
      `first-load trace: Chromium, CPU ${CPU_RATE}× slower, unthrottled loopback network, ${RUNS} run(s) per page (the median by CPU × 4 blocking time), ` +
        `${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)}, ${new Date().toISOString().slice(0, 10)}`,
    );
    const summary = [['empty React', await measure(browser, 'empty React page (anchor)', anchor.url, false)]];
    for (const [name, pathAndQuery] of (await publicPages(base)).pages) {
      await fetch(`${base}${pathAndQuery}`);
      summary.push([name, await measure(browser, name, `${base}${pathAndQuery}`, true)]);
    }
    console.log('\npage                busy ms  blocking ms  long tasks  longest ms | CPU ms  CPU×4 blocking ms');
    for (const [name, r] of summary) {
      const longest = Math.max(0, ...r.long.map((t) => t.ms));
      console.log(
        `${name.padEnd(19)} ${r.busyMs.toFixed(0).padStart(7)} ${r.blockingMs.toFixed(0).padStart(12)} ${String(r.long.length).padStart(11)} ${longest.toFixed(0).padStart(11)} | ` +
          `${r.cpuBusyMs.toFixed(0).padStart(6)} ${r.cpuBlockingMs.toFixed(0).padStart(18)}`,
      );
    }
    console.log(`load average ${os.loadavg()[0].toFixed(1)}`);
  } finally {
    await browser.close();
    await anchor.close();
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
