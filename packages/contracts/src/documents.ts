// A unit's documents (issue 34, the owner's file, first slice): the office (Admin, Vitrina,
// Selecta) uploads a unit's documents and their new versions; the unit's buyer (its user while it
// is reserved or sold) sees and downloads the ones shared with them.
import { z } from './zod';
import { INVALID, idSchema, strictObjectError } from './common';
import { DOCUMENT_CONTENT_TYPES, DOCUMENT_KINDS, DOCUMENT_TITLE_MAX_LENGTH } from './document-limits';
import { COMMON_MESSAGES, DOCUMENT_MESSAGES } from './messages';

export * from './document-limits';

const noNul = (value: string) => !value.includes('\u0000');

export const documentTitleSchema = z
  .string({ error: DOCUMENT_MESSAGES.titleRequired })
  .trim()
  .min(1, DOCUMENT_MESSAGES.titleRequired)
  .max(DOCUMENT_TITLE_MAX_LENGTH, DOCUMENT_MESSAGES.titleTooLong)
  .refine(noNul, COMMON_MESSAGES.nulCharacter);
export const documentKindSchema = z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindInvalid });

/** A multipart field is text: 'true' / 'false' (also '1' / '0', 'on'); a JSON body may send a boolean. */
const sharedFieldSchema = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const text = v.trim().toLowerCase();
    if (['true', '1', 'on', 'yes'].includes(text)) return true;
    if (['false', '0', 'off', 'no'].includes(text)) return false;
    return v;
  },
  z.boolean({ error: DOCUMENT_MESSAGES.sharedInvalid }),
);

/** The text fields of POST /units/{id}/documents (multipart, beside the `file`). */
export const documentCreateFieldsSchema = z.object({
  title: documentTitleSchema,
  kind: documentKindSchema,
  /** Whether the unit's buyer sees it; not shared unless said. */
  shared: sharedFieldSchema.default(false),
}, INVALID);
export type DocumentCreateFields = z.infer<typeof documentCreateFieldsSchema>;

/** PUT /documents/{id}: what changes (at least one). */
export const documentUpdateSchema = z
  .strictObject(
    {
      title: documentTitleSchema.optional(),
      kind: documentKindSchema.optional(),
      shared: z.boolean({ error: DOCUMENT_MESSAGES.sharedInvalid }).optional(),
    },
    { error: strictObjectError },
  )
  .refine((body) => body.title !== undefined || body.kind !== undefined || body.shared !== undefined, { message: DOCUMENT_MESSAGES.nothingToChange });
export type DocumentUpdate = z.infer<typeof documentUpdateSchema>;

/** GET /documents/{id}/file?version=N (the office may ask for an earlier version). */
export const documentFileQuerySchema = z.object({ version: idSchema.optional() }, INVALID);

/** One stored version of a document's file. */
export const documentVersionSchema = z.object({
  version: z.number().int().positive(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().positive(),
  /** SHA-256 of the bytes, hex. */
  sha256: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

/**
 * A document as listed: its newest version's file facts. The office's list carries `versions`
 * (newest first, the newest included); the buyer's never does.
 */
export const unitDocumentSchema = z.object({
  id: z.number().int().positive(),
  unit_id: z.number().int().positive(),
  title: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  shared: z.boolean(),
  version: z.number().int().positive(),
  content_type: z.enum(DOCUMENT_CONTENT_TYPES),
  size: z.number().int().positive(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  versions: z.array(documentVersionSchema).optional(),
});
export type UnitDocument = z.infer<typeof unitDocumentSchema>;
/** GET /units/{id}/documents: newest first. */
export const unitDocumentListSchema = z.array(unitDocumentSchema);

/** The answer of an upload, a new version or a change: the document as the office lists it, and a translated message. */
export const documentWriteResponseSchema = z.object({ message: z.string(), document: unitDocumentSchema });
export type DocumentWriteResponse = z.infer<typeof documentWriteResponseSchema>;

/** DELETE /documents/{id} (Admin). */
export const documentDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string() });
