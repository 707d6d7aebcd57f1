// Catalogue items: the item as the API answers it, the show room's item request and the item
// writes (SPEC §2.6–2.7, §7). The show room's rules and the favourites are in show-room.ts.
import { z } from './zod';
import { INVALID, categoryInputSchema, strictObjectError, typologyCodeSchema } from './common';
import { SHOW_ROOM_ITEMS_TYPOLOGY, normalizeCategory } from './constants';
import { CATEGORIES, LANGUAGES, TYPOLOGY_CODES } from './enums';
import { COMMON_MESSAGES, ITEM_MESSAGES } from './messages';

export const itemSchema = z.object({
  id: z.number().int().positive(),
  /** The item's name, in the language of the request. */
  item: z.string(),
  code: z.string(),
  /** The raw room name; show it through roomLabel / roomLabelIn (rooms.ts). */
  room: z.string(),
  type: z.string(),
  /** In the language of the request. */
  description: z.string(),
  category: z.enum(CATEGORIES),
  quantity: z.number().int().nonnegative(),
  /** URL of the image; null when the item has none (the UI shows a placeholder). */
  image: z.string().nullable(),
  // Added by the API (optional, so older answers still read): what the UI needs to build a
  // responsive <img> and reserve its space before the picture arrives.
  /** Typology code the item belongs to. */
  typology: z.enum(TYPOLOGY_CODES).optional(),
  /** The room as shown to people (roomLabelIn of room and typology), in the request's language. */
  room_label: z.string().optional(),
  /** `srcset` over the stored widths, e.g. '/api/images/{hash}?w=320 320w, …'; null without image. */
  image_srcset: z.string().nullable().optional(),
  /** Size in pixels of the picture `image` points to; null without image. */
  image_width: z.number().int().positive().nullable().optional(),
  image_height: z.number().int().positive().nullable().optional(),
  /** Dominant colour `#rrggbb`, a placeholder while the picture loads; null without image. */
  image_color: z.string().nullable().optional(),
});
export type Item = z.infer<typeof itemSchema>;
export const itemsListSchema = z.array(itemSchema);

/**
 * POST /items/category. The show room always sends typology 2R (SPEC §9), so it is the
 * default; 'ESTÁNDAR' is accepted as a category and read as 'ESTANDAR'.
 */
export const itemsByCategoryRequestSchema = z.object(
  {
    category: categoryInputSchema,
    typology: typologyCodeSchema.default(SHOW_ROOM_ITEMS_TYPOLOGY),
  },
  INVALID,
);
export type ItemsByCategoryRequest = z.output<typeof itemsByCategoryRequestSchema>;

/**
 * The language a catalogue read may name (body or query `lang`). A language the product does
 * not speak is ignored rather than refused: the answer then follows Accept-Language, else es.
 */
export const catalogueLangSchema = z.enum(LANGUAGES).optional().catch(undefined);

/** POST /items/category body and GET /items/category query: the request plus an optional `lang`. */
export const itemsByCategoryQuerySchema = itemsByCategoryRequestSchema.extend({ lang: catalogueLangSchema });

// --- Admin writes (POST /items, PUT /items/{id}) ----------------------------------------
export const ITEM_CODE_MAX_LENGTH = 40;
export const ITEM_NAME_MAX_LENGTH = 160;
export const ITEM_DESCRIPTION_MAX_LENGTH = 2_000;
export const ITEM_ROOM_MAX_LENGTH = 80;
export const ITEM_TYPE_MAX_LENGTH = 80;
export const ITEM_QUANTITY_MAX = 10_000;

/** Categories an item may be written in: BLACK shows a marketing view and never lists items (SPEC §4). */
export const ITEM_CATEGORIES = CATEGORIES.filter((c) => c !== 'BLACK') as ['ESTANDAR', 'GOLD', 'PREMIUM'];

/** Letters, digits and - . _ with no spaces: the bulk linker finds a code in a file's name. */
export const ITEM_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Required text: a missing value, '' and only spaces all report `required`. */
const requiredText = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, COMMON_MESSAGES.tooLong);

/** A text in es, en and fr; all three are required, so no language shows an empty card. */
const localizedTextInput = (max: number, required: string) =>
  z.strictObject({ es: requiredText(max, required), en: requiredText(max, required), fr: requiredText(max, required) }, { error: strictObjectError });

/**
 * An item as an Admin writes it: every field, the same body for create and for edit (PUT
 * replaces the item; its image is changed only through POST /items/upload/{itemId}). The code
 * is unique (409 on a duplicate). Each rule names its field's own message (ITEM_MESSAGES), so
 * the form can say what is wrong next to the field.
 */
export const itemWriteRequestSchema = z.strictObject(
  {
    item: localizedTextInput(ITEM_NAME_MAX_LENGTH, ITEM_MESSAGES.nameRequired),
    description: localizedTextInput(ITEM_DESCRIPTION_MAX_LENGTH, ITEM_MESSAGES.descriptionRequired),
    code: requiredText(ITEM_CODE_MAX_LENGTH, ITEM_MESSAGES.codeRequired).regex(ITEM_CODE_PATTERN, ITEM_MESSAGES.codeInvalid),
    room: requiredText(ITEM_ROOM_MAX_LENGTH, ITEM_MESSAGES.roomRequired),
    type: requiredText(ITEM_TYPE_MAX_LENGTH, ITEM_MESSAGES.typeRequired),
    category: z.preprocess(
      (v) => (typeof v === 'string' ? (normalizeCategory(v) ?? v) : v),
      z.enum(ITEM_CATEGORIES, { error: ITEM_MESSAGES.categoryInvalid }),
    ),
    typology: z.enum(TYPOLOGY_CODES, { error: ITEM_MESSAGES.typologyInvalid }),
    quantity: z
      .number({ error: ITEM_MESSAGES.quantityRange })
      .int(ITEM_MESSAGES.quantityRange)
      .min(0, ITEM_MESSAGES.quantityRange)
      .max(ITEM_QUANTITY_MAX, ITEM_MESSAGES.quantityRange),
    lang: catalogueLangSchema,
  },
  { error: strictObjectError },
);
export type ItemWriteRequest = z.output<typeof itemWriteRequestSchema>;

/**
 * The image linker's two choices (POST /items/upload/{itemId}, SPEC §2.9): an item and a picture
 * file, both required (the form says so in one message). The file is checked in the browser
 * only; the server reads the multipart body itself.
 */
export const itemImageLinkSchema = z.object({
  itemId: z.number(INVALID).int(COMMON_MESSAGES.invalidValue).positive(COMMON_MESSAGES.invalidValue),
  /** A File (Blob with a name); unknown to JSON Schema, so checked by a refinement. */
  file: z.unknown().refine((value) => typeof File !== 'undefined' && value instanceof File, COMMON_MESSAGES.invalidValue),
});
export type ItemImageLink = z.output<typeof itemImageLinkSchema>;

/** The answer of the item writes and of the image upload. */
export const itemWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  item: itemSchema,
});
export type ItemWriteResponse = z.infer<typeof itemWriteResponseSchema>;
