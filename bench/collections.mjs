#!/usr/bin/env node
// The collections view at scale (issue 34, decision 051), on PostgreSQL: a development of 2,000
// sold units with 12 schedule lines each (24,000 lines; those already due paid in full, in part
// or not at all), then the median time of GET /developments/{slug}/collections as JSON, CSV and
// XLSX beside its anchor measured in the same run on the same data: a bare SELECT of the same
// 24,000 lines with their unit and buyer (pg, no app). Goal: the view under 1 s.
//
//   npm run bench:collections
//   BENCH_POSTGRES_URL=postgres://user@host:5432/postgres BENCH_RUNS=9 npm run bench:collections
//
// A scratch database is created on that server and dropped at the end. Exit code 0 when every
// format answers under the goal, 1 when one does not, 2 when the run itself failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { median, ms, row, signIn, size } from './scale-support.mjs';
import { cleanupOnExit, startApp } from './support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const UNITS = 2_000;
const LINES_PER_UNIT = 12;
const GOAL_MS = 1_000;
const SLUG = 'bench-cobranza';

const children = [];
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrina-bench-collections-'));
const cleanupFiles = cleanupOnExit(children, scratch);
const dbName = `vitrina_bench_collections_${process.pid}`;
const adminUrl = new URL(POSTGRES_URL);
const benchUrl = new URL(POSTGRES_URL);
benchUrl.pathname = `/${dbName}`;

async function onServer(sql) {
  const client = new pg.Client({ connectionString: adminUrl.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * The development, 2,000 buyers and their sold units, 12 monthly lines each from 6 months ago
 * (so about half are past due), and payments on the past lines: every third unit paid up, every
 * third in part, the rest nothing — so the view lists overdue and due-soon lines of every kind.
 */
async function fill(client) {
  const started = performance.now();
  await client.query('begin');
  const dev = await client.query(
    `insert into developments (slug, code, name, city, address, status, currency) values ($1, 'BCOB', 'Torre Cobranza', 'Tulum', 'Tulum', 'selling', 'MXN') returning id`,
    [SLUG],
  );
  const devId = dev.rows[0].id;
  const typ = await client.query(
    `insert into typologies (development_id, code, name, description, size_m2, bedrooms) values ($1, '2R', '{"es":"Dos","en":"Two","fr":"Deux"}', 'CONDO 2R', 80, 2) returning id`,
    [devId],
  );
  await client.query(
    `insert into users (name, email, type, password_hash, lang)
     select 'Comprador ' || i, 'buyer' || i || '@bench.example', 'User', 'x', (array['es','en','fr'])[1 + i % 3] from generate_series(1, $1) i`,
    [UNITS],
  );
  await client.query(
    `insert into properties (development_id, typology_id, name, description, number, floor, position, size_m2, status, user_id, price, date_buy)
     select $1, $2, 'Depto ' || (100 * (1 + (i - 1) / 50) + 1 + (i - 1) % 50), 'x', (100 * (1 + (i - 1) / 50) + 1 + (i - 1) % 50)::text,
            1 + (i - 1) / 50, 1 + (i - 1) % 50, 80, 'sold', u.id, 1200000, current_date - 180
     from generate_series(1, $3) i join users u on u.email = 'buyer' || i || '@bench.example'`,
    [devId, typ.rows[0].id, UNITS],
  );
  await client.query(
    `insert into unit_payment_lines (property_id, position, label, due_date, amount_cents)
     select p.id, k, jsonb_build_object('es', 'Pago ' || k, 'en', 'Payment ' || k, 'fr', 'Paiement ' || k), current_date - 180 + 30 * k, 10000000
     from properties p cross join generate_series(0, $2 - 1) k where p.development_id = $1`,
    [devId, LINES_PER_UNIT],
  );
  await client.query(
    `insert into unit_payments (line_id, amount_cents, paid_at, method, reference)
     select l.id, case when p.id % 3 = 0 then l.amount_cents else l.amount_cents / 2 end, l.due_date, 'transfer', 'bench'
     from unit_payment_lines l join properties p on p.id = l.property_id
     where p.development_id = $1 and l.due_date < current_date and p.id % 3 <> 2`,
    [devId],
  );
  await client.query('commit');
  await client.query('analyze');
  const counts = await client.query(
    `select (select count(*) from unit_payment_lines l join properties p on p.id = l.property_id where p.development_id = $1) as lines,
            (select count(*) from unit_payments) as payments`,
    [devId],
  );
  return { devId, time: performance.now() - started, ...counts.rows[0] };
}

/** The anchor: the same lines with their unit and buyer, as a bare SELECT. */
const ANCHOR_SQL = `select l.id, l.label, l.due_date, l.amount_cents, p.number, p.name, u.name as buyer, u.email
  from unit_payment_lines l join properties p on p.id = l.property_id join users u on u.id = p.user_id
  where p.development_id = $1`;

async function timeRuns(fn) {
  await fn();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

async function main() {
  await onServer(`create database ${dbName}`);
  let client;
  try {
    // The app migrates the scratch database and loads the demo data (the Admin signs in).
    const base = await startApp({ root, dataDir: path.join(scratch, 'data'), children, env: { DATABASE_URL: benchUrl.href } });
    const { token } = await signIn(base);
    client = new pg.Client({ connectionString: benchUrl.href });
    await client.connect();
    const filled = await fill(client);
    console.log(`\nCollections view on PostgreSQL: ${UNITS.toLocaleString('en-US')} units × ${LINES_PER_UNIT} lines (median of ${RUNS}, after one warm-up)`);
    row('filled', `${Number(filled.lines).toLocaleString('en-US')} lines`, `${Number(filled.payments).toLocaleString('en-US')} payments`, ms(filled.time));

    let rows = 0;
    const anchor = await timeRuns(async () => {
      rows = (await client.query(ANCHOR_SQL, [filled.devId])).rows.length;
    });
    row(`anchor: bare SELECT of the ${rows.toLocaleString('en-US')} lines (pg)`, ms(anchor));

    let failed = false;
    for (const format of ['json', 'csv', 'xlsx']) {
      let answer = { status: 0, bytes: 0, listed: '' };
      const time = await timeRuns(async () => {
        const res = await fetch(`${base}/api/developments/${SLUG}/collections?format=${format}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
        const body = Buffer.from(await res.arrayBuffer());
        let listed = '';
        if (format === 'json' && res.ok) {
          const view = JSON.parse(body.toString('utf8'));
          listed = `${view.overdue.length} overdue + ${view.due_soon.length} due soon`;
        }
        answer = { status: res.status, bytes: body.length, listed };
      });
      if (answer.status !== 200) throw new Error(`collections ${format}: ${answer.status}`);
      const ok = time < GOAL_MS;
      failed ||= !ok;
      row(`GET collections?format=${format}`, ms(time), `× ${(time / anchor).toFixed(1)} anchor`, size(answer.bytes), `${ok ? 'under' : 'OVER'} ${GOAL_MS} ms`);
      if (answer.listed) row('  listed', answer.listed);
    }
    return failed ? 1 : 0;
  } finally {
    await client?.end().catch(() => {});
    cleanupFiles();
    // The server holds connections to the scratch database: it is gone (SIGKILL) before the drop.
    await new Promise((r) => setTimeout(r, 300));
    if (!process.env.BENCH_KEEP_DB) await onServer(`drop database if exists ${dbName} with (force)`).catch((error) => console.error('bench: could not drop', dbName, error.message));
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error('bench:', error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
