// The SQL of the Idempotency-Key rows (see idempotency.ts): claiming a key, reading and storing
// its answer, and forgetting the keys past their window.
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_TTL_HOURS } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';

/** A constant of ours, not input: written into the SQL as it is. */
const EXPIRED = sql.raw(`now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`);

export interface KeyRef {
  scope: string;
  key: string;
}

const ours = ({ scope, key }: KeyRef) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

/** Claims the key for this request's hash; false when a row within its window holds it. A row past its window is taken over. */
export async function claimKey(tx: Db, claim: KeyRef & { requestHash: string }): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ scope: claim.scope, key: claim.key, requestHash: claim.requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.scope, idempotencyKeys.key],
      set: { requestHash: claim.requestHash, responseStatus: null, responseBody: null, createdAt: sql`now()` },
      where: lt(idempotencyKeys.createdAt, EXPIRED),
    })
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

export async function readKey(tx: Db, ref: KeyRef) {
  const [row] = await tx.select().from(idempotencyKeys).where(ours(ref));
  return row;
}

export async function storeAnswer(tx: Db, ref: KeyRef, answer: { status: number; body: unknown }): Promise<void> {
  await tx.update(idempotencyKeys).set({ responseStatus: answer.status, responseBody: answer.body }).where(ours(ref));
}

/** True when the key is remembered with its answer: the request can only be a replay (or a 422). */
export async function isRemembered(db: Db, scope: string, key: string): Promise<boolean> {
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(ours({ scope, key }), gte(idempotencyKeys.createdAt, EXPIRED), isNotNull(idempotencyKeys.responseStatus)));
  return rows.length > 0;
}

/** Deletes the keys past their window (an index range on created_at). */
export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, EXPIRED));
}
