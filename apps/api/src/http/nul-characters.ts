// PostgreSQL's text cannot hold the NUL character (U+0000): a development's address with one
// reached the database as error 22021 and answered 500. No field of ours has a use for it (a
// person cannot type it; only a script sends it), so a request whose JSON body, query or path
// holds one is refused before validation, with a 422 naming each such field, and nothing is
// written. Multipart fields are read by read-one-file.ts, spreadsheets refuse NUL on their own.
// A query parameter whose bytes are not UTF-8 (%FF, %C3%28, a lone surrogate) is refused the same
// way (issue 34): the query parser kept it as its raw "%FF" text, so the route ran on a value
// nobody sent; a path that is not UTF-8 is already a 404 (error-handler.ts).
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

/** Whether percent-encoded text decodes to UTF-8; a `%` not followed by two hex digits is itself. */
function decodesAsUtf8(encoded: string): boolean {
  try {
    decodeURIComponent(encoded.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

/** The names of the query's parameters (`_form` for a name itself) whose bytes are not UTF-8. */
export function queryFieldsNotUtf8(url: string): string[] {
  const start = url.indexOf('?');
  if (start < 0) return [];
  const found: string[] = [];
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const [name = '', ...rest] = pair.split('=');
    if (!decodesAsUtf8(name)) found.push('_form');
    else if (!decodesAsUtf8(rest.join('='))) found.push(decodeURIComponent(name.replace(/\+/g, ' ').replace(/%(?![0-9A-Fa-f]{2})/g, '%25')));
  }
  return found;
}

/**
 * A preValidation hook of the API's routes: NUL anywhere in the path's parameters, the query or
 * a JSON body, or a query parameter that is not UTF-8, is a 422. The pages leave it to their
 * screens (an unknown address is a 404 page).
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  if (!request.url.startsWith('/api/')) return;
  const fields = [...fieldsWithNul(request.params), ...fieldsWithNul(request.query), ...fieldsWithNul(request.body)];
  const notUtf8 = queryFieldsNotUtf8(request.url);
  if (fields.length === 0 && notUtf8.length === 0) return;
  const errors: Record<string, string[]> = Object.fromEntries(fields.map((field) => [field, [COMMON_MESSAGES.nulCharacter]]));
  for (const field of notUtf8) errors[field] = [...(errors[field] ?? []), COMMON_MESSAGES.invalidValue];
  throw new AppError('validation_failed', 'common.validationFailed', { errors });
}
