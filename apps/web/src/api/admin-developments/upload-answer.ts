// The answer of an Admin upload (XMLHttpRequest, for its progress), checked like the API
// client checks the others: the development as the Admin reads it afterwards.
import { developmentWriteResponseSchema, type DevelopmentWriteResponse } from '@vitrina/contracts';
import { ApiError } from '../../lib/api-error';

export function checkedWriteAnswer(body: unknown): DevelopmentWriteResponse {
  const parsed = developmentWriteResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}
