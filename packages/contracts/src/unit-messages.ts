// Messages between a unit's buyer and the office (issue 34, the owner's file, third slice;
// decision 049): one thread per unit and buyer, plain text, newest last, with an unread count
// for the side that reads. (The file is not `messages.ts`: that name holds the i18n keys.)
import { z } from './zod';
import { strictObjectError } from './common';
import { UNIT_MESSAGE_KEYS } from './messages';
import { MESSAGE_BODY_MAX_LENGTH, MESSAGE_SIDES, hasControlCharacter, messageLength } from './unit-message-limits';

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
 * GET /units/{id}/messages: the thread, oldest first, and how many of the other side's messages
 * are newer than this side's read mark (as it was before this read, which moves the mark).
 */
export const messageThreadSchema = z.object({
  unread: z.number().int().nonnegative(),
  messages: z.array(unitMessageSchema),
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
