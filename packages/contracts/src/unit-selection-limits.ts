// The buyer's package choice (issue 35, decision 059): the zod-free vocabulary and limits, shared
// by the API, the web app and the validation texts.
/** A request's life: waiting for the office, then approved or declined (a replaced one is not shown). */
export const SELECTION_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SelectionStatus = (typeof SELECTION_STATUSES)[number];

/** Characters of the office's note on a decision. */
export const SELECTION_NOTE_MAX_LENGTH = 1000;
/** The line an approval adds to the schedule falls due this many days after the approval. */
export const SELECTION_LINE_DUE_DAYS = 30;
