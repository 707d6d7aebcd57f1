// A unit's payment schedule (issue 34, the owner's file, second slice; decision 048): the
// development's payment plan, the office's edits of a unit's schedule, the payments it records,
// and the schedule as the office and the unit's buyer read it. Money is a JSON number in the
// development's currency with at most two decimals, as the house's prices are.
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { CURRENCIES } from './enums';
import { localizedRequiredSchema } from './development-inputs';
import { COMMON_MESSAGES, PAYMENT_MESSAGES } from './messages';
import {
  PAYMENT_AMOUNT_MAX,
  PAYMENT_DATE_MAX,
  PAYMENT_DATE_MIN,
  PAYMENT_LABEL_MAX_LENGTH,
  PAYMENT_LINE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PLAN_LINES_MAX,
  PAYMENT_PLAN_MONTHS_MAX,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PAYMENT_SCHEDULE_LINES_MAX,
  PAYMENT_VOID_REASON_MAX_LENGTH,
  WHOLE_PLAN_BASIS_POINTS,
  hasCentsAtMost,
  toBasisPoints,
} from './payment-limits';

export * from './payment-limits';

// --- The development's plan --------------------------------------------------------------
const percentSchema = z
  .number({ error: PAYMENT_MESSAGES.percentRange })
  .positive(PAYMENT_MESSAGES.percentRange)
  .max(100, PAYMENT_MESSAGES.percentRange)
  .refine(hasCentsAtMost, PAYMENT_MESSAGES.percentRange);

export const paymentPlanLineSchema = z.strictObject(
  {
    label: localizedRequiredSchema(PAYMENT_LABEL_MAX_LENGTH, PAYMENT_MESSAGES.labelRequired),
    /** Up to two decimals (33.33); kept exactly, in basis points. */
    percent: percentSchema,
    months_after_reservation: z
      .number({ error: PAYMENT_MESSAGES.monthsRange })
      .int(PAYMENT_MESSAGES.monthsRange)
      .min(0, PAYMENT_MESSAGES.monthsRange)
      .max(PAYMENT_PLAN_MONTHS_MAX, PAYMENT_MESSAGES.monthsRange),
  },
  { error: strictObjectError },
);
export type PaymentPlanLine = z.output<typeof paymentPlanLineSchema>;

/** The development body's `payment_plan`: empty (no plan), or percentages adding up to 100 exactly. */
export const paymentPlanSchema = z
  .array(paymentPlanLineSchema, INVALID)
  .max(PAYMENT_PLAN_LINES_MAX, PAYMENT_MESSAGES.planTooLong)
  .refine((lines) => lines.length === 0 || lines.reduce((sum, l) => sum + toBasisPoints(l.percent), 0) === WHOLE_PLAN_BASIS_POINTS, PAYMENT_MESSAGES.planTotal);

// --- Shared fields -----------------------------------------------------------------------
/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30), within the years a schedule may use. */
export const paymentDateSchema = z
  .string({ error: PAYMENT_MESSAGES.dateInvalid })
  // One check, so a bad date is named once.
  .refine((day) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day && day >= PAYMENT_DATE_MIN && day <= PAYMENT_DATE_MAX;
  }, PAYMENT_MESSAGES.dateInvalid);

/** An amount in the development's currency: above 0, two decimals at most. */
export const paymentAmountSchema = z
  .number({ error: PAYMENT_MESSAGES.amountRange })
  .positive(PAYMENT_MESSAGES.amountRange)
  .max(PAYMENT_AMOUNT_MAX, PAYMENT_MESSAGES.amountRange)
  .refine(hasCentsAtMost, PAYMENT_MESSAGES.amountRange);

/** A line's label: one text (the same in every language) or `{ es, en, fr }`. */
export const paymentLabelSchema = z.preprocess(
  (value) => (typeof value === 'string' ? { es: value, en: value, fr: value } : value),
  localizedRequiredSchema(PAYMENT_LABEL_MAX_LENGTH, PAYMENT_MESSAGES.labelRequired),
);

// --- PUT /units/{id}/payments ------------------------------------------------------------
export const scheduleLineInputSchema = z.strictObject(
  {
    /** An existing line of this unit's schedule; absent: a new line. */
    id: idSchema.optional(),
    label: paymentLabelSchema,
    due_date: paymentDateSchema,
    amount: paymentAmountSchema,
  },
  { error: strictObjectError },
);
export type ScheduleLineInput = z.output<typeof scheduleLineInputSchema>;

/**
 * The whole schedule, in its order. Unpaid lines left out are removed; a line with payments is
 * matched by its id and keeps its amount and date (else 409).
 */
export const scheduleWriteSchema = z.strictObject(
  {
    lines: z
      .array(scheduleLineInputSchema, INVALID)
      .max(PAYMENT_SCHEDULE_LINES_MAX, PAYMENT_MESSAGES.linesTooMany)
      .refine((lines) => {
        const ids = lines.flatMap((l) => (l.id === undefined ? [] : [l.id]));
        return new Set(ids).size === ids.length;
      }, PAYMENT_MESSAGES.lineRepeated),
  },
  { error: strictObjectError },
);
export type ScheduleWrite = z.output<typeof scheduleWriteSchema>;

// --- POST /payment-lines/{id}/payments ---------------------------------------------------
export const paymentWriteSchema = z.strictObject(
  {
    amount: paymentAmountSchema,
    paid_at: paymentDateSchema,
    method: z.enum(PAYMENT_METHODS, { error: PAYMENT_MESSAGES.methodInvalid }),
    reference: z
      .string(INVALID)
      .trim()
      .max(PAYMENT_REFERENCE_MAX_LENGTH, PAYMENT_MESSAGES.referenceTooLong)
      .refine((v) => !v.includes('\u0000'), COMMON_MESSAGES.nulCharacter)
      .optional(),
  },
  { error: strictObjectError },
);
export type PaymentWrite = z.output<typeof paymentWriteSchema>;

// --- POST /payments/{id}/void (decision 056) ---------------------------------------------
export const paymentVoidSchema = z.strictObject(
  {
    reason: z
      .string({ error: PAYMENT_MESSAGES.voidReasonRequired })
      .trim()
      .min(1, PAYMENT_MESSAGES.voidReasonRequired)
      .max(PAYMENT_VOID_REASON_MAX_LENGTH, PAYMENT_MESSAGES.voidReasonRequired)
      .refine((v) => !v.includes('\u0000'), COMMON_MESSAGES.nulCharacter),
  },
  { error: strictObjectError },
);
export type PaymentVoid = z.output<typeof paymentVoidSchema>;

// --- Answers -----------------------------------------------------------------------------
const money = z.number();
const day = z.iso.date();
const localized = z.object({ es: z.string(), en: z.string(), fr: z.string() });

/** A payment received on a line. */
export const paymentSchema = z.object({
  id: z.number().int().positive(),
  line_id: z.number().int().positive(),
  amount: money,
  paid_at: day,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** Its receipt, a `receipt` document of the unit; null once that document was deleted. */
  receipt_id: z.number().int().positive().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  /** When the Admin voided it (decision 056): it no longer counts as paid; its receipt is marked void. */
  voided_at: z.iso.datetime({ offset: true }).nullable(),
  void_reason: z.string().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const scheduleLineSchema = z.object({
  id: z.number().int().positive(),
  /** In the request's language. */
  label: z.string(),
  /** The office's answer carries every language, for the editor. */
  labels: localized.optional(),
  due_date: day,
  amount: money,
  paid_amount: money,
  status: z.enum(PAYMENT_LINE_STATUSES),
  /** The receipts' document ids, oldest first (the buyer's: the shared ones). */
  receipts: z.array(z.number().int().positive()),
  payments: z.array(paymentSchema),
});
export type ScheduleLine = z.infer<typeof scheduleLineSchema>;

/** GET /units/{id}/payments: the lines by date, and the totals (outstanding = total − paid). */
export const paymentScheduleSchema = z.object({
  unit_id: z.number().int().positive(),
  currency: z.enum(CURRENCIES),
  total: money,
  paid: money,
  outstanding: money,
  lines: z.array(scheduleLineSchema),
});
export type PaymentSchedule = z.infer<typeof paymentScheduleSchema>;

/** PUT and generate: the schedule afterwards and a translated message. */
export const scheduleWriteResponseSchema = z.object({ message: z.string(), schedule: paymentScheduleSchema });
export type ScheduleWriteResponse = z.infer<typeof scheduleWriteResponseSchema>;

/** POST /payment-lines/{id}/payments: the payment, the schedule afterwards and a translated message. */
export const paymentWriteResponseSchema = z.object({ message: z.string(), payment: paymentSchema, schedule: paymentScheduleSchema });
export type PaymentWriteResponse = z.infer<typeof paymentWriteResponseSchema>;

/** POST /payments/{id}/void: the payment as voided, the schedule afterwards and a translated message. */
export const paymentVoidResponseSchema = paymentWriteResponseSchema;
export type PaymentVoidResponse = PaymentWriteResponse;

/** `/payment-lines/{id}/payments` */
export const paymentLineParamsSchema = z.object({ id: idSchema }, INVALID);
