// Pieces shared by the catalogue routes: OpenAPI tags, error answers and the caching policy.
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { ByteLru } from '../../cache/byte-lru';
import type { ChangeSignal } from '../../cache/change-signal';
import type { ResponseCache } from '../../cache/response-cache';

export const TAG = 'catalogue';

export { bearer, errorResponses } from '../../http/route-schemas';

/** What the catalogue routes share: the change signal, the answers and pictures kept in memory. */
export interface CatalogueContext {
  signal: ChangeSignal;
  responses: ResponseCache;
  /** Renditions served lately, by `{hash}:{requested width}`. */
  pictures: ByteLru<StoredPicture>;
}

export interface StoredPicture {
  width: number;
  data: Buffer;
}

export interface CatalogueOptions {
  ctx: CatalogueContext;
}

/**
 * Catalogue reads may be kept by browsers and proxies but must be revalidated on every use:
 * an admin's edit then shows at the next request, everywhere, and the revalidation costs a
 * 304 served from memory. (A max-age would let every copy stay stale for that long.)
 */
export const CATALOGUE_READ_CACHE = { cacheControl: 'public, no-cache', vary: 'Accept-Language' };

/**
 * The hot, cached reads skip helmet's and compress's per-request hooks (measured: together about
 * half the cost of a cached answer; the body is pre-compressed in the cache instead). What a
 * JSON or image answer needs of helmet's headers is set here in one call: nosniff, no
 * rendering or framing of the answer as a document, no cross-origin reads. HSTS and the
 * referrer policy ride on the app's pages, where they have an effect.
 */
const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
} as const;

export const leanRead = {
  helmet: false,
  compress: false,
  decompress: false,
  // A callback hook: no promise to settle on the hottest path.
  onRequest: (_request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.headers(API_SECURITY_HEADERS);
    done();
  },
} as const;
