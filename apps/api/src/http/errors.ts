// Domain failures carry a stable code and a message key; one handler (error-handler.ts) turns
// them, and every other error, into `{ message, code, errors? }` in the request's language.

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'database_unavailable'
  | 'internal';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 422,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  database_unavailable: 503,
  internal: 500,
};

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
    this.status = options.status ?? STATUS[code];
  }
}

export const notFound = (messageKey = 'common.notFound') => new AppError('not_found', messageKey);
