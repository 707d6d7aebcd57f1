// The Admin's writes to developments (issue 21), each one transaction that locks what it
// changes, writes its audit row and, on commit, tells every instance that the cached answers,
// brochures and pages are stale (the catalogue's change signal). Each returns a typed outcome;
// the routes map it to an answer or an AppError.
import type { DevelopmentDuplicate, DevelopmentWrite } from '@vitrina/contracts';
import type { ChangeSignal } from '../cache/change-signal';
import { isUniqueViolation } from './database-codes';
import { RefusedWrite, refusableWrite } from './refusable-write';
import {
  copyDevelopment,
  insertDevelopment,
  lockAllForOrder,
  lockDevelopment,
  replacePackagePrices,
  setPositions,
  setStatus,
  takenBy,
  updateDevelopment,
  writeAudit,
  type Tx,
} from './developments-write-repository';

export type WriteOutcome =
  | { kind: 'done'; id: number }
  | { kind: 'not-found' }
  | { kind: 'slug-taken' }
  | { kind: 'code-taken' }
  | { kind: 'unknown-price-typology' };

/** Thrown inside a transaction to roll it back and come out as an outcome. */
class Refused extends RefusedWrite<Exclude<WriteOutcome, { kind: 'done' }>> {}

// Two Admins taking the same slug or code at the same moment: the unique index refused the
// second; once more, its check now sees the first one's row and says which.
const run = (signal: ChangeSignal, work: (tx: Tx) => Promise<number>) =>
  refusableWrite<WriteOutcome>(signal, async (tx) => ({ kind: 'done', id: await work(tx) }), isUniqueViolation);

async function refuseTaken(tx: Tx, slug: string, code: string, exceptId: number | null) {
  const taken = await takenBy(tx, slug, code, exceptId);
  if (taken.slug) throw new Refused({ kind: 'slug-taken' });
  if (taken.code) throw new Refused({ kind: 'code-taken' });
}

async function prices(tx: Tx, id: number, body: DevelopmentWrite) {
  if ((await replacePackagePrices(tx, id, body.package_prices)) !== 'ok') throw new Refused({ kind: 'unknown-price-typology' });
}

export function createDevelopment(signal: ChangeSignal, actorId: number, body: DevelopmentWrite): Promise<WriteOutcome> {
  return run(
    signal,
    async (tx) => {
      await refuseTaken(tx, body.slug, body.code, null);
      const id = await insertDevelopment(tx, body);
      await prices(tx, id, body);
      await writeAudit(tx, { actorId, action: 'development.create', developmentId: id, details: { slug: body.slug, code: body.code, status: body.status } });
      return id;
    },
  );
}

/** Replaces every field; the slug may change (links to the old one then answer 404). */
export function replaceDevelopment(signal: ChangeSignal, actorId: number, slug: string, body: DevelopmentWrite): Promise<WriteOutcome> {
  return run(
    signal,
    async (tx) => {
      const current = await lockDevelopment(tx, { slug });
      if (!current) throw new Refused({ kind: 'not-found' });
      await refuseTaken(tx, body.slug, body.code, current.id);
      await updateDevelopment(tx, current.id, body);
      await prices(tx, current.id, body);
      const changed = { ...(current.slug !== body.slug && { slug: [current.slug, body.slug] }), ...(current.status !== body.status && { status: [current.status, body.status] }) };
      // The payment plan (decision 048) when sent: how many lines it has now.
      const plan = body.payment_plan === undefined ? {} : { payment_plan_lines: body.payment_plan.length };
      // The package deadline (decision 059) when sent.
      const deadline = body.selection_deadline === undefined ? {} : { selection_deadline: body.selection_deadline };
      // The time zone (decision 057) when sent.
      const zone = body.time_zone === undefined ? {} : { time_zone: body.time_zone };
      await writeAudit(tx, { actorId, action: 'development.update', developmentId: current.id, details: { slug: body.slug, ...changed, ...plan, ...deadline, ...zone } });
      return current.id;
    },
  );
}

/** DELETE archives: units, buyers and the audit trail point at it, so nothing is deleted. */
export function archiveDevelopment(signal: ChangeSignal, actorId: number, slug: string): Promise<WriteOutcome> {
  return run(signal, async (tx) => {
    const current = await lockDevelopment(tx, { slug });
    if (!current) throw new Refused({ kind: 'not-found' });
    await setStatus(tx, current.id, 'archived');
    await writeAudit(tx, { actorId, action: 'development.archive', developmentId: current.id, details: { slug, previous_status: current.status } });
    return current.id;
  });
}

export function duplicateDevelopment(signal: ChangeSignal, actorId: number, slug: string, names: DevelopmentDuplicate): Promise<WriteOutcome> {
  return run(
    signal,
    async (tx) => {
      const source = await lockDevelopment(tx, { slug });
      if (!source) throw new Refused({ kind: 'not-found' });
      await refuseTaken(tx, names.slug, names.code, null);
      const id = await copyDevelopment(tx, source, names);
      await writeAudit(tx, { actorId, action: 'development.duplicate', developmentId: id, details: { from: source.slug, slug: names.slug, code: names.code } });
      return id;
    },
  );
}

/**
 * The Admin's order: every development that is not archived, each once; archived ones may be
 * listed too, and those left out follow in their current order.
 */
class OrderMismatch extends Error {}

export async function reorderDevelopments(signal: ChangeSignal, actorId: number, slugs: readonly string[]): Promise<'done' | 'mismatch'> {
  try {
    await signal.transaction(async (tx) => {
      const all = await lockAllForOrder(tx);
      const bySlug = new Map(all.map((d) => [d.slug, d]));
      const listed = new Set(slugs);
      const complete = all.every((d) => d.status === 'archived' || listed.has(d.slug));
      if (listed.size !== slugs.length || slugs.some((s) => !bySlug.has(s)) || !complete) throw new OrderMismatch();
      const rest = all.filter((d) => !listed.has(d.slug)).map((d) => d.id);
      await setPositions(tx, [...slugs.map((s) => bySlug.get(s)!.id), ...rest]);
      await writeAudit(tx, { actorId, action: 'development.reorder', developmentId: null, details: { slugs } });
    });
    return 'done';
  } catch (error) {
    if (error instanceof OrderMismatch) return 'mismatch';
    throw error;
  }
}
