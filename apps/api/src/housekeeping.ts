// Housekeeping (decision 022): once an hour each instance deletes what can no longer be used:
// dead sessions (revoked, idle too long, past their lifetime), temporary-password mails past
// the password's lifetime, and expired temporary-password hashes. Cheap: bounded batches, and
// on PostgreSQL a transaction-level advisory lock lets one instance do a round while the
// others skip it; every statement is safe to repeat, so nothing depends on who runs it.
import fp from 'fastify-plugin';
import { and, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { users } from './db/schema';
import { deleteDeadSessions } from './auth/sessions';
import { forgetExpiredTemporaryPasswordMails } from './auth/temporary-password-mails';
import { TEMP_PASSWORD_TTL_MS } from './routes/accounts/route-schemas';

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
/** The first round waits a little after start (and a random part more, so instances started together spread out). */
const FIRST_ROUND_AFTER_MS = 60_000;
/** Rows deleted per round at most: a backlog is worked off over several rounds, never in one long statement. */
export const HOUSEKEEPING_BATCH = 5_000;
/** A fixed key for pg_try_advisory_xact_lock, next to the startup lock's. */
const HOUSEKEEPING_LOCK_KEY = '7305196212';

export interface HousekeepingRound {
  sessions: number;
  mails: number;
  temporaryPasswords: number;
}

/** One round; null when another instance holds the round's lock. */
export async function runHousekeeping(database: Database): Promise<HousekeepingRound | null> {
  return database.db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}::bigint) as locked`)) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!lock.rows[0]?.locked) return null;
    const sessions = await deleteDeadSessions(tx, HOUSEKEEPING_BATCH);
    const mails = await forgetExpiredTemporaryPasswordMails(tx, TEMP_PASSWORD_TTL_MS);
    const cleared = await tx
      .update(users)
      .set({ tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(and(isNotNull(users.tempPasswordHash), lt(users.tempPasswordExpiresAt, sql`now()`)))
      .returning({ id: users.id });
    return { sessions, mails, temporaryPasswords: cleared.length };
  });
}

export const housekeepingPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const done = await runHousekeeping(app.database);
      if (done && done.sessions + done.mails + done.temporaryPasswords > 0) app.log.info(done, 'housekeeping: removed what can no longer be used');
    } catch (error) {
      app.log.warn({ err: error }, 'housekeeping round failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(
      () => {
        void round();
        timer = setInterval(() => void round(), HOUSEKEEPING_EVERY_MS);
        timer.unref();
      },
      FIRST_ROUND_AFTER_MS + Math.random() * FIRST_ROUND_AFTER_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
});
