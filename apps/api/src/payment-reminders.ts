// Payment reminders (issue 34, decision 050): every 15 minutes one instance queues the buyers'
// mails of schedule lines that came within 7 days of their date or went past it, not yet
// reminded (payments/reminders.ts); a schedule saved or generated is checked at once by its
// route. As in hold-expiry.ts, a transaction-level advisory lock lets one instance do a round
// while the others skip it; and each reminder's key makes even two rounds at once mail it once.
import fp from 'fastify-plugin';
import type { Database } from './db/client';
import { tryPaymentRemindersLock } from './housekeeping-repository';
import type { Mailer } from './plugins/mail';
import { queueRemindersIn } from './payments/reminders';

export const PAYMENT_REMINDERS_EVERY_MS = 15 * 60_000;
/** The first round a minute after start (a random part more, so instances started together spread out). */
const FIRST_ROUND_AFTER_MS = 60_000;

/** One round at `now` (each line on today in its development's zone, decision 057); null when another instance holds the round's lock, else how many mails were queued. */
export async function runPaymentReminders(database: Database, mailer: Pick<Mailer, 'queueWithin' | 'nudge'>, now?: Date): Promise<number | null> {
  const queued = await database.db.transaction(async (tx) => {
    if (!(await tryPaymentRemindersLock(tx))) return null;
    return queueRemindersIn(tx, mailer, now === undefined ? {} : { now });
  });
  if (queued) mailer.nudge();
  return queued;
}

export const paymentRemindersPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const queued = await runPaymentReminders(app.database, app.mailer, app.now());
      if (queued) app.log.info({ queued }, 'payment reminders: mails queued');
    } catch (error) {
      app.log.warn({ err: error }, 'payment reminders round failed; the next one tries again');
    }
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(
      () => {
        void round();
        timer = setInterval(() => void round(), PAYMENT_REMINDERS_EVERY_MS);
        timer.unref();
      },
      FIRST_ROUND_AFTER_MS + Math.random() * FIRST_ROUND_AFTER_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
});
