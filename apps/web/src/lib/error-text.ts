// What a screen shows for a failed call, and how it tells failures apart: by the error's stable
// code (the contracts' ERROR_CODES, or 'network'/'timeout' when no answer came), never by the
// HTTP status. The text is the server's, already translated in the request's language, when it
// sent one; else the screen's own fallback text.
import { apiErrorMessage } from '@vitrina/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Namespace } from 'i18next';
import { isApiError, type ApiErrorCode } from './api-error';

/** The failure's code; undefined for an error that is no API error (or an answer without one). */
export const errorCode = (error: unknown): ApiErrorCode | undefined => (isApiError(error) ? error.code : undefined);

export interface ErrorTextOptions {
  /**
   * The first field message of a validation answer before its general message (the
   * registration alert of SPEC §8, a refused verification code).
   */
  fieldFirst?: boolean;
}

/** The server's text for the failure, else `fallback` (no answer, no message, not an API error). */
export function errorText(error: unknown, fallback: string, { fieldFirst = false }: ErrorTextOptions = {}): string {
  if (!isApiError(error) || typeof error.body !== 'object' || error.body === null) return fallback;
  if (fieldFirst) return apiErrorMessage(error.body, fallback);
  const { message } = error.body as { message?: unknown };
  return typeof message === 'string' && message.trim() ? message : fallback;
}

/**
 * `text(error, fallbackKey)`: the server's text, else the fallback key translated in the
 * namespace `ns` (with `values` for its placeholders, or another `ns`).
 */
export function useErrorText(ns: Namespace) {
  const { t } = useTranslation(ns);
  return useCallback(
    (error: unknown, fallbackKey: string, options: ErrorTextOptions & { values?: Record<string, unknown> } = {}) =>
      errorText(error, String(t(fallbackKey as never, options.values as never)), options),
    [t],
  );
}
