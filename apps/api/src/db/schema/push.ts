// Web push (issue 35, part 3; decision 065): each device a person turned push on for (one row per
// push service address: a browser profile has one), and the durable queue of push messages, one
// row per message and device, written in the transaction of the notification it carries. The
// server's VAPID key pair is kept in app_meta (key 'vapid_keys') unless the environment gives it.
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PushPayload } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this device (https, on a host of PUSH_ENDPOINT_HOSTS). */
    endpoint: text('endpoint').notNull(),
    /** The browser's keys (base64url): the payload is encrypted to them (aes128gcm). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

export const PUSH_STATUSES = ['queued', 'sending'] as const;

/**
 * A push message to one device: `queued` until due, `sending` while a sender holds it (until
 * `next_attempt_at`, its lease). Deleted once the push service took it, when it gives up, and
 * with its device.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure (a status or a network error's code), never the payload. */
    error: text('error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.status, t.nextAttemptAt), check('push_outbox_status_check', sql`${t.status} in (${inList(PUSH_STATUSES)})`)],
);
