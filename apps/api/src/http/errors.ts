// Domain failures carry a stable code and a message key; one handler (error-handler.ts) turns
// them, and every other error, into `{ message, code, errors? }` in the request's language.

import { ERROR_STATUS, type ErrorCode } from '@vitrina/contracts';

export type { ErrorCode };

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    /** Key of a message in the API's catalogue (i18n/messages.ts). */
    readonly messageKey: string,
    readonly options: {
      params?: Record<string, string | number>;
      /** Field → message keys, for validation failures. */
      errors?: Record<string, string[]>;
      status?: number;
    } = {},
  ) {
    super(messageKey);
    this.status = options.status ?? ERROR_STATUS[code];
  }
}

export const notFound = (messageKey = 'common.notFound') => new AppError('not_found', messageKey);
