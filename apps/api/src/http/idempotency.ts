// Idempotency-Key (decision 019): a write the web app may send more than once (a form queued
// offline, replayed by Background Sync and by the `online` event, or retried after a lost
// answer) is done once; every repeat with the same key and body gets the first answer again.
//
// The key is claimed in the write's own transaction: INSERT … ON CONFLICT on the primary key
// (scope, key). On PostgreSQL (READ COMMITTED), a second request with the same key waits on
// the unique index until the first transaction ends; if it committed, the insert conflicts
// and the next statement (a fresh snapshot) reads the committed answer; if it rolled back, the
// second request claims the key and does the write itself. PGlite runs one transaction at a
// time, so there the second simply finds the committed row. The SQL is in idempotency-repository.ts.
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { AppError } from './errors';
import { claimKey, deleteExpiredKeys, readKey, storeAnswer } from './idempotency-repository';

/** Fastify reads header names in lower case. */
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** The route's `headers` schema: validates the key (422 when malformed) and documents it. */
export const idempotencyHeadersSchema = z.object({
  [HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'common.idempotencyKeyInvalid')
    .optional()
    .describe(
      `Optional. 8–100 characters of A–Z, a–z, 0–9, _ and - (a UUID fits). A request sent again with the same key and the same body gets the first answer again, and nothing is done twice; with another body it is refused (422, code idempotency_key_reused). Keys are remembered for ${IDEMPOTENCY_KEY_TTL_HOURS} hours, after which the same key starts a new request.`,
    ),
});

/** A well-formed key of the request, or undefined. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[HEADER];
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}

/** SHA-256 of the body as JSON with its object keys sorted, so key order never matters. */
export function requestHash(body: unknown): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, v]) => [k, sorted(v)]))
        : value;
  return createHash('sha256').update(JSON.stringify(sorted(body)) ?? '').digest('hex');
}

export interface Answer<B> {
  status: number;
  body: B;
}

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type IdempotentOutcome<B, T> = { replayed: false; answer: Answer<B>; result: T } | { replayed: true; answer: Answer<B> };

export interface IdempotencyClaim {
  /** The route, e.g. 'POST /contact': the same key on two routes is two keys. */
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * Runs `work` once per (scope, key): in one transaction with the claim of the key, so the key
 * and the write are stored together or not at all. A repeat with the same body answers the
 * stored answer (replayed: true) without running `work`; with another body it throws 422
 * idempotency_key_reused. Whatever must happen only after the commit (a mail) is the caller's,
 * when `replayed` is false.
 */
export async function runOnce<B, T>(
  db: Db,
  claim: IdempotencyClaim,
  work: (tx: Tx) => Promise<{ answer: Answer<B>; result: T }>,
): Promise<IdempotentOutcome<B, T>> {
  return db.transaction(async (tx): Promise<IdempotentOutcome<B, T>> => {
    if (!(await claimKey(tx, claim))) {
      const row = await readKey(tx, claim);
      if (row?.requestHash !== claim.requestHash) throw new AppError('idempotency_key_reused', 'common.idempotencyKeyReused');
      // Stored with the claim, in its transaction: a committed row always has its answer.
      if (row.responseStatus === null) throw new Error('idempotency key without an answer');
      return { replayed: true, answer: { status: row.responseStatus, body: row.responseBody as B } };
    }
    const { answer, result } = await work(tx);
    await storeAnswer(tx, claim, answer);
    return { replayed: false, answer, result };
  });
}

/** Forgets the keys past their window; cheap (an index range on created_at), never throws. */
export async function forgetExpiredKeys(db: Db, log: FastifyBaseLogger): Promise<void> {
  try {
    await deleteExpiredKeys(db);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    log.warn({ code: typeof code === 'string' ? code : undefined }, 'expired idempotency keys not deleted');
  }
}
