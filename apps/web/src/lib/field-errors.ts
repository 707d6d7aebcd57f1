// Field errors of a form, from the shared zod schema (message keys) or from the API's 4xx answer
// (`errors`: field → translated texts, the first one to show; DESIGN.md "API rules"). Both give
// field path → one message; TextField-style components translate a key and show a text as is.
import { FORM_FIELD, firstErrors } from '@vitrina/contracts';
import { isApiError } from './api-error';

export type FieldErrors = Record<string, string>;

/** Field path ('item.es', 'code') → the first failing rule's key. */
export const schemaFieldErrors = (error: Parameters<typeof firstErrors>[0]): FieldErrors => firstErrors(error);

/** Field path → the server's first message for it; {} when the answer names no field. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error)) return {};
  const errors = (error.body as { errors?: unknown } | null)?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : messages;
    if (typeof first === 'string' && first.trim() && field !== FORM_FIELD) out[field] = first;
  }
  return out;
}

/** The errors that belong to none of the form's fields (unknown fields, `_form`). */
export function unplacedErrors(errors: FieldErrors, fields: readonly string[]): string[] {
  return Object.entries(errors)
    .filter(([field]) => !fields.includes(field))
    .map(([, message]) => message);
}

