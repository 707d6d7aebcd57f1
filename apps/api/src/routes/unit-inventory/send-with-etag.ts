// A signed-in answer the client may poll cheaply: `private, no-store` as every signed-in answer,
// with a strong ETag of its body, so a client that sends it back in If-None-Match gets a 304
// without the body (the stacking plan asks every second).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonEntry } from '../../cache/response-cache';
import { sendCachedJson } from '../../cache/send-cached-json';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/auth';

export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, answer: unknown) {
  return sendCachedJson(request, reply, jsonEntry(answer), { cacheControl: PRIVATE_CACHE_CONTROL, vary: 'Accept-Language' });
}
