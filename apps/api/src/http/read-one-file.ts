// One uploaded file from a multipart body, read whole into memory with a size limit: the item
// picture (POST /items/upload/{itemId}) and the catalogue file (POST /items/import) use it; a
// development photo also reads the form's text fields, before or after the file (readFileWithFields).
import type { FastifyRequest } from 'fastify';
import type { AppError } from './errors';

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

export interface OneFileRules {
  field: string;
  maxBytes: number;
  /** The body is not multipart at all. */
  notMultipart: () => AppError;
  /** No part, or a part under another field name. */
  missing: () => AppError;
  tooLarge: () => AppError;
}

export async function readOneFile(request: FastifyRequest, rules: OneFileRules): Promise<{ bytes: Buffer; filename: string; mimetype: string }> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  } catch (error) {
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw rules.notMultipart();
    throw error;
  }
  if (!file || file.fieldname !== rules.field) throw rules.missing();
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
    throw error;
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
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw rules.tooLarge();
        throw error;
      }
      if (part.file.truncated) throw rules.tooLarge();
      found = { bytes, filename: part.filename, mimetype: part.mimetype };
    }
  } catch (error) {
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw rules.notMultipart();
    throw error;
  }
  if (!found) throw rules.missing();
  return { ...found, fields };
}
