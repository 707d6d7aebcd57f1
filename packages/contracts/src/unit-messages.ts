// Messages between a unit's buyer and the office (issue 34, the owner's file, third slice;
// decision 049): one thread per unit and buyer, plain text, newest last, with an unread count
// for the side that reads. (The file is not `messages.ts`: that name holds the i18n keys.)
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { UNIT_MESSAGE_KEYS } from './messages';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_PAGE_SIZE_DEFAULT, MESSAGE_PAGE_SIZE_MAX, MESSAGE_SIDES, hasControlCharacter, messageLength } from './unit-message-limits';

export * from './unit-message-limits';

/** The text of a message: control characters refused before trimming, so none is dropped silently. */
export const messageBodySchema = z
  .string({ error: UNIT_MESSAGE_KEYS.bodyRequired })
  .refine((text) => !hasControlCharacter(text), { message: UNIT_MESSAGE_KEYS.bodyControlCharacter, abort: true })
  .trim()
  .min(1, UNIT_MESSAGE_KEYS.bodyRequired)
  .refine((text) => messageLength(text) <= MESSAGE_BODY_MAX_LENGTH, UNIT_MESSAGE_KEYS.bodyTooLong);

/** POST /units/{id}/messages */
export const messageWriteSchema = z.strictObject({ body: messageBodySchema }, { error: strictObjectError });
export type MessageWrite = z.output<typeof messageWriteSchema>;

export const unitMessageSchema = z.object({
  id: z.number().int().positive(),
  body: z.string(),
  author: z.object({
    /** null once that account was deleted (the message stays in the thread). */
    id: z.number().int().positive().nullable(),
    name: z.string(),
    side: z.enum(MESSAGE_SIDES),
  }),
  created_at: z.iso.datetime({ offset: true }),
});
export type UnitMessage = z.infer<typeof unitMessageSchema>;

/**
 * GET /units/{id}/messages' query: one page of the thread — the newest `limit` messages, or with
 * `before` (a message id, the first one a client holds) the `limit` messages just before it.
 */
export const messageThreadQuerySchema = z.object(
  {
    before: idSchema.optional(),
    limit: z.coerce.number(INVALID).int(INVALID).min(1, INVALID).max(MESSAGE_PAGE_SIZE_MAX, INVALID).default(MESSAGE_PAGE_SIZE_DEFAULT),
  },
  INVALID,
);
export type MessageThreadQuery = z.output<typeof messageThreadQuerySchema>;

/**
 * GET /units/{id}/messages: one page of the thread, oldest first, and how many of the other
 * side's messages in the whole thread are newer than this side's read mark (as it was before this
 * read; reading the newest page moves the mark). `has_earlier`: older messages exist — ask again
 * with `before` set to the first message's id.
 */
export const messageThreadSchema = z.object({
  unread: z.number().int().nonnegative(),
  messages: z.array(unitMessageSchema),
  has_earlier: z.boolean(),
});
export type MessageThread = z.infer<typeof messageThreadSchema>;

/** The answer of a post: the message as the thread lists it. */
export const messageWriteResponseSchema = unitMessageSchema;

/**
 * GET /units/{id}/messages/unread: how many of the other side's messages are newer than this
 * side's read mark, without reading the thread (the mark does not move): the count a way into
 * the thread shows (the buyer's "My file", decision 052).
 */
export const messageUnreadSchema = z.object({ unread: z.number().int().nonnegative() });
export type MessageUnread = z.infer<typeof messageUnreadSchema>;
