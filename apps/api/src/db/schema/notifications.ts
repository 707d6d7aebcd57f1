// A person's notifications (issue 35, part 3; decision 058): one row per person told of
// something — its kind, the unit (and development) it concerns, the path in the app that shows
// it, the facts its title is written from (in the reader's language, when read), when it came
// and when it was read. And each person's choice of channels per kind; no row = the defaults
// (e-mail on, push off; in the app is always on and not stored).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';
import { developments, properties } from './development';

/** The facts a title is written from: names, numbers, ISO dates, amounts in cents. */
export type NotificationParams = Record<string, string | number>;

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The unit it concerns (null: none, e.g. a development's news); gone with the unit. */
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    developmentId: integer('development_id').references(() => developments.id, { onDelete: 'cascade' }),
    /** A path in the web app, e.g. /property/12/file. */
    link: text('link').notNull(),
    params: jsonb('params').$type<NotificationParams>().notNull().default({}),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    // The housekeeping's age limits (decision 066): read ones after 180 days, any after a year.
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`),
  ],
);

export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] }), check('notification_preferences_kind_check', sql`${t.kind} in (${inList(NOTIFICATION_KINDS)})`)],
);
