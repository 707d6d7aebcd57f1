// Pictures kept as they are shown (issue 12): cache-first (a picture's address names its
// content, so a kept copy never goes stale), about 60 MB at most, the oldest kept out first.
// Pictures of a downloaded unit live in their own cache and are looked up first.
import { DOWNLOAD_REQUEST_HEADER, KEPT_AT_HEADER, KEPT_BYTES_HEADER, PICTURES_CACHE, PICTURES_MAX_BYTES } from '../offline/cache-names';

/** Trimmed to this share of the bound, so a full cache is not trimmed on every new picture. */
const TRIM_TO = 0.9;

/** A copy of the answer that says how big it is and when it was kept. */
export async function withKeptHeaders(response: Response): Promise<{ copy: Response; bytes: number }> {
  const body = await response.clone().arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(KEPT_BYTES_HEADER, String(body.byteLength));
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  return { copy: new Response(body, { status: response.status, statusText: response.statusText, headers }), bytes: body.byteLength };
}

/** Everything in a cache, with its size and age, oldest first. */
export async function cacheEntries(cacheName: string): Promise<Array<{ request: Request; bytes: number; keptAt: number }>> {
  const cache = await caches.open(cacheName);
  const requests = await cache.keys();
  const listed = await Promise.all(
    requests.map(async (request) => {
      const response = await cache.match(request);
      return {
        request,
        bytes: Number(response?.headers.get(KEPT_BYTES_HEADER) ?? 0),
        keptAt: Number(response?.headers.get(KEPT_AT_HEADER) ?? 0),
      };
    }),
  );
  return listed.sort((a, b) => a.keptAt - b.keptAt);
}

let trimming: Promise<void> | null = null;

/** Deletes the oldest pictures until the cache is back under the bound. */
export function trimPictures(maxBytes = PICTURES_MAX_BYTES): Promise<void> {
  trimming ??= (async () => {
    try {
      const listed = await cacheEntries(PICTURES_CACHE);
      let total = listed.reduce((sum, entry) => sum + entry.bytes, 0);
      if (total <= maxBytes) return;
      const cache = await caches.open(PICTURES_CACHE);
      for (const entry of listed) {
        if (total <= maxBytes * TRIM_TO) break;
        await cache.delete(entry.request);
        total -= entry.bytes;
      }
    } finally {
      trimming = null;
    }
  })();
  return trimming;
}

async function keepPicture(request: Request, response: Response): Promise<void> {
  const { copy } = await withKeptHeaders(response);
  const cache = await caches.open(PICTURES_CACHE);
  await cache.put(request, copy);
  await trimPictures();
}

/**
 * A picture: a kept copy (a downloaded unit's or one shown before), else the network, kept
 * for next time. Offline, another width of the same picture is better than none.
 */
export async function answerPicture(request: Request, waitUntil: (work: Promise<unknown>) => void): Promise<Response> {
  const copy = await caches.match(request);
  if (copy) return copy;
  try {
    const response = await fetch(request);
    // A download keeps its pictures in its own cache (offline/downloads.ts).
    const kept = response.ok && response.type === 'basic' && !request.headers.has(DOWNLOAD_REQUEST_HEADER);
    if (kept) waitUntil(keepPicture(request, response.clone()));
    return response;
  } catch (error) {
    const anyWidth = await caches.match(request, { ignoreSearch: true });
    if (anyWidth) return anyWidth;
    throw error;
  }
}
