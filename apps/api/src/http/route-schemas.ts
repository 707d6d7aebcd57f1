// What every route's OpenAPI description shares: the bearer security entry and the error
// answers by status (one shape, apiErrorSchema, for every error).
import { apiErrorSchema } from '@vitrina/contracts';

export const bearer = [{ bearer: [] }];

/** `{ 401: apiErrorSchema, 403: … }` for the given statuses. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
