// The buyer's choice of the unit's furniture package (issue 35, part 1; decision 059): the
// standard level and the three packages side by side with each one's price for the unit's type,
// the buyer's request (one pending at a time), and the office's decision with a note.
import { z } from './zod';
import { strictObjectError } from './common';
import { CATEGORIES, CURRENCIES } from './enums';
import { SELECTION_MESSAGES } from './messages';
import { hasControlCharacter, messageLength } from './unit-message-limits';
import { SELECTION_NOTE_MAX_LENGTH, SELECTION_STATUSES } from './unit-selection-limits';

export * from './unit-selection-limits';

/** A development's `selection_deadline`: an ISO date-time with its offset, or null (no deadline). */
export const selectionDeadlineSchema = z.iso.datetime({ offset: true, error: SELECTION_MESSAGES.deadlineInvalid }).nullable();

/** POST /units/{id}/selection (the unit's buyer). */
export const selectionRequestSchema = z.strictObject(
  { package: z.enum(CATEGORIES, { error: SELECTION_MESSAGES.packageInvalid }) },
  { error: strictObjectError },
);
export type SelectionRequestInput = z.output<typeof selectionRequestSchema>;

/** The office's note: plain text, trimmed; control characters other than line breaks and tabs refused. */
const noteSchema = z
  .string({ error: SELECTION_MESSAGES.noteTooLong })
  .refine((text) => !hasControlCharacter(text), { message: SELECTION_MESSAGES.noteControlCharacter, abort: true })
  .trim()
  .refine((text) => messageLength(text) <= SELECTION_NOTE_MAX_LENGTH, SELECTION_MESSAGES.noteTooLong);

/** POST /units/{id}/selection/decision (the office). */
export const selectionDecisionSchema = z.strictObject(
  {
    approve: z.boolean({ error: SELECTION_MESSAGES.approveRequired }),
    note: noteSchema.optional(),
  },
  { error: strictObjectError },
);
export type SelectionDecisionInput = z.output<typeof selectionDecisionSchema>;

const dateTime = z.iso.datetime({ offset: true });

export const selectionOptionSchema = z.object({
  package: z.enum(CATEGORIES),
  /** For the unit's type, in the development's currency; 0 for the standard level; null: no price set (cannot be asked for). */
  price: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** The standard level comes with the unit. */
  included: z.boolean(),
});
export type SelectionOption = z.infer<typeof selectionOptionSchema>;

export const selectionRequestAnswerSchema = z.object({
  id: z.number().int().positive(),
  package: z.enum(CATEGORIES),
  /** The price the buyer was shown when asking: the one an approval adds to the schedule. */
  price: z.number(),
  currency: z.enum(CURRENCIES),
  status: z.enum(SELECTION_STATUSES),
  note: z.string(),
  requested_at: dateTime,
  decided_at: dateTime.nullable(),
});
export type SelectionRequest = z.infer<typeof selectionRequestAnswerSchema>;

/** GET /units/{id}/selection (the unit's buyer; the office). */
export const packageChoiceSchema = z.object({
  unit_id: z.number().int().positive(),
  /** The unit's package now (its show room's level). */
  package: z.enum(CATEGORIES),
  deadline: dateTime.nullable(),
  /** The development's IANA time zone (decision 057): the deadline is shown as its wall clock there, whatever the reader's zone. */
  time_zone: z.string(),
  /** Whether the buyer may still ask (no deadline, or before it). */
  open: z.boolean(),
  options: z.array(selectionOptionSchema),
  /** The current buyer's latest request, or null. */
  request: selectionRequestAnswerSchema.nullable(),
});
export type PackageChoice = z.infer<typeof packageChoiceSchema>;

/** The answer of a request or a decision: a sentence and the selection as it now reads. */
export const selectionWriteResponseSchema = z.object({
  message: z.string(),
  selection: packageChoiceSchema,
});
export type SelectionWriteResponse = z.infer<typeof selectionWriteResponseSchema>;

