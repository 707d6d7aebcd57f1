// Small schemas that several features share: ids in paths and bodies, the language, and the
// `{ success, message }` answer of the update calls.
import { z } from './zod';
import { CATEGORIES, LANGUAGES, TYPOLOGY_CODES } from './enums';
import { normalizeCategory } from './constants';
import { COMMON_MESSAGES } from './messages';

/** Error option for input no form produces (wrong JSON types, a body that is not an object). */
export const INVALID = { error: COMMON_MESSAGES.invalidValue };
const invalid = INVALID;

/**
 * A database id. Path parameters arrive as text and some clients of the original API send ids
 * as strings in JSON too, so a string of digits is accepted and turned into a number.
 * Leading zeros and signs are refused so one id has one spelling.
 */
export const idSchema = z.union(
  [
    z.number(invalid).int(invalid).positive(invalid).max(2_147_483_647, invalid),
    z
      .string(invalid)
      .regex(/^[1-9]\d{0,9}$/, invalid)
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, invalid)),
  ],
  invalid,
);

/** `/getItem/{id}`, `/getPropertiesByUserId/{id}`, `/update-user/{id}` … */
export const idParamsSchema = z.object({ id: idSchema }, invalid);
/** `/items/upload/{itemId}` */
export const itemIdParamsSchema = z.object({ itemId: idSchema }, invalid);

export const languageSchema = z.enum(LANGUAGES, invalid);
export const typologyCodeSchema = z.enum(TYPOLOGY_CODES, invalid);

/** A category as input: 'ESTÁNDAR' and any letter case are accepted, stored as 'ESTANDAR'. */
export const categoryInputSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (normalizeCategory(v) ?? v) : v),
  z.enum(CATEGORIES, invalid),
);

/** The answer of the update calls (SPEC §7 update-user: "success flag and message"). */
export const successResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
});
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** The JSON error map of an object that refuses unknown fields. */
export const strictObjectError = (issue: { code?: string }) =>
  issue.code === 'unrecognized_keys' ? COMMON_MESSAGES.unknownField : COMMON_MESSAGES.invalidValue;
