// GET /images/{hash}?w=: a stored WebP rendition. The URL names the content, so the answer
// may be cached forever; recently served pictures are also kept in memory.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVALID } from '@vitrina/contracts';
import { etagMatches } from '../../cache/response-cache';
import { AppError } from '../../http/errors';
import { listVariants, readVariantData } from '../../images/image-repository';
import { DISPLAY_WIDTH, IMAGE_HASH_PATTERN, chooseVariantWidth } from '../../images/image-urls';
import { TAG, errorResponses, leanRead, type CatalogueOptions, type StoredPicture } from './route-schemas';

const params = z.object({ hash: z.string(INVALID).regex(IMAGE_HASH_PATTERN, INVALID) }, INVALID);
const query = z.object(
  {
    w: z.coerce
      .number(INVALID)
      .int(INVALID)
      .min(1, INVALID)
      .max(10_000, INVALID)
      .default(DISPLAY_WIDTH)
      .describe('Wanted width in px (320, 640, 1280): the nearest stored width not above it, else the smallest'),
  },
  INVALID,
);

const IMMUTABLE = 'public, max-age=31536000, immutable';

export const imageRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  async function load(hash: string, wanted: number): Promise<StoredPicture> {
    const key = `${hash}:${wanted}`;
    const kept = ctx.pictures.get(key);
    if (kept) return kept;
    const variants = await listVariants(db(), hash);
    const width = chooseVariantWidth(
      variants.map((v) => v.width),
      wanted,
    );
    const variant = variants.find((v) => v.width === width);
    const data = variant && (await readVariantData(db(), variant.imageId, variant.width));
    if (!variant || !data) throw new AppError('not_found', 'catalogue.imageNotFound');
    const picture = { width: variant.width, data };
    ctx.pictures.set(key, picture);
    return picture;
  }

  app.get(
    '/images/:hash',
    {
      ...leanRead,
      schema: {
        tags: [TAG],
        summary: 'A stored picture (WebP), by content hash',
        params,
        querystring: query,
        response: {
          200: z.any().describe('image/webp'),
          304: z.null().describe('Not modified'),
          ...errorResponses(404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const { hash } = request.params;
      const picture = await load(hash, request.query.w);
      const etag = `"${hash}-${picture.width}"`;
      reply
        .header('content-type', 'image/webp')
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.send(picture.data);
    },
  );
};
