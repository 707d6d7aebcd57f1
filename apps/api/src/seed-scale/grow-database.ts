// Grows a database to a number of items, accounts and sales leads, for benchmarks and browser
// tests at catalogue scale (issue 13, `npm run seed:scale`). It only adds: what is there stays,
// and the rows it adds are always the same ones (items SC-000001 …, accounts …sc000001@…), so
// a second run with the same numbers adds nothing. One transaction: all of it or none.
import { randomBytes } from 'node:crypto';
import { and, count, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { CATALOGUE_CHANNEL } from '../cache/catalogue-signal';
import { notifyChannel } from '../cache/change-signal-repository';
import type { Db } from '../db/client';
import { items, leads, users } from '../db/schema';
import { SCALE_ITEM_PREFIX, scaleItem, scaleTemplates } from './scale-items';
import { scaleLead, scaleUser, scaleUserNumber } from './scale-people';

export interface GrowTargets {
  /** Items the catalogue should hold in all (demo and earlier ones included). */
  items?: number;
  /** Accounts in all. */
  users?: number;
  /** Sales leads in all. */
  leads?: number;
}

export interface GrowOptions {
  log?: (message: string) => void;
  /** The leads' reference day (default now). */
  now?: Date;
}

export interface GrowCount {
  before: number;
  added: number;
  after: number;
}

export interface GrowResult {
  items: GrowCount & { withPicture: number };
  users: GrowCount;
  leads: GrowCount;
  durationMs: number;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (items take 9 a row). */
const BATCH = 2_000;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function total(tx: Tx, table: typeof items | typeof users | typeof leads): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(table);
  return Number(row?.n ?? 0);
}

/** The numbers 1, 2, … that `taken` does not hold, `how many` of them. */
function freeNumbers(taken: ReadonlySet<number>, howMany: number): number[] {
  const free: number[] = [];
  for (let n = 1; free.length < howMany; n++) if (!taken.has(n)) free.push(n);
  return free;
}

async function insertInBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

async function growItems(tx: Tx, target: number): Promise<GrowResult['items']> {
  const before = await total(tx, items);
  const result = { before, added: 0, after: before, withPicture: 0 };
  if (target <= before) return result;
  const taken = new Set(
    (await tx.select({ code: items.code }).from(items).where(like(items.code, `${SCALE_ITEM_PREFIX}%`))).map((r) => Number(r.code.slice(SCALE_ITEM_PREFIX.length))),
  );
  const wanted = freeNumbers(taken, target - before).map(scaleItem);
  // Scale items show the picture of the demo piece they copy, when the demo catalogue is there.
  const pictures = new Map(
    (
      await tx
        .select({ code: items.code, imageId: items.imageId })
        .from(items)
        .where(and(inArray(items.code, scaleTemplates().map((t) => t.code)), isNotNull(items.imageId)))
    ).map((r) => [r.code, r.imageId]),
  );
  const rows = wanted.map(({ pictureOf, ...item }) => ({ ...item, imageId: pictureOf === null ? null : (pictures.get(pictureOf) ?? null) }));
  await insertInBatches(rows, async (batch) => {
    const inserted = await tx.insert(items).values(batch).onConflictDoNothing().returning({ imageId: items.imageId });
    result.added += inserted.length;
    result.withPicture += inserted.filter((r) => r.imageId !== null).length;
  });
  result.after = before + result.added;
  // Running servers on this PostgreSQL database forget their cached catalogue at commit.
  if (result.added > 0) await notifyChannel(tx, CATALOGUE_CHANNEL, 'seed-scale');
  return result;
}

async function growUsers(tx: Tx, target: number): Promise<GrowCount> {
  const before = await total(tx, users);
  const result = { before, added: 0, after: before };
  if (target <= before) return result;
  const emails = await tx.select({ email: users.email }).from(users).where(like(users.email, '%.sc%@example.com'));
  const taken = new Set(emails.map((r) => scaleUserNumber(r.email)).filter((n): n is number => n !== null));
  // One hash for every account (argon2 takes ~70 ms each), of a secret nobody knows: these
  // accounts fill lists and searches; nobody signs in with them.
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const rows = freeNumbers(taken, target - before).map((n) => ({ ...scaleUser(n), passwordHash }));
  await insertInBatches(rows, async (batch) => {
    result.added += (await tx.insert(users).values(batch).onConflictDoNothing().returning({ id: users.id })).length;
  });
  result.after = before + result.added;
  return result;
}

async function growLeads(tx: Tx, target: number, now: Date): Promise<GrowCount> {
  const before = await total(tx, leads);
  if (target <= before) return { before, added: 0, after: before };
  const rows = Array.from({ length: target - before }, (_, i) => scaleLead(before + i + 1, target, now));
  await insertInBatches(rows, (batch) => tx.insert(leads).values(batch));
  return { before, added: rows.length, after: target };
}

/**
 * Adds items, accounts and leads until the database holds the numbers asked for (a number
 * already reached, or left out, adds nothing). On PostgreSQL, servers running on the same
 * database hear of the new items and drop their cached catalogue; a PGlite folder cannot be
 * open in a server meanwhile (its lock).
 */
export async function growDatabase(db: Db, targets: GrowTargets, options: GrowOptions = {}): Promise<GrowResult> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const result = await db.transaction(async (tx) => ({
    items: await growItems(tx, targets.items ?? 0),
    users: await growUsers(tx, targets.users ?? 0),
    leads: await growLeads(tx, targets.leads ?? 0, now),
  }));
  // After a bulk load, what autovacuum would do (PGlite has none): statistics for the planner,
  // and the visibility map that lets a deep window be read from the index alone.
  if (result.items.added + result.users.added + result.leads.added > 0) await db.execute(sql`vacuum analyze items, users, leads`);
  const durationMs = Math.round(performance.now() - started);
  options.log?.(
    `seed:scale: items ${result.items.before} → ${result.items.after} (+${result.items.added}, ${result.items.withPicture} with a picture), ` +
      `accounts ${result.users.before} → ${result.users.after} (+${result.users.added}), ` +
      `leads ${result.leads.before} → ${result.leads.after} (+${result.leads.added}) in ${durationMs} ms`,
  );
  return { ...result, durationMs };
}
