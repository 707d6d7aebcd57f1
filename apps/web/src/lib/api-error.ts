// What a screen may know of a failed API call: the parsed error body and its stable `code` —
// the server's (ERROR_CODES of the contracts) or, when no answer came, the client's 'network' or
// 'timeout'. Screens decide by the code, never by the HTTP status (kept for the client's own
// use). Kept apart from the client so screens handle errors without being able to call the API
// themselves (an ESLint rule keeps them from the client).
import type { ErrorCode } from '@vitrina/contracts';

/** No answer came: the line dropped ('network') or the server took too long ('timeout'). */
export type ClientErrorCode = 'network' | 'timeout';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The answer's code; 'network' or 'timeout' without an answer (status 0); else undefined. */
  readonly code: ApiErrorCode | undefined;

  constructor(status: number, body: unknown, fallback: string, unreachable?: ClientErrorCode) {
    const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : fallback;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const answered = typeof body === 'object' && body && 'code' in body ? (String(body.code) as ErrorCode) : undefined;
    this.code = answered ?? (status === 0 ? (unreachable ?? (fallback === 'timeout' ? 'timeout' : 'network')) : undefined);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * A 404 is an answer, not a failure: "there is no such thing". Read as null, it is kept in
 * the cache like any answer, renders the same "not found" on the server and in the browser,
 * and is not retried.
 */
export const orMissing = <T>(request: Promise<T>): Promise<T | null> =>
  request.catch((error: unknown) => {
    if (isApiError(error) && error.code === 'not_found') return null;
    throw error;
  });
