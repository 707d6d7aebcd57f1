// GET /files/{hash}: a floor plan's PDF, kept as uploaded. The URL names the content, so the
// answer may be cached forever; it opens in the browser's viewer (inline).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID } from '@vitrina/contracts';
import { etagMatches } from '../../cache/response-cache';
import { AppError } from '../../http/errors';
import { IMAGE_HASH_PATTERN } from '../../images/image-urls';
import { findStoredFile } from './developments-repository';
import { TAG, errorResponses, notModified, type DevelopmentsOptions } from './route-schemas';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** SHA-256 hex, as pictures are named. */
const params = z.object({ hash: z.string(INVALID).regex(IMAGE_HASH_PATTERN, INVALID) }, INVALID);

export const fileRoute: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app) => {
  app.get(
    '/files/:hash',
    {
      schema: {
        tags: [TAG],
        summary: 'A stored file (a floor plan’s PDF), by content hash',
        params,
        response: {
          200: { description: 'The file, inline', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } },
          304: notModified,
          ...errorResponses(404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const file = await findStoredFile(app.database.db, hash);
      if (!file) throw new AppError('not_found', 'developments.fileNotFound');
      const etag = `"${hash}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply
        .type(file.contentType)
        .header('content-disposition', `inline; filename="floor-plan-${hash.slice(0, 8)}.pdf"`)
        .send(file.data as unknown as string);
    },
  );
};
