// A file from the API (an export, a template), fetched with the API client's headers: the
// bearer token, which a plain link could not send. lib/save-file hands it to the browser.
import { API_TIMEOUT_MS, type Language } from '@vitrina/contracts';
import { API_BASE, apiFailure, apiHeaders } from './api-client';
import { ApiError } from './api-error';
import { getSession } from './session';

/**
 * The file name of a Content-Disposition header: the RFC 6266 `filename*` (UTF-8, percent
 * encoded) first, else the plain `filename`; null without one. Only a base name is kept.
 */
export function fileNameFromDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      name = decodeURIComponent(extended[2].trim().replace(/^"|"$/g, ''));
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
    name = plain ? (plain[1] ?? plain[2] ?? '').replace(/\\(.)/g, '$1').trim() : null;
  }
  // Never a path: the browser would refuse it anyway, and a name is all we want.
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : null;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server named none. */
  fileName: string | null;
}

/** GET a file; failures are ApiErrors like any call's (status 0 without an answer). */
export async function apiDownload(path: string, { lang, signal, timeoutMs = API_TIMEOUT_MS * 6 }: { lang?: Language; signal?: AbortSignal; timeoutMs?: number } = {}): Promise<DownloadedFile> {
  const { token } = getSession();
  const headers = { ...apiHeaders(lang, token), Accept: '*/*' };
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, timeout.aborted ? 'timeout' : 'network');
  }
  if (!response.ok) {
    const body: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json().catch(() => null) : null;
    throw apiFailure(response.status, body, response.statusText, { token });
  }
  const blob = await response.blob().catch((cause: unknown) => {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, timeout.aborted ? 'timeout' : 'network');
  });
  return { blob, fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
}
