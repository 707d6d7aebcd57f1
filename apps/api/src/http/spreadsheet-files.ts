// What the spreadsheet routes share (the catalogue's import and export, a development's units):
// reading the uploaded file with its size limit, the answers to a file that cannot be read
// (413, 415, or a 422 about the whole file), the row errors in the request's language, and
// sending a file as an attachment.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ITEM_IMPORT_MAX_ERRORS, type ItemFileFormat, type Language } from '@vitrina/contracts';
import { translate } from '../i18n/translate';
import type { RowError } from '../spreadsheet/header';
import type { ImportFileError} from '../spreadsheet/parse-file';
import { MAX_XLSX_UNZIPPED_BYTES, type FileHint } from '../spreadsheet/parse-file';
import { FILE_TYPES } from '../spreadsheet/write-sheet';
import { AppError } from './errors';
import { readOneFile } from './read-one-file';

export const SPREADSHEET_FIELD = 'file';

/** Makes the routes of `app`'s scope (and only those) parse multipart: one file of at most maxBytes, a few small fields. */
export async function acceptSpreadsheetUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 10, headerPairs: 50 } });
}

/** The message keys of one import's file-level answers (they name what the file holds). */
export interface SpreadsheetKeys {
  fileRequired: string;
  /** Params: megabytes. */
  tooLarge: string;
  empty: string;
  /** Params: max. */
  tooManyRows: string;
}

/** The uploaded file (multipart field "file"), at most maxBytes of it, with what its sender called it. */
export async function readSpreadsheetUpload(request: FastifyRequest, maxBytes: number, keys: SpreadsheetKeys): Promise<{ bytes: Buffer; hint: FileHint }> {
  const { bytes, filename, mimetype } = await readOneFile(request, {
    field: SPREADSHEET_FIELD,
    maxBytes,
    notMultipart: () => new AppError('unsupported_media_type', keys.fileRequired),
    missing: () => new AppError('validation_failed', keys.fileRequired, { errors: { [SPREADSHEET_FIELD]: [keys.fileRequired] } }),
    tooLarge: () => new AppError('payload_too_large', keys.tooLarge, { params: { megabytes: maxBytes / (1024 * 1024) } }),
  });
  return { bytes, hint: { filename, mimetype } };
}

/** The first ITEM_IMPORT_MAX_ERRORS errors, translated. */
export const translateRowErrors = (errors: readonly RowError[], lang: Language) =>
  errors.slice(0, ITEM_IMPORT_MAX_ERRORS).map(({ line, field, key, params }) => ({ line, field, message: translate(key, lang, params) }));

/**
 * A file that has no rows to check: a 422 about the whole file (empty, too many rows) is
 * returned as its message key and params, for the route to answer in its import's shape; a
 * zip bomb (413) and anything that is not a readable CSV or XLSX (415) are thrown.
 */
export function fileRefusal(error: ImportFileError, keys: SpreadsheetKeys, maxRows: number, lang: Language): { key: string; params: Record<string, string> } {
  if (error.problem === 'empty') return { key: keys.empty, params: {} };
  if (error.problem === 'too_many_rows') return { key: keys.tooManyRows, params: { max: maxRows.toLocaleString(lang) } };
  if (error.problem === 'unzipped_too_large') {
    throw new AppError('payload_too_large', 'catalogue.import.unzippedTooLarge', { params: { megabytes: MAX_XLSX_UNZIPPED_BYTES / (1024 * 1024) } });
  }
  throw new AppError('unsupported_media_type', error.problem === 'unreadable' ? 'catalogue.import.unreadable' : 'catalogue.import.unsupported');
}

/** The OpenAPI entry of an answer that is a CSV or XLSX file. */
export const fileResponse = (what: string) => ({
  description: what,
  content: {
    'text/csv': { schema: z.string() },
    [FILE_TYPES.xlsx]: { schema: z.string().meta({ format: 'binary' }) },
  },
});

export function sendFile(reply: FastifyReply, bytes: Buffer, format: ItemFileFormat, name: string) {
  return reply.type(FILE_TYPES[format]).header('content-disposition', `attachment; filename="${name}.${format}"`).send(bytes);
}
