// The answer of a document upload (XMLHttpRequest, for its progress), checked as the API client
// checks the others: the document as the office lists it, and a translated message.
import { documentWriteResponseSchema, type DocumentWriteResponse } from '@vitrina/contracts';
import { ApiError } from '../../lib/api-error';

export function checkedDocumentAnswer(body: unknown): DocumentWriteResponse {
  const parsed = documentWriteResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}
