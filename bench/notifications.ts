// Notifications at scale (issue 35, "Speed and scale"; decision 066): publishing a post to a
// development of 2,000 buyers through the real route (2,000 notifications in the app, 2,000 mails
// queued, 2,000 pushes queued — counted after each answer) beside its anchor measured in the same
// run, a bare multi-row INSERT of the same rows into the same tables in one transaction; then the
// bell's unread count over ~100,000 notifications: its plan (an index, not a sequential scan) and
// its time beside a bare `select 1`. The setup is bulk SQL, not 2,000 requests. Run:
//   npm run bench:notifications                                  (PGlite in memory)
//   DATABASE_URL=postgres://… npm run bench:notifications          (an empty scratch database: it writes)
//   BENCH_RUNS=5 npm run bench:notifications
// Exit code 0 when publishing's median is under 2 s and the count's plan uses an index.
import { and, eq, gt, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { createSession } from '../apps/api/src/auth/sessions';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { developments, mailOutbox, notifications, pushOutbox, typologies, users } from '../apps/api/src/db/schema';
import { noticeMail } from '../apps/api/src/notifications/notify';
import { findPeople, unreadCountQuery } from '../apps/api/src/notifications/notifications-repository';
import { titleOf } from '../apps/api/src/notifications/titles';
import { postLink } from '../apps/api/src/news/post-publishing';
import { prepareDatabase } from '../apps/api/src/startup';

const BUYERS = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COUNT_RUNS = 300;
const FILL_PER_BUYER = 50;
const GOAL_MS = 2_000;

const url = process.env.DATABASE_URL;
const database = await openDatabase(url ? { databaseUrl: url } : {});
const config = loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'false', LOG_LEVEL: 'silent', BACKUP_DIR: 'off', ...(url ? { DATABASE_URL: url } : {}) });
await prepareDatabase(database, config);
const app = await buildApp({ config, database });
await app.ready();
// The queue's pace is not measured here: this instance sends nothing (the rows stay to be counted).
await app.push.sender.stop();
const db = database.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) => Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]!.n);

// ---- Setup: a development whose 2,000 units are sold to 2,000 accounts, each with push on and one device.
const run = Date.now().toString(36);
let started = performance.now();
const [office] = await db.insert(users).values({ name: 'Bench Office', email: `bench-office-${run}@example.com`, type: 'Vitrina', passwordHash: 'x' }).returning();
const [dev] = await db.insert(developments).values({ slug: `bench-news-${run}`, code: `BN${run}`.slice(0, 12), name: 'Bench Towers', city: 'X', address: 'X', status: 'selling' }).returning();
const [typ] = await db.insert(typologies).values({ developmentId: dev!.id, code: '2R', name: { es: 'a', en: 'a', fr: 'a' }, description: 'x', sizeM2: 70, bedrooms: 2 }).returning();
await db.execute(sql`
  insert into users (name, email, type, password_hash, lang)
  select 'Buyer ' || g, 'bench-' || ${run} || '-' || g || '@example.com', 'User', 'x', (array['es','en','fr'])[1 + g % 3]
  from generate_series(1, ${BUYERS}) g`);
const buyerFilter = sql`email like ${`bench-${run}-%`}`;
await db.execute(sql`
  insert into properties (development_id, typology_id, name, description, number, floor, size_m2, user_id, status, date_buy)
  select ${dev!.id}, ${typ!.id}, 'U-' || id, 'x', 'U-' || id, 1, 70, id, 'sold', '2026-01-01' from users where ${buyerFilter}`);
await db.execute(sql`
  insert into notification_preferences (user_id, kind, email, push)
  select id, 'post_published', true, true from users where ${buyerFilter}`);
await db.execute(sql`
  insert into push_subscriptions (user_id, endpoint, p256dh, auth)
  select id, 'https://fcm.googleapis.com/fcm/send/bench-' || ${run} || '-' || id, 'B' || repeat('A', 86), repeat('A', 22) from users where ${buyerFilter}`);
const token = await createSession(db, office!.id);
console.log(`\nNotifications (${database.kind}); setup of ${BUYERS} buyers with units, push on and a device: ${(performance.now() - started).toFixed(0)} ms`);

// ---- Publishing a post for buyers through the real route, beside a bare insert of the same rows.
const postBody = (i: number) => ({
  title: { es: `Avance de obra ${i}`, en: `Construction update ${i}`, fr: `Avancement des travaux ${i}` },
  body: { es: 'La estructura llega al piso 12.', en: 'The structure reaches floor 12.', fr: 'La structure atteint le 12e étage.' },
  audience: 'buyers' as const,
});
const maxId = async (table: typeof notifications | typeof mailOutbox | typeof pushOutbox) => Number((await db.select({ n: sql<number>`coalesce(max(${table.id}), 0)` }).from(table))[0]!.n);

async function publishOnce(i: number) {
  const [n0, m0, p0] = [await maxId(notifications), await maxId(mailOutbox), await maxId(pushOutbox)];
  const start = performance.now();
  const res = await app.inject({ method: 'POST', url: `/api/admin/developments/${dev!.slug}/posts`, headers: { authorization: `Bearer ${token}` }, payload: postBody(i) });
  const ms = performance.now() - start;
  if (res.statusCode !== 201) throw new Error(`publish answered ${res.statusCode}: ${res.body}`);
  const postId = (res.json() as { post: { id: number } }).post.id;
  const told = await db.$count(notifications, and(gt(notifications.id, n0), eq(notifications.kind, 'post_published'), sql`${notifications.params}->>'post_id' = ${String(postId)}`));
  const mails = await db.$count(mailOutbox, gt(mailOutbox.id, m0));
  const pushes = await db.$count(pushOutbox, gt(pushOutbox.id, p0));
  return { ms, told, mails, pushes, postId };
}

// The anchor's rows: what one publication writes, made before the clock starts.
const buyerIds = rowsOf<{ id: number }>(await db.execute(sql`select id from users where ${buyerFilter} order by id`)).map((r) => Number(r.id));
const people = await findPeople(db, buyerIds);
const deviceIds = rowsOf<{ id: number; user_id: number }>(await db.execute(sql`select id, user_id from push_subscriptions where endpoint like ${`%bench-${run}-%`} order by id`));
function anchorRows(i: number) {
  const post = postBody(i);
  const params = { post_id: 0, title_es: post.title.es, title_en: post.title.en, title_fr: post.title.fr, development: dev!.name };
  const link = postLink(0);
  const langOf = new Map(people.map((p) => [p.id, p.lang]));
  return {
    notices: buyerIds.map((userId) => ({ userId, kind: 'post_published', propertyId: null, developmentId: dev!.id, link, params })),
    mails: people.map((p) => ({ ...noticeMail(p, 'post_published', params, link, config.publicUrl), replyTo: null, status: 'kept' })),
    pushes: deviceIds.map((d) => ({ subscriptionId: Number(d.id), payload: { title: titleOf('post_published', params, langOf.get(Number(d.user_id)) ?? 'es'), link, tag: 'post_published-0' } })),
  };
}
async function anchorOnce(i: number) {
  const rows = anchorRows(i);
  const marks = { n: await maxId(notifications), m: await maxId(mailOutbox), p: await maxId(pushOutbox) };
  const start = performance.now();
  await db.transaction(async (tx) => {
    await tx.insert(notifications).values(rows.notices);
    await tx.insert(mailOutbox).values(rows.mails);
    await tx.insert(pushOutbox).values(rows.pushes);
  });
  const ms = performance.now() - start;
  // Gone again, so the publications that follow find the tables as they were.
  await db.delete(notifications).where(gt(notifications.id, marks.n));
  await db.delete(mailOutbox).where(gt(mailOutbox.id, marks.m));
  await db.delete(pushOutbox).where(gt(pushOutbox.id, marks.p));
  return ms;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const fmt = (ms: number) => `${ms.toFixed(ms < 10 ? 2 : 0)} ms`;
const row = (label: string, ...cells: string[]) => console.log(`  ${label.padEnd(58)} ${cells.map((c) => c.padStart(10)).join(' ')}`);

const publishes: number[] = [];
const anchors: number[] = [];
let countsRight = true;
row('', 'time');
for (let i = 1; i <= RUNS; i++) {
  const anchorMs = await anchorOnce(i);
  anchors.push(anchorMs);
  row(`anchor ${i}: bare INSERT of ${BUYERS}×3 rows (one transaction)`, fmt(anchorMs));
  const p = await publishOnce(i);
  publishes.push(p.ms);
  const right = p.told === BUYERS && p.mails === BUYERS && p.pushes === BUYERS;
  countsRight &&= right;
  row(`publish ${i}: POST …/posts → ${p.told} notices, ${p.mails} mails, ${p.pushes} pushes${right ? '' : ' WRONG'}`, fmt(p.ms));
}
const publishMedian = median(publishes);
const anchorMedian = median(anchors);
console.log(`  publishing: median ${fmt(publishMedian)}, ${(publishMedian / anchorMedian).toFixed(1)} × the anchor's ${fmt(anchorMedian)}; goal < ${GOAL_MS} ms`);

// ---- The bell's count over ~100,000 notifications (50 per buyer, 2 of them unread).
started = performance.now();
await db.execute(sql`
  insert into notifications (user_id, kind, property_id, development_id, link, params, created_at, read_at)
  select u.id, 'payment_due', null, ${dev!.id}, '/property/' || u.id || '/file', '{}'::jsonb, now() - g * interval '1 hour', case when g > 2 then now() - g * interval '1 minute' end
  from users u cross join generate_series(1, ${FILL_PER_BUYER}) g where ${sql.raw(`u.email like 'bench-${run}-%'`)}`);
await db.execute(sql`analyze notifications`);
const total = await count(sql`select count(*) as n from notifications`);
console.log(`\nThe bell's unread count: ${total} notifications in the table (filled in ${(performance.now() - started).toFixed(0)} ms)`);
const reader = buyerIds[Math.floor(BUYERS / 2)]!;
const query = unreadCountQuery(db, reader).toSQL();
const inline = query.sql.replace(/\$(\d+)/g, (_, n: string) => String(query.params[Number(n) - 1]));
const plan = rowsOf<Record<string, string>>(await db.execute(sql.raw(`explain ${inline}`))).map((r) => Object.values(r)[0]!);
console.log(`  ${inline}`);
for (const line of plan) console.log(`    ${line}`);
const indexed = plan.some((l) => /Index/.test(l)) && !plan.some((l) => /Seq Scan on notifications/.test(l));
// The housekeeping's pick (decision 066): read ones 180 days old, any a year old — by notifications_created_idx.
const day = 86_400_000;
const upkeep = `select id from notifications where created_at < '${new Date(Date.now() - 180 * day).toISOString()}' and (read_at is not null or created_at < '${new Date(Date.now() - 365 * day).toISOString()}') limit 5000`;
const upkeepPlan = rowsOf<Record<string, string>>(await db.execute(sql.raw(`explain ${upkeep}`))).map((r) => Object.values(r)[0]!);
console.log(`  housekeeping: ${upkeep}`);
for (const line of upkeepPlan) console.log(`    ${line}`);

async function timeMany(work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < COUNT_RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}
const anchorCount = await timeMany(() => db.execute(sql`select 1`));
let unread = 0;
const countMs = await timeMany(async () => {
  unread = Number((await unreadCountQuery(db, reader))[0]!.n);
});
const routeMs = await timeMany(() => app.inject({ method: 'GET', url: '/api/notifications/unread', headers: { authorization: `Bearer ${token}` } }));
const livezMs = await timeMany(() => app.inject({ method: 'GET', url: '/api/livez' }));
row('', `median of ${COUNT_RUNS}`);
row('anchor: select 1', fmt(anchorCount));
row(`unread count of one buyer (${unread} unread of ${FILL_PER_BUYER + RUNS})`, fmt(countMs));
row('  ratio', `${(countMs / anchorCount).toFixed(1)} ×`);
row('anchor: GET /api/livez (app.inject)', fmt(livezMs));
row("GET /api/notifications/unread (the office's, app.inject)", fmt(routeMs));
console.log(`  plan uses an index: ${indexed ? 'yes' : 'NO'}; counts right: ${countsRight ? 'yes' : 'NO'}`);

await app.close();
await database.close();
const ok = publishMedian < GOAL_MS && indexed && countsRight;
console.log(ok ? 'PASS' : 'FAIL');
process.exit(ok ? 0 : 1);
