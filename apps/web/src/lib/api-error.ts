// What a screen may know of a failed API call: the HTTP status (0 without an answer), the
// parsed error body and its stable `code`. Kept apart from the client so screens handle errors
// without being able to call the API themselves (an ESLint rule keeps them from the client).
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly code: string | undefined;

  constructor(status: number, body: unknown, fallback: string) {
    const message = typeof body === 'object' && body && 'message' in body ? String(body.message) : fallback;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.code = typeof body === 'object' && body && 'code' in body ? String(body.code) : undefined;
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
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  });
