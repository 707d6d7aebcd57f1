// A unit's documents (issue 34, the owner's file): the zod-free vocabulary and limits, shared by
// the API, the web app and the validation texts.

/** What a document is; the buyer's portal groups and labels them by kind. */
export const DOCUMENT_KINDS = ['reservation_agreement', 'contract', 'floor_plan', 'receipt', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** What a document's file may be, judged by its bytes (never by its name or Content-Type). */
export const DOCUMENT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** The largest file a document version may have (20 MB); a larger upload is refused with 413. */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;
