// A hold ends by itself when its time is up (issue 22, decision 033): every 20 seconds one
// instance releases the holds past their `hold_until`, so a hold outlives its time by less than
// a minute. As in housekeeping.ts, a transaction-level advisory lock lets one instance do a
// round while the others skip it; the release itself is safe to repeat.
import fp from 'fastify-plugin';
import type { Database } from './db/client';
import { tryHoldExpiryLock } from './housekeeping-repository';
import { releaseExpiredHolds } from './routes/units/unit-status-repository';

export const HOLD_EXPIRY_EVERY_MS = 20_000;
/** Holds released per round at most; a backlog is worked off over a few rounds. */
export const HOLD_EXPIRY_BATCH = 1_000;

/** One round at `now`; null when another instance holds the round's lock, else how many holds ended. */
export async function runHoldExpiry(database: Database, now: Date = new Date()): Promise<number | null> {
  return database.db.transaction(async (tx) => {
    if (!(await tryHoldExpiryLock(tx))) return null;
    return releaseExpiredHolds(tx, now, HOLD_EXPIRY_BATCH);
  });
}

export const holdExpiryPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const released = await runHoldExpiry(app.database);
      if (released) {
        app.log.info({ released }, 'hold expiry: holds past their time released');
        await app.publicPages.changed();
      }
    } catch (error) {
      app.log.warn({ err: error }, 'hold expiry round failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    // A random start spreads instances started together; each round is short.
    timer = setTimeout(
      () => {
        void round();
        timer = setInterval(() => void round(), HOLD_EXPIRY_EVERY_MS);
        timer.unref();
      },
      Math.random() * HOLD_EXPIRY_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
});
