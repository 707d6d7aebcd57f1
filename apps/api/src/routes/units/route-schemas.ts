// Pieces shared by the units routes' OpenAPI descriptions.
import { getPropertyRequestSchema, assignUserRequestSchema, languageSchema } from '@vitrina/contracts';

export const TAG = 'units';

export { bearer, errorResponses } from '../../http/route-schemas';

// The bodies may also carry the answer's language (SPEC §1: a `lang` field wins over the
// Accept-Language header); the shared schemas would strip it before the error handler sees it.
const lang = languageSchema.optional();
export const getPropertyBodySchema = getPropertyRequestSchema.extend({ lang });
export const assignUserBodySchema = assignUserRequestSchema.extend({ lang });
