// Messages between a unit's buyer and the office (issue 34, the owner's file; decision 049). A
// thread is a unit and its buyer: a unit sold again to someone else starts a new thread, and the
// new buyer never reads the earlier one. Each side (the buyer; the office, one mark for every
// office account) keeps how far it has read, as the id of the newest message it was shown.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SIDES } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';
import { properties } from './development';

export const unitMessages = pgTable(
  'unit_messages',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The unit's buyer when it was written: the thread it belongs to. */
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who wrote it; null once that account is deleted (the message stays). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    side: text('side').notNull(),
    /** Plain text, trimmed, 1 to MESSAGE_BODY_MAX_LENGTH characters. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('unit_messages_thread_idx').on(t.propertyId, t.buyerId, t.id),
    check('unit_messages_side_check', sql`${t.side} in (${inList(MESSAGE_SIDES)})`),
    check('unit_messages_body_check', sql`char_length(${t.body}) between 1 and ${sql.raw(String(MESSAGE_BODY_MAX_LENGTH))}`),
  ],
);

export const unitMessageReads = pgTable(
  'unit_message_reads',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** The newest message this side was shown; the other side's messages above it are unread. */
    lastReadId: integer('last_read_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.buyerId, t.side] }), check('unit_message_reads_side_check', sql`${t.side} in (${inList(MESSAGE_SIDES)})`)],
);
