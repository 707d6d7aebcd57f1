// A development's construction news (issue 35, part 2; decision 064): posts in es/en/fr with
// their audience (the development's buyers, or everyone), the instant they are published, and
// when their buyers were told (once per post); and each post's photos, in order (stored pictures
// like the catalogue's).
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { POST_AUDIENCES, type LocalizedText } from '@vitrina/contracts';
import { createdAt, inList } from './columns';
import { users } from './accounts';
import { images } from './catalogue';
import { developments } from './development';

export const developmentPosts = pgTable(
  'development_posts',
  {
    id: serial('id').primaryKey(),
    developmentId: integer('development_id')
      .notNull()
      .references(() => developments.id, { onDelete: 'cascade' }),
    /** Each language's title and text; '' where the post is not written in it. */
    title: jsonb('title').$type<LocalizedText>().notNull(),
    body: jsonb('body').$type<LocalizedText>().notNull(),
    audience: text('audience').notNull(),
    /** From this instant on the post is published (read by its audience). */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** When its buyers were told it was published (once per post); null: not yet. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('development_posts_development_idx').on(t.developmentId, t.publishAt),
    // The publishing round reads only the posts whose buyers were not told yet.
    index('development_posts_unnotified_idx').on(t.publishAt).where(sql`${t.notifiedAt} is null`),
    check('development_posts_audience_check', sql`${t.audience} in (${inList(POST_AUDIENCES)})`),
  ],
);

export const developmentPostPhotos = pgTable(
  'development_post_photos',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => developmentPosts.id, { onDelete: 'cascade' }),
    imageId: integer('image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('development_post_photos_post_idx').on(t.postId, t.position), index('development_post_photos_image_idx').on(t.imageId)],
);
