// A signed-in answer the client may poll cheaply: `private, no-store` as every signed-in answer,
// with a strong ETag of its body, so a client that sends it back in If-None-Match gets a 304
// without the body (the stacking plan asks every second).
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCachedJson } from '../../cache/send-cached-json';
import { PRIVATE_CACHE_CONTROL } from '../../plugins/auth';

export function sendWithEtag(request: FastifyRequest, reply: FastifyReply, answer: unknown) {
  const body = Buffer.from(JSON.stringify(answer));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return sendCachedJson(request, reply, { body, etag }, { cacheControl: PRIVATE_CACHE_CONTROL, vary: 'Accept-Language' });
}
