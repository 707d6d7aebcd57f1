// The API's error answer `{ message, code, errors? }` (DESIGN.md "API rules"), its stable codes
// with their HTTP status, and the helpers that turn a zod error into field → message keys.
import type { ApiError } from './api-error-schema';
import { COMMON_MESSAGES } from './messages';

export { ERROR_CODES, ERROR_STATUS, type ErrorCode } from './error-codes';
// The answer's schema is a file of its own: importing a code or a helper from here must not
// bring zod to a page (the public pages' shared chunk, apps/web/vite.config.ts).
export { apiErrorSchema, type ApiError } from './api-error-schema';

/** The field name of issues that belong to the whole body rather than to one field. */
export const FORM_FIELD = '_form';

/** The part of a zod issue these helpers read; zod 4 issues of any schema fit. */
interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly code?: string;
  readonly keys?: readonly string[];
}

/** 'register.nameRequired' is a key; zod's own texts ("Invalid input: …") never look like one. */
const KEY_LIKE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;
export const isMessageKey = (message: string): boolean => KEY_LIKE.test(message);

/**
 * Field → message keys, in the order the rules failed (so [0] is the one to show), without
 * repeats. A message that is not a key (a zod default text) becomes common.invalidValue, so
 * both sides can always translate what they get. Each unknown field of a strict object gets
 * its own entry.
 */
export function fieldErrors(error: { readonly issues: readonly IssueLike[] }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const add = (field: string, key: string) => {
    const list = (out[field] ??= []);
    if (!list.includes(key)) list.push(key);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys?.length) {
      const prefix = issue.path.length ? `${issue.path.map(String).join('.')}.` : '';
      for (const key of issue.keys) add(prefix + key, COMMON_MESSAGES.unknownField);
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : FORM_FIELD;
    add(field, isMessageKey(issue.message) ? issue.message : COMMON_MESSAGES.invalidValue);
  }
  return out;
}

/** Field → the first failing rule's key: what a form shows under each field. */
export function firstErrors(error: { readonly issues: readonly IssueLike[] }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, keys] of Object.entries(fieldErrors(error))) {
    if (keys[0] !== undefined) out[field] = keys[0];
  }
  return out;
}

/** The 422 answer for a zod error; `message` is already in the request's language. */
export function validationErrorBody(error: { readonly issues: readonly IssueLike[] }, message: string): ApiError {
  return { message, code: 'validation_failed', errors: fieldErrors(error) };
}

/**
 * The text of a failed call as the registration alert shows it (SPEC §8): the first value in
 * `errors` (its first element if a list), else `message`, else the fallback.
 */
export function apiErrorMessage(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null) return fallback;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (typeof errors === 'object' && errors !== null) {
    for (const value of Object.values(errors)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string' && first.trim()) return first;
    }
  }
  return typeof message === 'string' && message.trim() ? message : fallback;
}
