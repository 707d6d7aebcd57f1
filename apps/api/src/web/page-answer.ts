// How a cached page is answered (decision 036): its bytes as kept, in the encoding the client
// accepts, with validators a browser, a proxy or a CDN can revalidate with; and which requests
// may never be answered from the cache.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, preferredEncoding } from '../cache/response-cache';
import type { CachedPage } from './page-cache';

/**
 * Every answer revalidates (a 304 from memory when nothing changed), so an Admin's edit shows
 * at the next load, as for the catalogue's answers (decision 013).
 */
export const PAGE_CACHE_CONTROL = 'public, no-cache';
/** A page varies on the `lang` cookie, the preview's language and the encoding; a signed-in request gets the shell. */
export const PAGE_VARY = 'Cookie, Accept-Language, Accept-Encoding, Authorization';

/** A cookie or query parameter whose name says it carries a session or a token. */
const CREDENTIAL_NAME = /(?:^|[-_.])(?:session|sess|sid|token|auth|jwt)(?:$|[-_.])/i;

/**
 * A request that carries (or may carry) a session: it is never answered from the cache nor
 * rendered for it; it gets the shell, which renders in the browser with the session there.
 */
export function carriesCredentials(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined) return true;
  const cookieNames = (request.headers.cookie ?? '').split(';').map((part) => part.split('=')[0]?.trim() ?? '');
  if (cookieNames.some((name) => name !== 'lang' && CREDENTIAL_NAME.test(name))) return true;
  const query = request.url.indexOf('?');
  if (query < 0) return false;
  return [...new URLSearchParams(request.url.slice(query + 1)).keys()].some((name) => CREDENTIAL_NAME.test(name));
}

export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.status(page.status).type('text/html; charset=utf-8').header('vary', PAGE_VARY).header('cache-control', PAGE_CACHE_CONTROL);
  // A not-found page is answered as it is; only a found page has a representation to revalidate.
  if (page.status === 200) {
    // Each encoding is its own representation, so its own strong validator.
    const etag = encoding ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  }
  if (!encoding) return reply.send(page.data);
  return reply.header('content-encoding', encoding).send(encoding === 'br' ? page.br : page.gzip);
}
