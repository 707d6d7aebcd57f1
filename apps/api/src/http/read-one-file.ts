// One uploaded file from a multipart body, read whole into memory with a size limit: the item
// picture (POST /items/upload/{itemId}) and the catalogue file (POST /items/import) use it; a
// development photo also reads the form's text fields, before or after the file (readFileWithFields).
// A unit's document is read in chunks as it streams in, never joined (readFileInChunks).
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

export interface OneFileRules {
  field: string;
  maxBytes: number;
  /** The body is not multipart at all. */
  notMultipart: () => AppError;
  /** No part, or a part under another field name. */
  missing: () => AppError;
  tooLarge: () => AppError;
  /** The multipart body cannot be parsed; by default a 400 `common.bodyMalformed`. */
  malformed?: () => AppError;
}

/**
 * What a failure while reading the body answers: not multipart, too large, or a 4xx of the
 * parser's as they are; anything else is the body itself (no boundary, cut short, a malformed
 * part header), whose errors carry no status and answered 500 before (issue 34).
 */
function uploadError(error: unknown, rules: OneFileRules): unknown {
  if (error instanceof AppError) return error;
  if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return rules.notMultipart();
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return rules.malformed?.() ?? new AppError('bad_request', 'common.bodyMalformed');
}

export async function readOneFile(request: FastifyRequest, rules: OneFileRules): Promise<{ bytes: Buffer; filename: string; mimetype: string }> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!file || file.fieldname !== rules.field) throw rules.missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    throw uploadError(error, rules);
  }
  // toBuffer() misses the limit when it is reached in the last chunk read (a timing race seen
  // over real sockets): the stream's own flag says whether the file was cut.
  if (file.file.truncated) throw rules.tooLarge();
  return { bytes, filename: file.filename, mimetype: file.mimetype };
}

/**
 * The one file of `rules.field` and the form's text fields, in whatever order the client put
 * them (a field sent after the file is seen too). Other file parts are drained and ignored.
 */
export async function readFileWithFields(
  request: FastifyRequest,
  rules: OneFileRules,
): Promise<{ bytes: Buffer; filename: string; mimetype: string; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let found: { bytes: Buffer; filename: string; mimetype: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field || found) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw rules.tooLarge();
      found = { bytes, filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (!found) throw rules.missing();
  return { ...found, fields };
}

/** A file read as it streamed in: fixed-size chunks (one copy of the bytes, never joined), its size and SHA-256. */
export interface ChunkedFile {
  chunks: Buffer[];
  size: number;
  sha256: string;
  filename: string;
  mimetype: string;
}

/**
 * The one file of `rules.field`, cut into chunks of `chunkBytes` while it streams in (a unit's
 * documents, decision 046), and the form's text fields in any order. The file is held once, in
 * those chunks: never joined into one buffer. Over `rules.maxBytes` it is dropped as soon as the
 * limit is crossed, the rest of the body is drained, and `tooLarge` is thrown.
 */
export async function readFileInChunks(
  request: FastifyRequest,
  rules: OneFileRules,
  chunkBytes: number,
): Promise<ChunkedFile & { fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let found: ChunkedFile | undefined;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: rules.maxBytes } })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== rules.field || found || tooLarge) {
        part.file.resume();
        continue;
      }
      const hash = createHash('sha256');
      const chunks: Buffer[] = [];
      let current = Buffer.allocUnsafe(chunkBytes);
      let filled = 0;
      let size = 0;
      for await (const piece of part.file as AsyncIterable<Buffer>) {
        if (tooLarge || part.file.truncated) {
          // Past the limit: forget what was read, keep draining so the request ends cleanly.
          tooLarge = true;
          chunks.length = 0;
          continue;
        }
        hash.update(piece);
        size += piece.length;
        for (let at = 0; at < piece.length; ) {
          const copied = piece.copy(current, filled, at);
          filled += copied;
          at += copied;
          if (filled === chunkBytes) {
            chunks.push(current);
            current = Buffer.allocUnsafe(chunkBytes);
            filled = 0;
          }
        }
      }
      if (tooLarge || part.file.truncated) {
        tooLarge = true;
        chunks.length = 0;
        continue;
      }
      if (filled > 0) chunks.push(current.subarray(0, filled));
      found = { chunks, size, sha256: hash.digest('hex'), filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    throw uploadError(error, rules);
  }
  if (tooLarge) throw rules.tooLarge();
  if (!found) throw rules.missing();
  return { ...found, fields };
}
