// Outgoing mail: nodemailer over SMTP_URL; without it, each mail is kept in the mail_outbox
// table and logged, so a demo install still shows what would have been sent.
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { mailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text only: no tracking, nothing to render wrongly. */
  text: string;
}

export interface Mailer {
  /** Resolves once the mail is handed to the SMTP server (or stored in the outbox). */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailPlugin = fp(async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  let mailer: Mailer;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    mailer = {
      async send(message) {
        await transport.sendMail({ from: mailFrom, ...message });
        app.log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
    app.addHook('onClose', async () => transport.close());
  } else {
    mailer = {
      async send(message) {
        await app.database.db.insert(mailOutbox).values(message);
        app.log.info({ to: message.to, subject: message.subject }, 'mail kept in the outbox (no SMTP_URL)');
      },
    };
  }
  app.decorate('mailer', mailer);
});
