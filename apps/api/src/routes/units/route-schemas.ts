// Pieces shared by the units routes' OpenAPI descriptions.
import { apiErrorSchema, getPropertyRequestSchema, assignUserRequestSchema, languageSchema } from '@vitrina/contracts';

export const TAG = 'units';
export const bearer = [{ bearer: [] }];

/** `{ 401: apiErrorSchema, 403: … }` for the given statuses. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}

// The bodies may also carry the answer's language (SPEC §1: a `lang` field wins over the
// Accept-Language header); the shared schemas would strip it before the error handler sees it.
const lang = languageSchema.optional();
export const getPropertyBodySchema = getPropertyRequestSchema.extend({ lang });
export const assignUserBodySchema = assignUserRequestSchema.extend({ lang });
