// Sends a cached JSON answer as it is: validators, the encoding chosen once per entry, and 304
// when the client's copy is current. The JSON text bypasses Fastify's serializer on purpose.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodedBody, etagMatches, type CachedJson, type ResponseCache } from './response-cache';

export interface SendCachedOptions {
  /** Cache-Control of a GET answer; validators (ETag, 304) only for GET/HEAD. */
  cacheControl?: string;
  /** Request headers the answer depends on, besides Accept-Encoding. */
  vary?: string;
}

export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, entry: CachedJson, options: SendCachedOptions = {}) {
  const { data, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  reply.header('vary', options.vary ? `${options.vary}, Accept-Encoding` : 'Accept-Encoding');
  const cacheable = request.method === 'GET' || request.method === 'HEAD';
  if (cacheable) {
    // Each encoding is its own representation, so its own strong validator.
    const etag = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
    reply.header('etag', etag);
    if (options.cacheControl) reply.header('cache-control', options.cacheControl);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(data);
}

/**
 * Answers from the cache: synchronously on a hit (no promise on the hot path), else once
 * build() has run. Returns what a Fastify handler may return after sending.
 */
export function serveCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  key: string,
  build: () => Promise<unknown>,
  options: SendCachedOptions = {},
): undefined | Promise<undefined> {
  const hit = cache.peek(key);
  if (hit) {
    cache.lookups.hits++;
    sendCachedJson(request, reply, hit, options);
    return undefined;
  }
  cache.lookups.misses++;
  return cache.get(key, build).then((entry) => {
    sendCachedJson(request, reply, entry, options);
    return undefined;
  });
}
