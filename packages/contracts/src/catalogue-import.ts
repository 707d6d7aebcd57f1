// The catalogue as a spreadsheet (issue 13): POST /items/import (CSV or XLSX, Admin) with a
// dry run, GET /items/export and its template. Export and import share the columns, so
// export → edit in a spreadsheet → import round-trips. Each row follows the item form's rules
// (itemWriteRequestSchema); rows are matched by `code`.
import { z } from './zod';
import { INVALID } from './common';
import { ERROR_CODES } from './errors';
import { catalogueLangSchema } from './items';

/** In this order in an export and in the template; an import takes them in any order, any case. */
export const ITEM_IMPORT_COLUMNS = [
  'code',
  'category',
  'typology',
  'room',
  'type',
  'quantity',
  'name_es',
  'name_en',
  'name_fr',
  'description_es',
  'description_en',
  'description_fr',
] as const;
export type ItemImportColumn = (typeof ITEM_IMPORT_COLUMNS)[number];

export const ITEM_IMPORT_MAX_ROWS = 50_000;
/** The uploaded file's size limit (413 above it): 50,000 rows of long descriptions fit. */
export const ITEM_IMPORT_MAX_BYTES = 64 * 1024 * 1024;
/**
 * At most this many errors are listed in an answer (the first ones, by line); `errors_total`
 * counts them all. A file that is wrong in every cell of 50,000 rows would otherwise answer
 * more than half a million errors.
 */
export const ITEM_IMPORT_MAX_ERRORS = 1_000;
export const ITEM_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type ItemFileFormat = (typeof ITEM_FILE_FORMATS)[number];

const flag = z
  .enum(['true', 'false', '1', '0'], INVALID)
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** POST /items/import?dry_run=true|false (multipart, field `file`). */
export const itemImportQuerySchema = z.object({ dry_run: flag, lang: catalogueLangSchema }, INVALID);
export type ItemImportQuery = z.output<typeof itemImportQuerySchema>;

/** One wrong cell: `line` as in the file (the header is line 1), `field` a column name. */
export const itemImportLineErrorSchema = z.object({
  line: z.number().int().positive(),
  field: z.string(),
  /** Translated, in the request's language. */
  message: z.string(),
});
export type ItemImportLineError = z.infer<typeof itemImportLineErrorSchema>;

const counts = {
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Header names that are not import columns: named, otherwise ignored. */
  unknown_columns: z.array(z.string()),
  /** Every error found; `errors` lists at most ITEM_IMPORT_MAX_ERRORS of them. Optional: added later. */
  errors_total: z.number().int().nonnegative().optional(),
};

/**
 * 200: what was (or, in a dry run, would be) created, updated and left alone. A dry run answers
 * 200 with its errors listed (the preview shows them); an import with errors answers 422.
 */
export const itemImportResultSchema = z.object({
  ...counts,
  dry_run: z.boolean(),
  errors: z.array(itemImportLineErrorSchema),
});
export type ItemImportResult = z.infer<typeof itemImportResultSchema>;

/** 422 for an import (not a dry run) with any wrong row: every error, nothing written. */
export const itemImportErrorSchema = z.object({
  message: z.string(),
  code: z.enum(ERROR_CODES),
  ...counts,
  dry_run: z.boolean(),
  errors: z.array(itemImportLineErrorSchema),
});
export type ItemImportErrorAnswer = z.infer<typeof itemImportErrorSchema>;

/** GET /items/export?format=csv|xlsx and GET /items/import/template?format=csv|xlsx. */
export const itemExportQuerySchema = z.object({ format: z.enum(ITEM_FILE_FORMATS, INVALID).default('csv') }, INVALID);
export type ItemExportQuery = z.output<typeof itemExportQuerySchema>;
