// Pieces shared by the developments routes: the OpenAPI tag, the context (change signal and
// cached answers), params, and the caching policy of the public reads.
import { z } from 'zod';
import { INVALID } from '@vitrina/contracts';
import type { ChangeSignal } from '../../cache/change-signal';
import type { ResponseCache } from '../../cache/response-cache';

export const TAG = 'developments';
export { bearer, errorResponses } from '../../http/route-schemas';

/**
 * The developments share the catalogue's change signal: a development write bumps it, so the
 * cached answers here, the catalogue's and the pages derived from both are dropped together,
 * on every instance (PostgreSQL NOTIFY).
 */
export interface DevelopmentsContext {
  signal: ChangeSignal;
  responses: ResponseCache;
}

export interface DevelopmentsOptions {
  ctx: DevelopmentsContext;
}

/**
 * Any text: an unknown or malformed slug answers 404 like a missing one (a visitor's old link
 * is "not found", not "invalid"). The write bodies check new slugs with the contracts' rule.
 */
export const slugParams = z.object({ slug: z.string(INVALID).max(200, INVALID) }, INVALID);

/** Revalidated on every use (ETag, 304 from memory): an Admin's edit shows at the next request. */
export const PUBLIC_READ_CACHE = { cacheControl: 'public, no-cache', vary: 'Accept-Language' };

export const notModified = z.null().describe('Not modified: the copy named in If-None-Match is current');
