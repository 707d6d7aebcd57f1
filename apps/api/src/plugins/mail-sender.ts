// The mail queue's sender (issue 24, decision 032). Each instance with SMTP_URL runs one: a
// round claims the due mails (mail-repository.ts: FOR UPDATE SKIP LOCKED, a lease per claim,
// so instances never send the same mail at once and a dead sender's mails come back), hands
// each to the SMTP server, deletes it once taken, or puts it back with a doubling delay
// (30 s, 1 min, 2 min … at most 1 h), and marks it failed once it has waited a day since it
// was queued. Rounds run every 15 s and at once after a mail is queued here.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { claimDueMails, deleteSentMail, failMail, retryMailLater, type MailRow } from './mail-repository';

export interface SmtpTransport {
  sendMail(mail: { from: string; to: string; subject: string; text: string; replyTo?: string }): Promise<unknown>;
}

export interface MailSenderOptions {
  /** The first retry's delay; each next one doubles, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** A mail not delivered this long after it was queued is marked failed. */
  giveUpAfterMs: number;
  /** How long a claim lasts: past it, another sender may take the mail (its sender died). */
  leaseMs: number;
  /** Between rounds. */
  pollMs: number;
  /** Mails claimed per round. */
  batch: number;
}

export const MAIL_SENDER_DEFAULTS: MailSenderOptions = {
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
  leaseMs: 2 * 60_000,
  pollMs: 15_000,
  batch: 20,
};

export interface RoundResult {
  sent: number;
  retried: number;
  failed: number;
}

export interface MailSender {
  /** Claims and delivers the due mails once (or only mail `id`). */
  runRound(id?: number): Promise<RoundResult>;
  /** A round soon (a mail was queued or queued again here). */
  nudge(): void;
  /** Resolves when the background round running now (if any) is over. */
  settled(): Promise<void>;
  start(): void;
  /** Stops the rounds and waits for the one running. */
  stop(): Promise<void>;
}

/** What may be logged or stored of a failure: its kind, never the message it was carrying. */
export function describeFailure(error: unknown) {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    message: typeof e.message === 'string' ? e.message.slice(0, 300) : String(error),
  };
}

export const retryDelay = (attempts: number, options: Pick<MailSenderOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, Math.min(30, attempts - 1)));

export function createMailSender(
  deps: { db: Db; transport: SmtpTransport; from: string; log: FastifyBaseLogger; onOutcome?: (outcome: keyof RoundResult) => void },
  options: MailSenderOptions = MAIL_SENDER_DEFAULTS,
): MailSender {
  const { db, transport, from, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  async function deliver(mail: MailRow): Promise<keyof RoundResult> {
    try {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    } catch (error) {
      const failure = describeFailure(error);
      const stored = [failure.responseCode, failure.code, failure.message].filter((part) => part !== undefined).join(' ');
      const waited = Date.now() - new Date(mail.queuedAt).getTime();
      if (waited >= options.giveUpAfterMs) {
        await failMail(db, mail.id, stored);
        log.error({ mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts, failure }, 'mail not sent: given up, shown in Settings');
        return 'failed';
      }
      const next = new Date(Date.now() + retryDelay(mail.attempts, options));
      await retryMailLater(db, mail.id, stored, next);
      log.error({ mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts, failure, nextAttemptAt: next.toISOString() }, 'mail not sent: retried later');
      return 'retried';
    }
    // Taken by the SMTP server. Should this delete fail, the lease runs out and the mail is
    // sent again: at least once, never lost.
    await deleteSentMail(db, mail.id);
    log.info({ mailId: mail.id, to: mail.to, subject: mail.subject, attempts: mail.attempts }, 'mail sent');
    return 'sent';
  }

  async function round(id?: number): Promise<RoundResult> {
    const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await claimDueMails(db, { now: new Date(), leaseMs: options.leaseMs, limit: id === undefined ? options.batch : 1, ...(id === undefined ? {} : { id }) });
      for (const mail of claimed) {
        const outcome = await deliver(mail);
        result[outcome]++;
        deps.onOutcome?.(outcome);
      }
      // A full batch: more may be due.
      if (id !== undefined || claimed.length < options.batch || stopped) return result;
    }
  }

  const loop = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => log.warn({ err: error }, 'mail round failed; the next one tries again'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          loop();
        }
      });
  };

  return {
    runRound: (id) => round(id),
    nudge: () => setImmediate(loop),
    settled: async () => {
      await running;
    },
    start() {
      stopped = false;
      timer = setInterval(loop, options.pollMs);
      timer.unref();
      setImmediate(loop);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
