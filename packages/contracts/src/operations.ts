// Operations in the admin's Settings (issue 24): the mail queue (queued and failed mails, sent
// again on demand) and the backups (a download, the automatic ones with their size and date,
// the last failure).
import { z } from './zod';
import { INVALID } from './common';
import { COMMON_MESSAGES } from './messages';

/** A mail still to be delivered, or given up: never its body (it may hold a password). */
export const mailQueueEntrySchema = z.object({
  id: z.number().int().positive(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(['queued', 'sending', 'failed']),
  attempts: z.number().int().nonnegative(),
  /** The last failure: the SMTP answer's code and text, or the connection error. */
  last_error: z.string().nullable(),
  queued_at: z.iso.datetime({ offset: true }),
  /** When it is tried next (queued), or when its claim ends (sending); null when failed. */
  next_attempt_at: z.iso.datetime({ offset: true }).nullable(),
});
export type MailQueueEntry = z.infer<typeof mailQueueEntrySchema>;

/** GET /admin/mail: the queue's counts and its newest pending or failed mails. */
export const mailQueueSchema = z.object({
  /** False without SMTP_URL: mails are kept in the outbox, never sent. */
  smtp: z.boolean(),
  counts: z.object({ queued: z.number().int(), sending: z.number().int(), failed: z.number().int(), kept: z.number().int() }),
  mails: z.array(mailQueueEntrySchema),
});
export type MailQueue = z.infer<typeof mailQueueSchema>;

/** A kept backup file. */
export const backupFileSchema = z.object({
  name: z.string(),
  size: z.number().int().nonnegative(),
  created_at: z.iso.datetime({ offset: true }),
});
export type BackupFile = z.infer<typeof backupFileSchema>;

/** GET /admin/backups: the automatic backups of the embedded database. */
export const backupsSchema = z.object({
  /** False on PostgreSQL (back it up with npm run backup or its own tools) or with BACKUP_DIR=off. */
  automatic: z.boolean(),
  keep: z.number().int().nonnegative(),
  /** Hours between automatic backups (BACKUP_EVERY_HOURS). */
  every_hours: z.number().positive(),
  files: z.array(backupFileSchema),
  last_success_at: z.iso.datetime({ offset: true }).nullable(),
  last_failure: z.object({ at: z.iso.datetime({ offset: true }), message: z.string() }).nullable(),
  next_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Backups = z.infer<typeof backupsSchema>;

/** A kept backup's file name, as the server writes them. */
export const BACKUP_FILE_PATTERN = /^vitrina-backup-\d{8}T\d{6}Z\.ndjson\.gz$/;
export const backupNameParamsSchema = z.object({ name: z.string(INVALID).regex(BACKUP_FILE_PATTERN, COMMON_MESSAGES.invalidValue) }, INVALID);
