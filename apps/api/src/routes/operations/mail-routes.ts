// The mail queue in Settings (issue 24, Admin only): counts, the newest queued and failed mails
// (recipient, subject, attempts, last failure; never the body), and "send again".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, mailQueueEntrySchema, mailQueueSchema, type MailQueueEntry } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requireAdmin } from '../../plugins/auth';
import { countMailsByStatus, findMail, listPendingMails, requeueMail, type PendingMail } from '../../plugins/mail-repository';
import { bearer, errorResponses } from '../units/route-schemas';

const TAG = 'settings';
/** The newest this many are listed; the counts cover them all. */
const LISTED = 50;

const iso = (value: Date | string) => new Date(value).toISOString();
const toEntry = (row: PendingMail): MailQueueEntry => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status as MailQueueEntry['status'],
  attempts: row.attempts,
  last_error: row.error,
  queued_at: iso(row.queuedAt),
  next_attempt_at: row.status === 'failed' ? null : iso(row.nextAttemptAt),
});

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/mail',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'The mail queue: counts and the newest queued and failed mails (Admin)',
        description: `Counts per status and the ${LISTED} newest mails still queued, being sent or failed (given up a day after they were queued); never a mail's body.`,
        security: bearer,
        response: { 200: mailQueueSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const db = app.database.db;
      const [counts, rows] = await Promise.all([countMailsByStatus(db), listPendingMails(db, LISTED)]);
      return {
        smtp: app.mailer.sender !== null,
        counts: { queued: counts.queued ?? 0, sending: counts.sending ?? 0, failed: counts.failed ?? 0, kept: counts.kept ?? 0 },
        mails: rows.map(toEntry),
      };
    },
  );

  app.post(
    '/admin/mail/:id/resend',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Send a failed or waiting mail again now (Admin)',
        description: 'Queues it again, due at once, with a new day before it fails. 404 when it is not in the queue (delivered mails leave it); 409 while it is being sent, for a kept mail, or without SMTP_URL.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: mailQueueEntrySchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const { sender } = app.mailer;
      if (!sender) throw new AppError('conflict', 'operations.mailNoSmtp');
      const row = await requeueMail(app.database.db, request.params.id);
      if (!row) {
        const existing = await findMail(app.database.db, request.params.id);
        throw existing ? new AppError('conflict', 'operations.mailNotResendable') : new AppError('not_found', 'operations.mailNotFound');
      }
      request.log.info({ actorId: request.user!.id, mailId: row.id }, 'mail queued again');
      sender.nudge();
      return toEntry(row);
    },
  );
};
