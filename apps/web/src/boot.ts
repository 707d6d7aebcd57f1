// The only script a server-rendered page loads at first. The page is already readable (its
// HTML and styles came with it, links work as plain links), so the app's code is fetched
// once the page has loaded, pictures included, and is on screen: on a slow phone connection
// the screen's pictures get the bandwidth first, and on a slow processor its first frame is
// drawn before the app's files are parsed; then the app hydrates and takes over. A person who
// reaches for the page sooner (a touch, a key, a focus) starts it at once, and a button
// pressed or a form sent before the app is ready is kept and replayed when it is.
// The server lists the files in <script type="application/json" id="app-scripts">: the
// app's entry first, then every module it and the screen import (fetched side by side); the
// first `data-stages` of those are the entry's own imports, in the order they are evaluated.
const list = document.getElementById('app-scripts');
const [entry, ...imports] = list?.textContent ? (JSON.parse(list.textContent) as string[]) : [];
const stages = imports.slice(0, Number(list?.dataset.stages) || 0);
const root = document.documentElement;
const ready = () => root.dataset.hydrated === 'true';

/**
 * Each <link rel="modulepreload"> costs the main thread milliseconds on a slow phone
 * (measured at 4× CPU: 19 links 60–90 ms, a page's 55 well over 100 ms, one long task in the
 * load event; 4 links 55–75 ms on the show room; in Lighthouse's traces two links took up to
 * 20 ms unthrottled, 80 at 4×), so each goes in a task of its own (decision 041).
 *
 * `then` runs once every file has arrived and been parsed (each link's load or error event).
 * Begun as soon as the first ones were in, evaluating shared two cores with the parsing of the
 * others (and the server sending them): in Lighthouse's traces one file's evaluation took
 * 23–63 ms for the same work, the longest task of the page (decision 042).
 */
const PRELOADS_PER_TASK = 1;
function preload(hrefs: string[], then: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    then();
  };
  // A browser without modulepreload (Safari before 17) fires no load event for these links:
  // there the app starts once they are all added, as before.
  const waitsForLoad = document.createElement('link').relList.supports?.('modulepreload') ?? false;
  let pending = hrefs.length;
  const settled = () => {
    if (--pending === 0) finish();
  };
  const add = (rest: string[]) => {
    for (const href of rest.slice(0, PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      link.addEventListener('load', settled, { once: true });
      link.addEventListener('error', settled, { once: true });
      document.head.append(link);
    }
    if (rest.length > PRELOADS_PER_TASK) inNewTask(() => add(rest.slice(PRELOADS_PER_TASK)));
    else if (!waitsForLoad) finish();
  };
  if (hrefs.length === 0) finish();
  else add(hrefs);
}

/**
 * Runs `step` in a task of its own: through `scheduler.yield()` where the browser has it, since
 * a chain of nested timers waits 4 ms a step after the fifth (a page's 20 slices of links:
 * some 60 ms more before the app starts). A copy of lib/yield-to-main.ts: this file imports nothing, so it
 * stays one small file.
 */
function inNewTask(step: () => void) {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') void scheduler.yield().then(step);
  else setTimeout(step, 0);
}

/** Warms the number data in a worker while the app's files load (lib/number-data.worker.ts). */
function warmNumberData() {
  try {
    const worker = new Worker(new URL('./lib/number-data.worker.ts', import.meta.url), { type: 'module', name: root.lang });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => worker.terminate();
  } catch {
    // No module workers here: the app's first number pays for the data, as it did before.
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  // Out of the task that called this (the load event's, which also lays the page out): the
  // worker costs 5–7 ms to start, each slice of links a few more.
  setTimeout(warmNumberData, 0);
  // The entry's link first, so it is fetched first; the app starts once every listed file has
  // its link. Started sooner, the app's loader (Vite's) met the links not yet added and added
  // them again itself, all in one task: 100–140 ms at 4× CPU on the show room (issue 23).
  const files = entry ? [entry, ...imports] : imports;
  setTimeout(() => {
    preload(files, () => {
      if (entry) evaluate([...stages, entry]);
    });
  }, 0);
}

/**
 * Imports the files one after the other, each in a task of its own, the entry last. Imported
 * with the entry, they were all evaluated in one task: 100–160 ms at 4× CPU (issue 23). Each
 * file's own imports are evaluated first either way, so the order is the one the entry's
 * import would have followed.
 */
function evaluate([file, ...rest]: string[]) {
  if (!file) return;
  import(/* @vite-ignore */ file).then(
    () => inNewTask(() => evaluate(rest)),
    // A file that failed to load: the entry's own import tries again and reports it.
    () => inNewTask(() => evaluate(rest.length ? [rest.at(-1)!] : [])),
  );
}

/**
 * How long after the load event the app waits at most for the browser to say the page is on
 * screen (a browser that says nothing, a page drawn behind another tab).
 */
const FIRST_PAINT_WAIT_MS = 1000;

/**
 * Runs `then` once the page's first contentful paint is on screen. The paint entry comes when
 * the frame is shown, after its pictures were rasterised: on two cores the landing's drawn hero
 * took 70–130 ms of raster after the load event, and fetching and parsing the app's files beside
 * it pushed the first paint from about 150 to 250–360 ms (Lighthouse's traces, decision 042).
 */
function afterFirstPaint(then: () => void) {
  const says = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (!says || document.visibilityState === 'hidden' || performance.getEntriesByName('first-contentful-paint').length) {
    then();
    return;
  }
  let waiting = true;
  const go = () => {
    if (!waiting) return;
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
    then();
  };
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  const timer = setTimeout(go, FIRST_PAINT_WAIT_MS);
}

const startOnScreen = () => afterFirstPaint(start);
if (document.readyState === 'complete') startOnScreen();
else window.addEventListener('load', startOnScreen, { once: true });
for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin']) {
  window.addEventListener(type, start, { once: true, capture: true, passive: true });
}

// Presses and submissions before the app is ready (it sets <html data-hydrated>).
const waiting: Array<() => void> = [];
function keep(event: Event, replay: () => void) {
  event.preventDefault();
  event.stopPropagation();
  start();
  waiting.push(replay);
}
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && !ready()) keep(event, () => button.isConnected && button.click());
  },
  true,
);
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && !ready()) keep(event, () => form.isConnected && form.requestSubmit());
  },
  true,
);
new MutationObserver((_, observer) => {
  if (!ready()) return;
  observer.disconnect();
  for (const replay of waiting.splice(0)) replay();
}).observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });

/**
 * A page left before the app kept its data (offline/keep-queries.ts marks <html data-kept> once
 * it has): its data block goes to local storage as it is, and the next start of the app, here
 * or offline in the worker's shell, keeps it with the rest (offline/pages-left-early.ts). On a
 * slow phone the app starts seconds after the page is readable (decision 042), and a link
 * followed meanwhile is a plain link: the page's answers were lost, and that page, opened
 * offline later, needed a connection (issue 36, decision 061). One write, on leaving; nothing
 * at load. Format: `version \n arrival time \n data block`, one key per address.
 */
const LEFT_EARLY_PREFIX = 'vitrina-page-left-early:';
const LEFT_EARLY_MAX = 8;
function keepIfLeftEarly() {
  if (root.dataset.kept === 'true') return;
  try {
    const block = document.getElementById('ssr-data')?.textContent;
    if (!block) return;
    const key = LEFT_EARLY_PREFIX + location.pathname + location.search;
    const waitingPages = Object.keys(localStorage).filter((name) => name.startsWith(LEFT_EARLY_PREFIX) && name !== key);
    if (waitingPages.length >= LEFT_EARLY_MAX) return;
    const arrival = Math.round(performance.timeOrigin);
    localStorage.setItem(key, `${import.meta.env.VITE_DATA_VERSION ?? 'dev'}\n${arrival}\n${block}`);
  } catch {
    // No storage (private modes, full): the page is simply not kept, as before.
  }
}
window.addEventListener('pagehide', keepIfLeftEarly);
document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && keepIfLeftEarly());
