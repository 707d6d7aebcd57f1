// bench:scale's section for issue 22: a development of 2,000 units (40 floors × 50) on a fresh
// demo database. Prints, asserts nothing: the generator (preview and real), an export, an import
// of those 2,000 rows (preview, unchanged, every price changed), and, when the build has the
// stacking plan (/admin/developments/{slug}/units, a role="grid"), its first view and DOM nodes
// in Chromium at 1280 × 800, its frames while scrolled top to bottom, and how long a hold placed
// through the API takes to show on the open plan (decision 037: the plan holds a stream of
// changes, and polls every second without it). Then, on a scratch PostgreSQL database (created
// and dropped here; BENCH_POSTGRES_URL, else the local server), two app processes: the plan open
// on instance A, holds placed through A's API (same instance) and through B's (second instance:
// the change reaches A by NOTIFY). The anchor: a bare SELECT of the 2,000 rows on the same data folder.
/* global document, getComputedStyle, requestAnimationFrame */
import path from 'node:path';
import pg from 'pg';
import { count, median, ms, postFile, row, signIn, signedInContext, size, timeCall } from './scale-support.mjs';

const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const SLUG = 'bench-torre';
const FLOORS = 40;
const POSITIONS = 50;
const TYPES = [
  { code: '1R', size_m2: 55, bedrooms: 1, name: { es: 'Una recámara', en: 'One bedroom', fr: 'Une chambre' } },
  { code: '2R', size_m2: 80, bedrooms: 2, name: { es: 'Dos recámaras', en: 'Two bedrooms', fr: 'Deux chambres' } },
  { code: '3R', size_m2: 110, bedrooms: 3, name: { es: 'Tres recámaras', en: 'Three bedrooms', fr: 'Trois chambres' } },
];

async function call(base, token, method, url, body) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const started = performance.now();
  const answer = await res.json().catch(() => null);
  return { status: res.status, answer, parse: performance.now() - started };
}

/** The development and its three unit types, through the Admin's calls. */
async function createDevelopment(base, token) {
  const dev = await call(base, token, 'POST', '/api/developments', { slug: SLUG, code: 'BENCHT', name: 'Torre de prueba', city: 'Tulum', address: 'Tulum', status: 'selling' });
  if (dev.status !== 201) throw new Error(`create development: ${dev.status} ${JSON.stringify(dev.answer)}`);
  for (const type of TYPES) {
    const res = await call(base, token, 'POST', `/api/developments/${SLUG}/typologies`, { ...type, description: `CONDO ${type.code}` });
    if (res.status !== 201) throw new Error(`create unit type: ${res.status} ${JSON.stringify(res.answer)}`);
  }
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { ...result, time: performance.now() - started };
}

/** The exported CSV with every price raised by 1,000 (the price is the 7th column). */
function withPricesRaised(csv) {
  const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
  return lines.map((line, i) => {
    if (i === 0 || !line) return line;
    const cells = line.split(',');
    cells[6] = String(Number(cells[6]) + 1000);
    return cells.join(',');
  }).join('\r\n');
}

const importCounts = (a) => (a ? `create ${a.create} · update ${a.update} · unchanged ${a.unchanged} · errors ${a.errors_total}` : '');

/** The first view of the stacking plan, or a note when this build has none. */
async function benchPlan({ base, session, launchBrowser, measureScreen }) {
  const browser = await launchBrowser();
  try {
    const probe = await signedInContext(browser, session);
    const page = await probe.newPage();
    await page.goto(`${base}/admin/developments/${SLUG}/units`);
    const found = await page.waitForSelector('[role="grid"]', { timeout: 30_000 }).then(() => true, () => false);
    await probe.close();
    if (!found) return row('stacking plan (Chromium 1280 × 800)', 'skipped: no role="grid" page at /admin/developments/{slug}/units in this build');
    const r = await measureScreen(browser, base, session, { path: `/admin/developments/${SLUG}/units`, ready: '[role="grid"] [role="gridcell"]', min: 50, scroller: '[role="grid"]' });
    if (r.error && !r.first.length) return row('stacking plan', `failed: ${r.error.slice(0, 60)}`);
    row('stacking plan: first view (median)', ms(median(r.first)));
    row('stacking plan: DOM nodes (first view, scrolled)', count(r.nodes), count(r.scrolled));
    await benchPlanLife({ base, session, browser });
  } finally {
    await browser.close();
  }
}

/** On an open plan: frame times while it scrolls top to bottom, and a hold's way to the screen. */
async function benchPlanLife({ base, session, browser }) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  try {
    await page.goto(`${base}/admin/developments/${SLUG}/units`);
    await page.waitForSelector('[role="grid"] [data-unit]', { timeout: 30_000 });
    await page.waitForTimeout(1500);
    // Scroll the plan from top to bottom in steps of 120 px, one per frame, and keep every
    // frame's length. The grid scrolls inside its own box when it has one, else the page does.
    const frames = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const grid = document.querySelector('[role="grid"]');
          const boxes = [];
          for (let el = grid; el; el = el.parentElement) boxes.push(el);
          const scroller = boxes.find((el) => el.scrollHeight > el.clientHeight + 10 && /auto|scroll/.test(getComputedStyle(el).overflowY)) ?? document.scrollingElement;
          const lengths = [];
          let last = performance.now();
          const step = (now) => {
            lengths.push(now - last);
            last = now;
            const before = scroller.scrollTop;
            scroller.scrollTop = before + 120;
            if (scroller.scrollTop === before || lengths.length > 2_000) resolve(lengths.slice(1));
            else requestAnimationFrame(step);
          };
          requestAnimationFrame(step);
        }),
    );
    const sorted = [...frames].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? NaN;
    row('stacking plan: scrolling frames (median / p90 / longest)', ms(median(frames)), ms(p90), ms(sorted.at(-1) ?? NaN), `${frames.length} frames`);
    // A hold placed elsewhere (here: the API, as a colleague's screen would).
    const times = await holdsShown(page, base, base, session.token, 20);
    row('stacking plan: a hold placed through the API → shown (median of 3; same instance, PGlite)', ms(median(times)));
  } catch (error) {
    row('stacking plan: scrolling and a hold on screen', `failed: ${error.message.split('\n')[0].slice(0, 80)}`);
  } finally {
    await context.close();
  }
}

/**
 * Places `n` holds through `apiBase`'s API (units on floors from `floor`, never held before)
 * and times each from the call to its cell showing on hold on `page`, which shows the plan.
 */
async function holdsShown(page, planBase, apiBase, token, floor, n = 3) {
  const units = await call(planBase, token, 'GET', `/api/developments/${SLUG}/units`);
  const times = [];
  for (let i = 0; i < n; i++) {
    const number = `${floor + i}${String(10 + i).padStart(2, '0')}`;
    const unit = units.answer.units.find((u) => u.number === number);
    const until = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const started = performance.now();
    const res = await call(apiBase, token, 'POST', `/api/units/${unit.id}/status`, { status: 'on_hold', until });
    if (res.status !== 200) throw new Error(`hold: ${res.status} ${JSON.stringify(res.answer)}`);
    await page.waitForSelector(`[data-unit="${number}"][data-status="on_hold"]`, { timeout: 15_000 });
    times.push(performance.now() - started);
  }
  return times;
}

/** A scratch database on the PostgreSQL server; null when it is unreachable. */
async function scratchPostgres() {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`  (PostgreSQL at ${POSTGRES_URL} is unreachable: ${error.message})`);
    return null;
  }
  const name = `vitrina_bench_units_${process.pid}`;
  await admin.query(`drop database if exists "${name}" with (force)`);
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

/**
 * Two app processes on one PostgreSQL database: the plan open in Chromium on A; holds placed
 * through A's API, then through B's (the change reaches A only by NOTIFY).
 */
async function benchTwoInstances({ serve, scratch, launchBrowser }) {
  const label = 'stacking plan on PostgreSQL, two instances: a hold → shown on A (median of 3)';
  const postgres = await scratchPostgres();
  if (!postgres) return row(label, 'skipped: no PostgreSQL');
  const stops = [];
  let browser;
  try {
    const env = { DATABASE_URL: postgres.url };
    // One after the other: the first start loads the demo data.
    const a = await serve(path.join(scratch, 'units-pg-a'), env);
    stops.push(a.stop);
    const b = await serve(path.join(scratch, 'units-pg-b'), env);
    stops.push(b.stop);
    const session = await signIn(a.base);
    await createDevelopment(a.base, session.token);
    const body = { floor_from: 1, floor_to: FLOORS, positions: POSITIONS, typologies: Array.from({ length: POSITIONS }, (_, i) => TYPES[i % 3].code), base_price: 2_000_000, floor_step: 15_000 };
    const generated = await call(a.base, session.token, 'POST', `/api/developments/${SLUG}/units/generate?dry_run=false`, body);
    if (generated.status !== 200 && generated.status !== 201) return row(label, `skipped: generator ${generated.status}`);
    browser = await launchBrowser();
    const context = await signedInContext(browser, session);
    const page = await context.newPage();
    // The plan's stream of changes, when this build has one: the figures below come through it.
    const stream = page.waitForResponse((r) => r.url().endsWith(`/units/changes`), { timeout: 30_000 }).then((r) => r.status(), () => null);
    await page.goto(`${a.base}/admin/developments/${SLUG}/units`);
    await page.waitForSelector('[role="grid"] [data-unit]', { timeout: 30_000 });
    const streamStatus = await stream;
    await page.waitForTimeout(1500);
    const how = streamStatus === 200 ? 'the plan holds a stream of changes' : 'no stream of changes: the plan polls every second';
    // Taken in turns (A, B, A, B…), so neither side gets the warmer page.
    const same = [];
    const second = [];
    for (let i = 0; i < 3; i++) {
      same.push(...(await holdsShown(page, a.base, a.base, session.token, 10 + i, 1)));
      second.push(...(await holdsShown(page, a.base, b.base, session.token, 30 + i, 1)));
    }
    const each = (times) => `(${times.map((t) => Math.round(t)).join(', ')})`;
    row(`stacking plan on PostgreSQL: a hold through A's API → shown on A (same instance, median of 3; ${how})`, ms(median(same)), each(same));
    row(`stacking plan on PostgreSQL: a hold through B's API → shown on A (second instance, median of 3; ${how})`, ms(median(second)), each(second));
    await context.close();
  } catch (error) {
    row(label, `failed: ${error.message.split('\n')[0].slice(0, 80)}`);
  } finally {
    await browser?.close();
    for (const stop of stops.reverse()) await stop();
    await postgres.drop();
  }
}

/** A bare SELECT of the development's rows, on the stopped server's data folder: the floor under every figure above. */
async function anchor(dataDir, runs) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const times = [];
    let rows = 0;
    for (let i = 0; i <= runs; i++) {
      const started = performance.now();
      const result = await db.query('select p.* from properties p join developments d on d.id = p.development_id where d.slug = $1 order by p.floor, p.position, p.number', [SLUG]);
      if (i > 0) times.push(performance.now() - started);
      rows = result.rows.length;
    }
    row(`anchor: bare SELECT of the ${count(rows)} rows (PGlite)`, ms(median(times)));
  } finally {
    await db.close();
  }
}

export async function benchUnits({ serve, scratch, runs, launchBrowser, measureScreen }) {
  console.log(`\nA development of ${count(FLOORS * POSITIONS)} units (${FLOORS} floors × ${POSITIONS}, fresh demo database)`);
  const dataDir = path.join(scratch, 'units');
  const { base, stop } = await serve(dataDir);
  let stopped = false;
  try {
    const session = await signIn(base);
    const { token } = session;
    await createDevelopment(base, token);
    const body = { floor_from: 1, floor_to: FLOORS, positions: POSITIONS, typologies: Array.from({ length: POSITIONS }, (_, i) => TYPES[i % 3].code), base_price: 2_000_000, floor_step: 15_000 };
    for (const [label, dryRun] of [['generator: preview', true], ['generator: real (writes 2,000 units)', false]]) {
      const r = await timed(() => call(base, token, 'POST', `/api/developments/${SLUG}/units/generate?dry_run=${dryRun}`, body));
      if (r.status === 404) return row(label, 'n/a (no generator call)');
      row(label, r.status, ms(r.time), `create ${r.answer?.create} · existing ${r.answer?.existing}`);
    }
    for (const format of ['csv', 'xlsx']) {
      const r = await timeCall(base, token, { url: `/api/developments/${SLUG}/units/export?format=${format}` }, runs);
      row(`export ${format.toUpperCase()} (median of ${runs})`, r.status, ms(r.time), size(r.bytes));
    }
    const exported = await (await fetch(`${base}/api/developments/${SLUG}/units/export?format=csv`, { headers: { authorization: `Bearer ${token}` } })).text();
    const raised = withPricesRaised(exported);
    const url = `/api/developments/${SLUG}/units/import`;
    for (const [label, file, dryRun] of [
      ['import: preview (every price changed)', raised, true],
      ['import: the export again (all unchanged)', exported, false],
      ['import: every price changed', raised, false],
    ]) {
      const r = await postFile(base, token, `${url}${dryRun ? '?dry_run=true' : ''}`, file, 'units.csv');
      row(label, r.status, ms(r.time), importCounts(r.answer));
    }
    await benchPlan({ base, session, launchBrowser, measureScreen });
    await stop();
    stopped = true;
    await anchor(dataDir, runs);
  } finally {
    if (!stopped) await stop();
  }
  await benchTwoInstances({ serve, scratch, launchBrowser });
}
