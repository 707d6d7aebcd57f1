// Uploads a form to the API with XMLHttpRequest: fetch reports no upload progress. Same headers
// (token, language) and same failures (ApiError, a lost session sent to /login) as the API
// client; an abort signal stops the upload.
import { API_TIMEOUT_MS, type Language } from '@vitrina/contracts';
import { API_BASE, apiFailure, apiHeaders } from './api-client';
import { ApiError } from './api-error';
import { getSession } from './session';

export interface UploadOptions {
  lang?: Language;
  signal?: AbortSignal;
  /** 0…1 while the body is being sent (only when the browser knows the total). */
  onProgress?: (fraction: number) => void;
  /** The whole body is sent: from here on the server is working and only the answer is awaited. */
  onSent?: () => void;
  /** Large files on a slow line: six times the usual timeout unless told otherwise. */
  timeoutMs?: number;
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError');

/** The answer's JSON (null when it has none); rejects with an ApiError, or an AbortError once cancelled. */
export function uploadForm(path: string, form: FormData, { lang, signal, onProgress, onSent, timeoutMs = API_TIMEOUT_MS * 6 }: UploadOptions = {}): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const { token } = getSession();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.timeout = timeoutMs;
    xhr.responseType = 'json';
    for (const [name, value] of Object.entries(apiHeaders(lang, token))) xhr.setRequestHeader(name, value);

    const stop = () => xhr.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const settle = () => signal?.removeEventListener('abort', stop);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.upload.onload = () => onSent?.();
    xhr.onload = () => {
      settle();
      // responseType 'json' gives null for an answer that is not JSON (a proxy's HTML page).
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(apiFailure(xhr.status, body, xhr.statusText, { token }));
    };
    xhr.onerror = () => {
      settle();
      reject(new ApiError(0, null, 'network'));
    };
    xhr.ontimeout = () => {
      settle();
      reject(new ApiError(0, null, 'timeout'));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    xhr.send(form);
  });
}

export const isAbort = (error: unknown): boolean => error instanceof DOMException && error.name === 'AbortError';
