// Setting up and pricing a development's units (issue 22, parts 2 and 3; decision 034): one unit
// written by hand, the building generated floor by floor, the units as a spreadsheet (the
// catalogue import's habits: dry run, every error by line and column, upsert by number, nothing
// written on any error), and bulk repricing of a selection with a preview. Every change of a
// price is kept (who, when, old, new, reason).
import { z } from './zod';
import { INVALID, categoryInputSchema, idSchema, strictObjectError } from './common';
import { CURRENCIES, TYPOLOGY_CODES, UNIT_STATUSES } from './enums';
import { COMMON_MESSAGES, UNIT_MESSAGES } from './messages';
import { itemImportLineErrorSchema, ITEM_FILE_FORMATS } from './catalogue-import';
import { ERROR_CODES } from './errors';

// --- Limits ----------------------------------------------------------------------------
/** A unit's number as the building shows it: letters, digits and '-', 1–20 characters ('101', 'PH-2', 'A12'). */
export const UNIT_NUMBER_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,18}[A-Za-z0-9])?$/;
export const UNIT_FLOOR_MIN = 0;
export const UNIT_FLOOR_MAX = 300;
/** Positions (the stacking plan's columns) 1..UNIT_POSITION_MAX (the database checks 1..999). */
export const UNIT_POSITION_MAX = 200;
export const UNIT_SIZE_MAX_M2 = 10_000;
/** numeric(14,2) holds up to 10^12; a condo's price stays far below. */
export const UNIT_PRICE_MAX = 10_000_000_000;
export const UNIT_PRICE_REASON_MAX_LENGTH = 200;
/** The most units one development may have (the generator's and the import's bound). */
export const DEVELOPMENT_UNITS_MAX = 5_000;
/** A percentage change: at most −90 % (a price never goes to nothing by mistake) and +300 %. */
export const REPRICE_PERCENT_MIN = -90;
export const REPRICE_PERCENT_MAX = 300;
/** The units spreadsheet's size limit (413 above it). */
export const UNIT_IMPORT_MAX_BYTES = 8 * 1024 * 1024;

/** In this order in an export and the template; an import takes them in any order, any case. */
export const UNIT_IMPORT_COLUMNS = ['number', 'floor', 'position', 'typology', 'furniture', 'size_m2', 'price', 'status'] as const;
export type UnitImportColumn = (typeof UNIT_IMPORT_COLUMNS)[number];

// --- Shared fields ---------------------------------------------------------------------
export const unitNumberSchema = z
  .string({ error: UNIT_MESSAGES.numberInvalid })
  .trim()
  .regex(UNIT_NUMBER_PATTERN, UNIT_MESSAGES.numberInvalid);
export const unitFloorSchema = z
  .number({ error: UNIT_MESSAGES.floorRange })
  .int(UNIT_MESSAGES.floorRange)
  .min(UNIT_FLOOR_MIN, UNIT_MESSAGES.floorRange)
  .max(UNIT_FLOOR_MAX, UNIT_MESSAGES.floorRange);
export const unitPositionSchema = z
  .number({ error: UNIT_MESSAGES.positionRange })
  .int(UNIT_MESSAGES.positionRange)
  .min(1, UNIT_MESSAGES.positionRange)
  .max(UNIT_POSITION_MAX, UNIT_MESSAGES.positionRange);
export const unitSizeSchema = z
  .number({ error: UNIT_MESSAGES.sizeRange })
  .positive(UNIT_MESSAGES.sizeRange)
  .max(UNIT_SIZE_MAX_M2, UNIT_MESSAGES.sizeRange);
/** A list price in the development's currency, cents at most. */
export const unitPriceSchema = z
  .number({ error: UNIT_MESSAGES.priceRange })
  .min(0, UNIT_MESSAGES.priceRange)
  .max(UNIT_PRICE_MAX, UNIT_MESSAGES.priceRange)
  .refine((n) => Math.round(n * 100) === Number((n * 100).toFixed(6)), UNIT_MESSAGES.priceRange);
export const priceReasonSchema = z
  .string({ error: COMMON_MESSAGES.invalidValue })
  .trim()
  .max(UNIT_PRICE_REASON_MAX_LENGTH, COMMON_MESSAGES.tooLong);

/** `/developments/{slug}/units/…` take the slug; `/units/{id}` the id (idParamsSchema). */
export const unitIdParamsSchema = z.object({ id: idSchema }, INVALID);

// --- One unit --------------------------------------------------------------------------
/**
 * POST /developments/{slug}/units (Admin) creates a unit, `available`; PUT /units/{id} (Admin)
 * replaces these fields (its status moves only through POST /units/{id}/status). `typology` is
 * one of the development's unit types (422 `unit.typologyNotInDevelopment` otherwise). A number,
 * or a (floor, position) cell, already taken in the development → 409. A changed price is kept in
 * the unit's price history with `price_reason`.
 */
export const unitWriteSchema = z.strictObject(
  {
    number: unitNumberSchema,
    floor: unitFloorSchema,
    position: unitPositionSchema.nullable().default(null),
    typology: z.enum(TYPOLOGY_CODES, { error: UNIT_MESSAGES.typologyInvalid }),
    furniture: categoryInputSchema.default('ESTANDAR'),
    /** Absent: the unit type's size. */
    size_m2: unitSizeSchema.optional(),
    price: unitPriceSchema.nullable().default(null),
    price_reason: priceReasonSchema.default(''),
  },
  { error: strictObjectError },
);
export type UnitWrite = z.output<typeof unitWriteSchema>;
export type UnitWriteInput = z.input<typeof unitWriteSchema>;

/** One entry of a unit's price history (GET /units/{id}/prices, newest first). */
export const unitPriceChangeSchema = z.object({
  id: z.number().int().positive(),
  old_price: z.number().nullable(),
  new_price: z.number().nullable(),
  reason: z.string(),
  /** null: the account was deleted, or the change came from no person. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type UnitPriceChange = z.infer<typeof unitPriceChangeSchema>;
export const unitPriceHistorySchema = z.array(unitPriceChangeSchema);

// --- Bulk: generate --------------------------------------------------------------------
/**
 * A numbering pattern: text with `{floor}` and `{position}`, each optionally zero-padded
 * (`{position:02}`). The default, floor × 100 + position: '{floor}{position:02}' → 101, 1203.
 */
export const UNIT_NUMBER_TEMPLATE_DEFAULT = '{floor}{position:02}';
const TEMPLATE_TOKEN = /\{(floor|position)(?::0(\d))?\}/g;

/** The number a pattern gives a cell: ('{floor}{position:02}', 12, 3) → '1203'. */
export function unitNumberFrom(template: string, floor: number, position: number): string {
  return template.replace(TEMPLATE_TOKEN, (_m, name: string, pad?: string) =>
    String(name === 'floor' ? floor : position).padStart(pad ? Number(pad) : 0, '0'),
  );
}

const numberTemplateSchema = z
  .string({ error: UNIT_MESSAGES.templateInvalid })
  .trim()
  .max(40, UNIT_MESSAGES.templateInvalid)
  .refine((t) => t.includes('{position') && /^(?:[A-Za-z0-9-]|\{(?:floor|position)(?::0\d)?\})+$/.test(t), UNIT_MESSAGES.templateInvalid);

/**
 * POST /developments/{slug}/units/generate?dry_run=true|false (Admin): floors `floor_from` to
 * `floor_to`, `positions` per floor, `typologies[i]` the unit type of position i + 1 (each one of
 * the development's), numbered by `number_template`, sized by their unit type, priced
 * `base_price + floor_step × (floor − floor_from)` (no price when `base_price` is null). A cell
 * or a number that already exists is left as it is (counted in `existing`), so a building can be
 * grown floor by floor; a generated number that some other cell already uses is an error.
 */
export const unitGenerateSchema = z
  .strictObject(
    {
      floor_from: unitFloorSchema,
      floor_to: unitFloorSchema,
      positions: unitPositionSchema,
      typologies: z.array(z.enum(TYPOLOGY_CODES, { error: UNIT_MESSAGES.typologyInvalid }), INVALID).min(1, INVALID).max(UNIT_POSITION_MAX, INVALID),
      number_template: numberTemplateSchema.default(UNIT_NUMBER_TEMPLATE_DEFAULT),
      furniture: categoryInputSchema.default('ESTANDAR'),
      base_price: unitPriceSchema.nullable().default(null),
      floor_step: z
        .number({ error: UNIT_MESSAGES.priceRange })
        .min(-UNIT_PRICE_MAX, UNIT_MESSAGES.priceRange)
        .max(UNIT_PRICE_MAX, UNIT_MESSAGES.priceRange)
        .default(0),
    },
    { error: strictObjectError },
  )
  .superRefine((b, ctx) => {
    if (b.floor_to < b.floor_from) ctx.addIssue({ code: 'custom', path: ['floor_to'], message: UNIT_MESSAGES.floorOrder });
    if (b.typologies.length !== b.positions) ctx.addIssue({ code: 'custom', path: ['typologies'], message: UNIT_MESSAGES.typologyPerPosition });
    if ((b.floor_to - b.floor_from + 1) * b.positions > DEVELOPMENT_UNITS_MAX)
      ctx.addIssue({ code: 'custom', path: ['positions'], message: UNIT_MESSAGES.tooManyUnits });
  });
export type UnitGenerate = z.output<typeof unitGenerateSchema>;
export type UnitGenerateInput = z.input<typeof unitGenerateSchema>;

/** A unit as a generator or an import would write it (the preview's rows). */
export const plannedUnitSchema = z.object({
  number: z.string(),
  floor: z.number().int(),
  position: z.number().int().nullable(),
  typology: z.enum(TYPOLOGY_CODES),
  furniture: z.string(),
  size_m2: z.number(),
  price: z.number().nullable(),
});
export type PlannedUnit = z.infer<typeof plannedUnitSchema>;

/** 200 for a generate (dry run or not); 409/422 carry the usual error body. */
export const unitGenerateResultSchema = z.object({
  dry_run: z.boolean(),
  /** Units created (or that would be). */
  create: z.number().int().nonnegative(),
  /** Cells already holding a unit: left as they are. */
  existing: z.number().int().nonnegative(),
  /** The units created (or that would be), floor by floor; at most 5,000. */
  units: z.array(plannedUnitSchema),
});
export type UnitGenerateResult = z.infer<typeof unitGenerateResultSchema>;

// --- Bulk: reprice ---------------------------------------------------------------------
/** Which units a bulk action takes: each part optional, all parts must match. */
export const unitSelectionSchema = z.strictObject(
  {
    typologies: z.array(z.enum(TYPOLOGY_CODES, { error: UNIT_MESSAGES.typologyInvalid }), INVALID).max(TYPOLOGY_CODES.length, INVALID).optional(),
    floor_from: unitFloorSchema.optional(),
    floor_to: unitFloorSchema.optional(),
    statuses: z.array(z.enum(UNIT_STATUSES, { error: UNIT_MESSAGES.statusInvalid }), INVALID).max(UNIT_STATUSES.length, INVALID).optional(),
  },
  { error: strictObjectError },
);
export type UnitSelection = z.output<typeof unitSelectionSchema>;

export const REPRICE_MODES = ['percent', 'amount'] as const;

/**
 * POST /developments/{slug}/units/reprice?dry_run=true|false (Admin): every selected unit with
 * a price gets `price × (1 + value/100)` (percent) or `price + value` (amount), rounded to
 * `round_to` (1 = whole units of the currency; 0.01 = cents). Units without a price are left
 * alone (counted in `skipped`). A result below 0 → 422 (`units.priceBelowZero`, with the count), nothing written.
 * The preview and the real call take the same body and answer the same changes.
 */
export const unitRepriceSchema = z
  .strictObject(
    {
      selection: unitSelectionSchema.default({}),
      mode: z.enum(REPRICE_MODES, INVALID),
      value: z.number({ error: UNIT_MESSAGES.repriceValue }).refine((n) => n !== 0 && Number.isFinite(n), UNIT_MESSAGES.repriceValue),
      round_to: z.union([z.literal(0.01), z.literal(1), z.literal(10), z.literal(100), z.literal(1000)], INVALID).default(1),
      reason: priceReasonSchema.min(1, UNIT_MESSAGES.reasonRequired),
    },
    { error: strictObjectError },
  )
  .superRefine((b, ctx) => {
    if (b.mode === 'percent' && (b.value < REPRICE_PERCENT_MIN || b.value > REPRICE_PERCENT_MAX))
      ctx.addIssue({ code: 'custom', path: ['value'], message: UNIT_MESSAGES.repriceValue });
    if (b.mode === 'amount' && Math.abs(b.value) > UNIT_PRICE_MAX) ctx.addIssue({ code: 'custom', path: ['value'], message: UNIT_MESSAGES.repriceValue });
    const { floor_from, floor_to } = b.selection;
    if (floor_from !== undefined && floor_to !== undefined && floor_to < floor_from)
      ctx.addIssue({ code: 'custom', path: ['selection', 'floor_to'], message: UNIT_MESSAGES.floorOrder });
  });
export type UnitReprice = z.output<typeof unitRepriceSchema>;
export type UnitRepriceInput = z.input<typeof unitRepriceSchema>;

export const unitRepriceResultSchema = z.object({
  dry_run: z.boolean(),
  currency: z.enum(CURRENCIES),
  /** Selected units without a price: left alone. */
  skipped: z.number().int().nonnegative(),
  /** Every change, top floor first then by position and number. */
  changes: z.array(
    z.object({
      unit_id: z.number().int().positive(),
      number: z.string(),
      floor: z.number().int(),
      typology: z.enum(TYPOLOGY_CODES),
      status: z.enum(UNIT_STATUSES),
      old_price: z.number(),
      new_price: z.number(),
    }),
  ),
});
export type UnitRepriceResult = z.infer<typeof unitRepriceResultSchema>;

// --- Bulk: the units as a spreadsheet --------------------------------------------------
const flag = z
  .enum(['true', 'false', '1', '0'], INVALID)
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** `?dry_run=` of generate, reprice and import. */
export const dryRunQuerySchema = z.object({ dry_run: flag }, INVALID);

/**
 * POST /developments/{slug}/units/import?dry_run=true|false (Admin, multipart `file`, CSV or
 * XLSX): rows matched by `number`. `status` is read, never written by an import (decision 034):
 * empty or `available` for a new unit; for an existing unit empty or its current status (so an
 * export imports back unchanged) — any other value is an error on that cell ("change statuses
 * from the plan"). A changed price is kept in the history with the reason "import".
 */
export const unitImportResultSchema = z.object({
  dry_run: z.boolean(),
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  unknown_columns: z.array(z.string()),
  errors_total: z.number().int().nonnegative(),
  errors: z.array(itemImportLineErrorSchema),
});
export type UnitImportResult = z.infer<typeof unitImportResultSchema>;
/** 422 for an import (not a dry run) with any wrong row: every error, nothing written. */
export const unitImportErrorSchema = unitImportResultSchema.extend({ message: z.string(), code: z.enum(ERROR_CODES) });

/** GET /developments/{slug}/units/export?format=csv|xlsx (Admin), same columns as the import. */
export const unitExportQuerySchema = z.object({ format: z.enum(ITEM_FILE_FORMATS, INVALID).default('csv') }, INVALID);
