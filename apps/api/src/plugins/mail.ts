// Outgoing mail: nodemailer over SMTP_URL; without it, each mail is kept in the mail_outbox
// table and logged, so a demo install still shows what would have been sent.
// A mail's body may hold a temporary password: logs carry the recipient and subject only, and
// a failed delivery is logged by its error code and message, never with the message itself.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { insertOutboxMail } from './mail-repository';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only, already translated by the caller: no tracking, nothing to render wrongly. */
  text: string;
  /** Where a reply goes (e.g. the person behind a sales lead); SMTP only, the outbox keeps no such column. */
  replyTo?: string;
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server (or stored in the outbox); rejects when that fails. */
  send(message: MailMessage): Promise<void>;
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
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** What may be logged of a failure: its kind, never the message it was carrying. */
function describeFailure(error: unknown) {
  const e = error as { code?: unknown; responseCode?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : undefined,
    responseCode: typeof e.responseCode === 'number' ? e.responseCode : undefined,
    message: typeof e.message === 'string' ? e.message.slice(0, 300) : String(error),
  };
}

export const mailPlugin = fp(async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  let mailer: Mailer;
  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    mailer = {
      async send({ to, subject, text, replyTo }) {
        try {
          await transport.sendMail({ from: mailFrom, to, subject, text, ...(replyTo ? { replyTo } : {}) });
        } catch (error) {
          app.log.error({ to, subject, failure: describeFailure(error) }, 'mail not sent');
          throw error;
        }
        app.log.info({ to, subject }, 'mail sent');
      },
    };
    app.addHook('onClose', async () => transport.close());
  } else {
    mailer = {
      async send({ to, subject, text }) {
        await insertOutboxMail(app.database.db, { to, subject, text });
        app.log.info({ to, subject }, 'mail kept in the outbox (no SMTP_URL)');
      },
    };
  }
  app.decorate('mailer', mailer);
});
