// The one HTTP client of the web app (SPEC §7): base /api, 10 s timeout, JSON, the bearer
// token from storage, Accept-Language from the interface language. A 401 to a call that
// carried a token means the session is gone: it is cleared and the user sent to /login.
import { API_TIMEOUT_MS, type Language } from '@vitrina/contracts';
import type * as AnswerSchemaModule from './answer-schemas';
import { ApiError } from './api-error';
import { currentLanguage } from './i18n';
import { clearSession, getSession } from './session';

export const API_BASE = '/api';

let onUnauthorized: () => void = () => {};
/** The app decides where a lost session goes (the router's navigate to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** false: a 401 is just an error (sign-in, log out), the session is left to the caller. */
  authRedirect?: boolean;
  /** The browser's HTTP cache mode; 'reload' refreshes an answer the server let it keep. */
  cache?: RequestCache;
  /**
   * The answer's language (Accept-Language). Queries whose answer depends on it pass the
   * language of their key, so the key and the answer always agree; others get the current one.
   */
  lang?: Language;
  /** More headers (an Idempotency-Key). */
  headers?: Record<string, string>;
}

/** What every fetcher takes besides its own arguments: the caller's abort signal and language. */
export interface CallOptions {
  signal?: AbortSignal;
  lang?: Language;
}
/** A fetcher whose answer is translated names its language: the one in its query key. */
export type LocalisedCallOptions = CallOptions & { lang: Language };

/**
 * How requests leave: the browser's fetch against /api. The server renderer swaps it for one
 * that answers in-process (apps/api/src/web/render-page.ts), so the same fetchers serve both.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(`${API_BASE}${path}`, init);
export function setApiTransport(next: typeof transport): void {
  transport = next;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204 || !type.includes('json')) return null;
  return response.json().catch(() => null);
}

export type AnswerSchemas = typeof AnswerSchemaModule;
const loadAnswerSchemas = () => import('./answer-schemas');

/**
 * The answer, checked: `check` picks the contract schema (or check function) from
 * answer-schemas.ts, which loads alongside the request, not with the page.
 */
export async function apiRequestChecked<T>(path: string, check: (schemas: AnswerSchemas) => { parse(value: unknown): T } | ((value: unknown) => T), options: RequestOptions = {}): Promise<T> {
  const [schemas, answer] = await Promise.all([loadAnswerSchemas(), apiRequest(path, options)]);
  const checker = check(schemas);
  return typeof checker === 'function' ? checker(answer) : checker.parse(answer);
}

/**
 * The headers every call carries: JSON answers, the answer's language, the bearer token. The
 * uploads (XMLHttpRequest, for its progress events) and the file downloads send them too.
 * Accept-Language is the only way the web app tells the API a language: the caller's (a
 * query's key, a kept write's), else the current one. Bodies and queries carry none.
 */
export function apiHeaders(lang: Language = currentLanguage(), token = getSession().token): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': lang };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** A refused answer as an ApiError. A 401 to a call that carried a token ends the session. */
export function apiFailure(status: number, body: unknown, statusText: string, { token, authRedirect = true }: { token: string | null | undefined; authRedirect?: boolean }): ApiError {
  if (status === 401 && token && authRedirect) {
    clearSession();
    onUnauthorized();
  }
  return new ApiError(status, body, statusText);
}

/** The answer's parsed JSON, unchecked: each fetcher checks it with its contract schema. */
export async function apiRequest(path: string, { method = 'GET', body, signal, authRedirect = true, cache, lang, headers: extra }: RequestOptions = {}): Promise<unknown> {
  const { token } = getSession();
  const headers: Record<string, string> = { ...apiHeaders(lang, token), ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      ...(cache ? { cache } : {}),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'network', timeout.aborted ? 'timeout' : 'network');
  }
  const data = await readBody(response);
  if (!response.ok) throw apiFailure(response.status, data, response.statusText, { token, authRedirect });
  return data;
}

/** A conditional GET's outcome: unchanged (304), or the new answer and its validator. */
export type ConditionalAnswer = { changed: false } | { changed: true; data: unknown; etag: string | null };

/**
 * GET with If-None-Match (a polled list, e.g. the stacking plan): a 304 says nothing changed, so
 * the caller keeps what it has and draws nothing. With the header set by hand the browser's cache
 * stays out of the way and passes the 304 through.
 */
export async function apiRequestConditional(path: string, etag: string | null, { signal, lang }: CallOptions = {}): Promise<ConditionalAnswer> {
  const { token } = getSession();
  const headers: Record<string, string> = apiHeaders(lang, token);
  if (etag) headers['If-None-Match'] = etag;
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  let response: Response;
  try {
    response = await transport(path, { method: 'GET', headers, cache: 'no-store', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'network', timeout.aborted ? 'timeout' : 'network');
  }
  if (response.status === 304) return { changed: false };
  const data = await readBody(response);
  if (!response.ok) throw apiFailure(response.status, data, response.statusText, { token });
  return { changed: true, data, etag: response.headers.get('etag') };
}
