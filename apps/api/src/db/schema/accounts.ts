// Accounts and the app's own bookkeeping: users, sessions, verification codes, idempotency keys,
// the mail outbox, the public settings and app metadata.
import { sql, type SQL } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@vitrina/contracts';
import { folded, joined, nameSortKey } from '../search-text';
import { inList, createdAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    type: text('type').notNull().default('Guest'),
    passwordHash: text('password_hash').notNull(),
    /** A temporary password from forgot-password; the old one stays valid until this is used. */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    lang: text('lang').notNull().default('es'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name, e-mail and phone as GET /users/page searches them (decision 025). */
    search: text('search')
      .notNull()
      .generatedAlwaysAs((): SQL => folded(joined(sql`${users.name}`, sql`${users.email}`, sql`${users.phone}`))),
    /** The name as GET /users/list orders it, compared byte-wise (decision 025). */
    sortKey: text('sort_key')
      .notNull()
      .generatedAlwaysAs((): SQL => nameSortKey(sql`${users.name}`)),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_sort_key_idx').on(sql`${t.sortKey} collate "C"`, t.id),
    check('users_type_check', sql`${t.type} in (${inList(USER_TYPES)})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accountCodes = pgTable(
  'account_codes',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    /** Hash of the trimmed, upper-cased code: codes are compared case-insensitively. */
    codeHash: text('code_hash').notNull(),
    /** A few characters to tell codes apart in Settings without revealing them. */
    hint: text('hint').notNull(),
    source: text('source').notNull().default('settings'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_codes_type_hash_idx').on(t.type, t.codeHash),
    check('account_codes_type_check', sql`${t.type} in ('User', 'Vitrina', 'Selecta')`),
  ],
);

/**
 * Writes sent with an Idempotency-Key (decision 019): the first request's answer, replayed to
 * any request with the same key and body for 24 hours. The key is scoped by route
 * ('POST /contact'); the row is claimed and its answer stored in the transaction of the write,
 * so a committed row always has its answer.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the validated request body: the same key with another body is refused. */
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** A mail's place in the queue (issue 24): kept (no SMTP_URL), queued, sending (claimed), failed. */
export const MAIL_STATUSES = ['kept', 'queued', 'sending', 'failed'] as const;

/**
 * Every outgoing mail (issue 24, decision 032). With SMTP_URL it is `queued`, claimed by one
 * sender (`sending` until `next_attempt_at`, its lease), deleted once the SMTP server took it,
 * retried with backoff, `failed` a day after `queued_at`. Without SMTP_URL it is `kept` here
 * and logged, as before.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Where a reply goes (e.g. the person behind a sales lead). */
    replyTo: text('reply_to'),
    status: text('status').notNull().default('kept'),
    delivered: boolean('delivered').notNull().default(false),
    /** The last failure's kind and message (never the mail's body). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued mail is due; while `sending`, when the claim expires (a sender that died). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was queued, or queued again by an Admin: it fails a day after. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_check', sql`${t.status} in (${inList(MAIL_STATUSES)})`),
  ],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Facts about the install itself, e.g. when the demo data was loaded. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
