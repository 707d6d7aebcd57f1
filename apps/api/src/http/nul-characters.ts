// PostgreSQL's text cannot hold the NUL character (U+0000): a development's address with one
// reached the database as error 22021 and answered 500. No field of ours has a use for it (a
// person cannot type it; only a script sends it), so a request whose JSON body, query or path
// holds one is refused before validation, with a 422 naming each such field, and nothing is
// written. Multipart fields are read by read-one-file.ts, spreadsheets refuse NUL on their own.
import { COMMON_MESSAGES } from '@vitrina/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

const NUL = '\u0000';
/** Deeper than any body of ours: a body nested past it is left to its schema. */
const MAX_DEPTH = 8;

/** The dotted paths (as the 422's `errors` names fields) of every string holding NUL. */
export function fieldsWithNul(value: unknown, path = '', depth = 0, found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path || '_form');
  } else if (value && typeof value === 'object' && depth < MAX_DEPTH) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) found.push(path || '_form');
      else fieldsWithNul(inner, path ? `${path}.${key}` : key, depth + 1, found);
    }
  }
  return found;
}

/**
 * A preValidation hook of the API's routes: NUL anywhere in the path's parameters, the query or
 * a JSON body is a 422. The pages leave it to their screens (an unknown address is a 404 page).
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  const fields = [...fieldsWithNul(request.params), ...fieldsWithNul(request.query), ...fieldsWithNul(request.body)];
  if (fields.length === 0) return;
  throw new AppError('validation_failed', 'common.validationFailed', {
    errors: Object.fromEntries(fields.map((field) => [field, [COMMON_MESSAGES.nulCharacter]])),
  });
}
