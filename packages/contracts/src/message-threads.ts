// The office's inbox of unit threads (issue 34, decision 068): every unit whose thread with its
// current buyer has messages, unread ones first, then by the newest message; one page at a time.
import { z } from './zod';
import { INVALID } from './common';
import { DEVELOPMENT_SLUG_MAX_LENGTH, DEVELOPMENT_SLUG_PATTERN } from './development-limits';
import { MESSAGE_SIDES } from './unit-message-limits';

/** Threads per page of GET /messages/threads unless `limit` says otherwise (then at most MAX). */
export const THREAD_PAGE_SIZE_DEFAULT = 50;
export const THREAD_PAGE_SIZE_MAX = 200;
/** The characters of a thread's last message the inbox shows: its first line, cut here. */
export const THREAD_EXCERPT_MAX_LENGTH = 140;

/**
 * The place after which the next page starts: whether the last thread held had unread messages
 * (1) or not (0), and its newest message's id — the inbox's order, so a page never repeats one.
 */
export const THREAD_CURSOR_PATTERN = /^[01]\.[1-9]\d{0,9}$/;

export const messageThreadsQuerySchema = z.object(
  {
    /** A development's slug: only its units' threads. */
    development: z.string(INVALID).max(DEVELOPMENT_SLUG_MAX_LENGTH, INVALID).regex(DEVELOPMENT_SLUG_PATTERN, INVALID).optional(),
    /** The `next` of the page before. */
    before: z.string(INVALID).regex(THREAD_CURSOR_PATTERN, INVALID).optional(),
    limit: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(THREAD_PAGE_SIZE_MAX, INVALID).default(THREAD_PAGE_SIZE_DEFAULT),
  },
  INVALID,
);
export type MessageThreadsQuery = z.output<typeof messageThreadsQuerySchema>;

export const messageThreadSummarySchema = z.object({
  unit: z.object({ id: z.number().int().positive(), number: z.string() }),
  development: z.object({ slug: z.string(), name: z.string() }),
  buyer: z.object({ id: z.number().int().positive(), name: z.string() }),
  last_message: z.object({
    id: z.number().int().positive(),
    /** The first line of its text, at most THREAD_EXCERPT_MAX_LENGTH characters (an ellipsis when cut). */
    excerpt: z.string(),
    side: z.enum(MESSAGE_SIDES),
    created_at: z.iso.datetime({ offset: true }),
  }),
  /** The buyer's messages newer than the office's read mark. */
  unread: z.number().int().nonnegative(),
});
export type MessageThreadSummary = z.infer<typeof messageThreadSummarySchema>;

/** GET /messages/threads: one page; `next` is the `before` of the following page (null: none). */
export const messageThreadsSchema = z.object({
  threads: z.array(messageThreadSummarySchema),
  next: z.string().nullable(),
});
export type MessageThreads = z.infer<typeof messageThreadsSchema>;

/** GET /messages/threads/unread: threads with unread messages, and those messages, for the office's badge. */
export const messageThreadsUnreadSchema = z.object({
  threads: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
});
export type MessageThreadsUnread = z.infer<typeof messageThreadsUnreadSchema>;
