// Pieces shared by the documents routes (issue 34, decision 046): the OpenAPI tag, the error
// answers, and the refusals of a document's file.
import type { ContentVerdict } from '../../documents/document-content';
import { AppError } from '../../http/errors';
import type { OneFileRules } from '../../http/read-one-file';
import { DOCUMENT_MAX_BYTES } from '@vitrina/contracts';

export const TAG = 'documents';
export { bearer, errorResponses } from '../../http/route-schemas';

const MB = 1024 * 1024;

/** The document is unknown or the caller may not know it exists: one answer for both. */
export const documentNotFound = () => new AppError('not_found', 'documents.notFound');
/** The unit is unknown or the caller may not see its documents: one answer for both. */
export const unitNotFound = () => new AppError('not_found', 'documents.unitNotFound');

export const FILE_RULES: OneFileRules = {
  field: 'file',
  maxBytes: DOCUMENT_MAX_BYTES,
  notMultipart: () => new AppError('unsupported_media_type', 'catalogue.multipartRequired'),
  missing: () => new AppError('validation_failed', 'documents.fileRequired', { errors: { file: ['documents.fileRequired'] } }),
  tooLarge: () => new AppError('payload_too_large', 'documents.fileTooLarge', { params: { megabytes: DOCUMENT_MAX_BYTES / MB } }),
  malformed: () => new AppError('bad_request', 'common.bodyMalformed'),
};

export function contentRefusal(verdict: Exclude<ContentVerdict, { ok: true }>): AppError {
  if (verdict.reason === 'empty') return new AppError('validation_failed', 'documents.fileEmpty', { errors: { file: ['documents.fileEmpty'] } });
  return new AppError('unsupported_media_type', 'documents.fileUnsupported');
}
