// The Cache Storage names of what is kept for offline use (issue 12), shared by the service
// worker (src/service-worker) and the page (downloads, sign-out).

/** Pictures shown while browsing: cache-first, bounded to PICTURES_MAX_BYTES, oldest out first. */
export const PICTURES_CACHE = 'vitrina-pictures';
export const PICTURES_MAX_BYTES = 60 * 1024 * 1024;
/** The brochure PDFs opened (one per language): network first, this copy offline. */
export const BROCHURE_CACHE = 'vitrina-brochure';
/** A unit downloaded for offline use: its pictures, never trimmed, removed by the person. */
export const DOWNLOAD_CACHE_PREFIX = 'vitrina-download-';
export const downloadCacheName = (unitId: string) => `${DOWNLOAD_CACHE_PREFIX}${unitId}`;

/**
 * The documents of a unit's file (issue 34, decision 052) this account downloaded: a copy of each
 * kept by the page (the worker never sees these requests: they carry a bearer token and are
 * `no-store`), opened from here when there is no connection, removed on the account's sign-out.
 */
export const DOCUMENT_COPIES_PREFIX = 'vitrina-documents-';
export const documentCopiesCacheName = (userId: number | null) => `${DOCUMENT_COPIES_PREFIX}${userId ?? 'none'}`;

/** Marks a download's own picture requests: the worker does not keep a second copy of them. */
export const DOWNLOAD_REQUEST_HEADER = 'x-vitrina-download';

/** Headers the worker adds to a kept picture: its size and when it was kept. */
export const KEPT_BYTES_HEADER = 'x-vitrina-bytes';
export const KEPT_AT_HEADER = 'x-vitrina-kept-at';

/** Whether a request is for a stored picture (GET /api/images/{hash}?w=…). */
export const isPictureUrl = (url: URL) => url.pathname.startsWith('/api/images/');

/**
 * Whether a request is for a development's brochure (decision 030's two addresses) or a stored
 * file (a unit type's floor plan as a PDF, GET /api/files/{hash}): asked for afresh, kept for
 * offline use.
 */
export const isBrochureUrl = (url: URL) => url.pathname.startsWith('/api/pdf/') || url.pathname.startsWith('/api/files/') || /^\/api\/developments\/[^/]+\/pdf\/[^/]+$/.test(url.pathname);

