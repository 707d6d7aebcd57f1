// A unit's payment schedule (issue 34, the owner's file, second slice): the zod-free vocabulary,
// limits and money rules, shared by the API, the web app and the validation texts.
/** How a payment was received. */
export const PAYMENT_METHODS = ['transfer', 'card', 'cash', 'cheque', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** A schedule line's state, computed by the server from its date, its amount and what was paid. */
export const PAYMENT_LINE_STATUSES = ['paid', 'overdue', 'due', 'upcoming'] as const;
export type PaymentLineStatus = (typeof PAYMENT_LINE_STATUSES)[number];

/** A line falls `due` this many days before its date (and on it). */
export const PAYMENT_DUE_SOON_DAYS = 7;

export const PAYMENT_PLAN_LINES_MAX = 24;
export const PAYMENT_SCHEDULE_LINES_MAX = 120;
export const PAYMENT_LABEL_MAX_LENGTH = 120;
export const PAYMENT_REFERENCE_MAX_LENGTH = 120;
/** Why a payment was voided (a bounced cheque, a wrong amount): on its receipt and in the history. */
export const PAYMENT_VOID_REASON_MAX_LENGTH = 300;
/** Twenty years of instalments at most. */
export const PAYMENT_PLAN_MONTHS_MAX = 240;
/** One line or payment at most what a unit may cost (UNIT_PRICE_MAX; not imported: that module loads zod). */
export const PAYMENT_AMOUNT_MAX = 10_000_000_000;
/** Dates a schedule or a payment may carry (anything else is a typing slip). */
export const PAYMENT_DATE_MIN = '2000-01-01';
export const PAYMENT_DATE_MAX = '2100-12-31';

/** A plan's percentages are stored in basis points: 100 % is 10,000, so two decimals stay exact. */
export const PERCENT_BASIS_POINTS = 100;
export const WHOLE_PLAN_BASIS_POINTS = 100 * PERCENT_BASIS_POINTS;

/**
 * Money travels as the house's prices do — a JSON number in the currency's units with at most
 * two decimals (decision 048) — and is kept and added up as whole cents.
 */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;
/** True when the number has at most two decimals (19.99 * 100 is 1998.9999999999998: tolerated). */
export const hasCentsAtMost = (n: number): boolean => Number.isFinite(n) && Math.round(n * 100) === Number((n * 100).toFixed(6));
export const toBasisPoints = (percent: number): number => Math.round(percent * PERCENT_BASIS_POINTS);
