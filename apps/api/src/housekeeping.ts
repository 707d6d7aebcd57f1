// Housekeeping (decision 022): once an hour each instance deletes what can no longer be used:
// dead sessions (revoked, idle too long, past their lifetime), temporary-password mails past
// the password's lifetime, expired temporary-password hashes, failed mails a month old, and
// notifications read 180 days ago or a year old (decision 066). Cheap: bounded batches, and
// on PostgreSQL a transaction-level advisory lock lets one instance do a round while the
// others skip it; every statement is safe to repeat, so nothing depends on who runs it.
import fp from 'fastify-plugin';
import type { Database } from './db/client';
import { SESSION_LIFETIME } from './auth/sessions';
import { deleteDeadSessions } from './auth/sessions-repository';
import { forgetExpiredTemporaryPasswordMails } from './auth/temporary-password-mails-repository';
import { tryHousekeepingLock } from './housekeeping-repository';
import { clearExpiredTemporaryPasswords } from './users/users-repository';
import { TEMP_PASSWORD_TTL_MS } from './auth/account-limits';
import { forgetFailedMails } from './plugins/mail-repository';
import { forgetOldNotifications } from './notifications/notifications-repository';

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;
/** The first round waits a little after start (and a random part more, so instances started together spread out). */
const FIRST_ROUND_AFTER_MS = 60_000;
/** Rows deleted per round at most: a backlog is worked off over several rounds, never in one long statement. */
export const HOUSEKEEPING_BATCH = 5_000;
/** A failed mail stays in Settings this long after its day ended, to be sent again or read. */
export const FAILED_MAIL_KEEP_MS = 30 * 24 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** A read notification is kept 180 days after it came (the list goes back that far), an unread one a year (decision 066). */
export const READ_NOTIFICATION_KEEP_MS = 180 * DAY_MS;
export const NOTIFICATION_KEEP_MS = 365 * DAY_MS;

export interface HousekeepingRound {
  sessions: number;
  mails: number;
  temporaryPasswords: number;
  failedMails: number;
  notifications: number;
}

/** One round at `now` (the app's clock, decision 057; tests pass theirs); null when another instance holds the round's lock. */
export async function runHousekeeping(database: Database, now: Date = new Date()): Promise<HousekeepingRound | null> {
  return database.db.transaction(async (tx) => {
    if (!(await tryHousekeepingLock(tx))) return null;
    const sessions = await deleteDeadSessions(tx, SESSION_LIFETIME, HOUSEKEEPING_BATCH);
    const mails = await forgetExpiredTemporaryPasswordMails(tx, TEMP_PASSWORD_TTL_MS);
    const temporaryPasswords = await clearExpiredTemporaryPasswords(tx);
    const failedMails = await forgetFailedMails(tx, FAILED_MAIL_KEEP_MS, HOUSEKEEPING_BATCH);
    const notifications = await forgetOldNotifications(tx, { now, readKeepMs: READ_NOTIFICATION_KEEP_MS, anyKeepMs: NOTIFICATION_KEEP_MS, limit: HOUSEKEEPING_BATCH });
    return { sessions, mails, temporaryPasswords, failedMails, notifications };
  });
}

export const housekeepingPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const done = await runHousekeeping(app.database, app.now());
      if (done && done.sessions + done.mails + done.temporaryPasswords + done.failedMails + done.notifications > 0) app.log.info(done, 'housekeeping: removed what can no longer be used');
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
