// A development's collections view (issue 34, the owner's file; decision 051): for the office,
// the schedule lines that are overdue and those that fall due in the next
// COLLECTIONS_WINDOW_DAYS days, with their unit and buyer, and the development's totals. Money is
// a JSON number in the development's currency with at most two decimals (decision 048).
import { z } from './zod';
import { INVALID } from './common';
import { CURRENCIES } from './enums';
import { PAYMENT_MESSAGES } from './messages';
import { PAYMENT_LINE_STATUSES } from './payment-limits';

/** How the view is answered: JSON, or a CSV or XLSX file to download. */
export const COLLECTIONS_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type CollectionsFormat = (typeof COLLECTIONS_FORMATS)[number];

/** "Due soon" in the collections view: from today to this many days ahead, both included. */
export const COLLECTIONS_WINDOW_DAYS = 30;

/**
 * The files' columns, in order (their headers are translated: `collections.column.<name>`).
 * `list` says which list a row is from: overdue or due soon.
 */
export const COLLECTIONS_COLUMNS = ['list', 'unit', 'buyer', 'email', 'label', 'due_date', 'amount', 'paid', 'left', 'status'] as const;
export type CollectionsColumn = (typeof COLLECTIONS_COLUMNS)[number];

/** `GET /developments/{slug}/collections?format=` (json when absent). */
export const collectionsQuerySchema = z.object({ format: z.enum(COLLECTIONS_FORMATS, { error: PAYMENT_MESSAGES.collectionsFormat }).default('json') }, INVALID);
export type CollectionsQuery = z.output<typeof collectionsQuerySchema>;

const money = z.number();

export const collectionLineSchema = z.object({
  /** The schedule line (as in `GET /units/{id}/payments`). */
  id: z.number().int().positive(),
  /** The unit as the office names it: its number (the stacking plan's) and its name. */
  unit: z.object({ id: z.number().int().positive(), number: z.string(), name: z.string() }),
  /** The unit's buyer (its user while reserved or sold). */
  buyer: z.object({ id: z.number().int().positive(), name: z.string(), email: z.string() }),
  /** In the request's language. */
  label: z.string(),
  due_date: z.iso.date(),
  amount: money,
  paid: money,
  /** amount − paid, above 0 (a paid line is in neither list). */
  left: money,
  /** overdue in the first list; due (within 7 days) or upcoming in the second. */
  status: z.enum(PAYMENT_LINE_STATUSES),
});
export type CollectionLine = z.infer<typeof collectionLineSchema>;

export const collectionsSchema = z.object({
  development: z.object({ slug: z.string(), name: z.string(), currency: z.enum(CURRENCIES) }),
  /** The day the statuses are computed on (UTC, decision 048), and the last day of the window. */
  as_of: z.iso.date(),
  due_until: z.iso.date(),
  totals: z.object({
    /** What is left on the overdue lines. */
    overdue: money,
    /** What is left on the lines due from today to due_until. */
    due_soon: money,
    /** Everything received on the development's schedules. */
    paid: money,
    /** Every line of the development's schedules. */
    scheduled: money,
    /** scheduled − paid. */
    outstanding: money,
  }),
  /** Oldest first, then by unit number. */
  overdue: z.array(collectionLineSchema),
  /** Soonest first, then by unit number. */
  due_soon: z.array(collectionLineSchema),
});
export type Collections = z.infer<typeof collectionsSchema>;
