// Outgoing mail (issue 24, decision 032): every mail goes through the queue in mail_outbox.
// With SMTP_URL, send() queues it (durably: it resolves once the row is written) and tries it
// at once; a refusal leaves it queued for the sender (mail-sender.ts), which retries with
// backoff across restarts and instances and marks it failed after a day. Without SMTP_URL,
// each mail is kept in the outbox and logged, so a demo install still shows what would have
// been sent.
// A mail's body may hold a temporary password: logs carry the recipient and subject only, and
// a failed delivery is logged by its error code and message, never with the message itself.
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { Db } from '../db/client';
import { MAIL_STATUSES } from '../db/schema';
import { countMailsByStatus, insertMails, insertOutboxMail, queueMail, type NewMail } from './mail-repository';
import { MAIL_SENDER_DEFAULTS, createMailSender, type MailSender, type MailSenderOptions } from './mail-sender';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only, already translated by the caller: no tracking, nothing to render wrongly. */
  text: string;
  /** Where a reply goes (e.g. the person behind a sales lead). */
  replyTo?: string;
}

export interface Mailer {
  /**
   * Resolves once the mail is in the queue (and, with SMTP_URL, after one delivery attempt,
   * whatever its outcome: a refused mail stays queued); rejects only when it could not be queued.
   */
  send(message: MailMessage): Promise<void>;
  /**
   * Queues the mail in the caller's transaction, so it is stored with the change it tells of or
   * not at all (a payment's receipt, decision 048); call `nudge()` after the commit.
   */
  queueWithin(tx: Db, message: MailMessage): Promise<void>;
  /** The same for many mails at once (a notice to every buyer of a development): a few multi-row inserts. */
  queueManyWithin(tx: Db, messages: MailMessage[]): Promise<void>;
  /** After a commit that queued mail: the sender tries it soon (nothing without SMTP_URL). */
  nudge(): void;
  /** The queue's sender; null without SMTP_URL. */
  sender: MailSender | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * nodemailer waits up to 2 minutes to connect and 10 to time out an idle socket by default: far
 * longer than any caller (a request) should hang on a dead mail server.
 */
const asRow = ({ to, subject, text, replyTo }: MailMessage): NewMail => ({ to, subject, text, replyTo: replyTo ?? null });

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

export interface MailPluginOptions {
  /** The sender's timings (tests shorten them). */
  sender?: Partial<MailSenderOptions>;
}

export const mailPlugin = fp<MailPluginOptions>(async (app, options) => {
  const { smtpUrl, mailFrom } = app.config;
  const db = app.database.db;
  let mailer: Mailer;
  const deliveries = new Counter({
    name: 'vitrina_mail_deliveries_total',
    help: 'Delivery attempts of queued mails by this instance, by result: sent, retried (queued again), failed (given up)',
    labelNames: ['result'] as const,
    registers: [app.metrics.registry],
  });
  if (smtpUrl) {
    // nodemailer (about 15 MB) loads only when SMTP_URL is set.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    const sender = createMailSender(
      { db, transport, from: mailFrom, log: app.log, onOutcome: (result) => deliveries.inc({ result }) },
      { ...MAIL_SENDER_DEFAULTS, ...options.sender },
    );
    mailer = {
      sender,
      async send({ to, subject, text, replyTo }) {
        const id = await queueMail(db, { to, subject, text, replyTo: replyTo ?? null });
        app.log.info({ mailId: id, to, subject }, 'mail queued');
        // Tried at once, so a healthy server delivers as before; a refusal stays queued.
        const tried = await sender
          .runRound(id)
          .catch((error: unknown) => app.log.warn({ err: error, mailId: id }, 'mail queued; its first attempt could not run'));
        // This instance's background round claimed it first (it runs at start and every few
        // seconds): its delivery is under way there, so wait for it as for our own attempt.
        if (tried && tried.sent + tried.retried + tried.failed === 0) await sender.settled();
      },
      async queueWithin(tx, { to, subject, text, replyTo }) {
        await queueMail(tx, { to, subject, text, replyTo: replyTo ?? null });
      },
      queueManyWithin: (tx, messages) => insertMails(tx, messages.map(asRow), 'queued'),
      nudge: () => sender.nudge(),
    };
    app.addHook('onReady', async () => sender.start());
    app.addHook('onClose', async () => {
      await sender.stop();
      transport.close();
    });
  } else {
    mailer = {
      sender: null,
      async send({ to, subject, text, replyTo }) {
        await insertOutboxMail(db, { to, subject, text, replyTo: replyTo ?? null });
        app.log.info({ to, subject }, 'mail kept in the outbox (no SMTP_URL)');
      },
      async queueWithin(tx, { to, subject, text, replyTo }) {
        await insertOutboxMail(tx, { to, subject, text, replyTo: replyTo ?? null });
      },
      queueManyWithin: (tx, messages) => insertMails(tx, messages.map(asRow), 'kept'),
      nudge: () => {},
    };
  }
  if (app.metrics.enabled) {
    new Gauge({
      name: 'vitrina_mails',
      help: 'Mails in the queue by status: queued, sending, failed (given up), kept (no SMTP_URL)',
      labelNames: ['status'] as const,
      registers: [app.metrics.registry],
      async collect() {
        const counts = await countMailsByStatus(db).catch(() => null);
        if (!counts) return;
        for (const status of MAIL_STATUSES) this.set({ status }, counts[status] ?? 0);
      },
    });
  }
  app.decorate('mailer', mailer);
});
