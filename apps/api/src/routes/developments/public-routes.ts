// The public reads of issue 21, in the request's language: every development that is not
// archived (its card), and one development with its pages, photos, unit types and package
// terms. Served from the response cache, which every development or catalogue write empties.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developmentDetailSchema, developmentListSchema } from '@vitrina/contracts';
import { serveCachedJson } from '../../cache/send-cached-json';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { toPublicDetail, toSummary } from './development-answer';
import { findDevelopmentBySlug, firstBrowsableId, listDevelopmentSummaries, readDevelopmentParts } from './developments-repository';
import { PUBLIC_READ_CACHE, TAG, errorResponses, notModified, slugParams, type DevelopmentsOptions } from './route-schemas';

/** The body is sent pre-compressed from the cache: compress must not touch it again. */
const cachedRead = { compress: false, decompress: false } as const;

export const publicDevelopmentRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  app.get(
    '/developments',
    {
      ...cachedRead,
      schema: {
        tags: [TAG],
        summary: 'Every development that is not archived, in the Admin’s order (cacheable: ETag, 304)',
        description: '`first` is true on the first browsable one (selling or sold out): the seed’s paths (/location, …) show it.',
        response: { 200: developmentListSchema, 304: notModified, ...errorResponses(503) },
      },
    },
    (request, reply) => {
      const lang = requestLanguage(request);
      return serveCachedJson(request, reply, ctx.responses, `developments|${lang}`, async () => {
        const [rows, firstId] = await Promise.all([listDevelopmentSummaries(db(), { archived: false }), firstBrowsableId(db())]);
        return developmentListSchema.parse(rows.map((r) => toSummary(r, firstId)));
      }, PUBLIC_READ_CACHE);
    },
  );

  app.get(
    '/developments/:slug',
    {
      ...cachedRead,
      schema: {
        tags: [TAG],
        summary: 'One development in the request’s language (cacheable: ETag, 304)',
        description:
          'Each page’s text (an empty language falls back to Spanish, then any other) and photos (cover first, then by position), ' +
          'the unit types with cover and floor plan, the package terms, and the package prices that are set. Archived or unknown: 404.',
        params: slugParams,
        response: { 200: developmentDetailSchema, 304: notModified, ...errorResponses(404, 503) },
      },
    },
    (request, reply) => {
      const lang = requestLanguage(request);
      const { slug } = request.params;
      return serveCachedJson(request, reply, ctx.responses, `development|${slug}|${lang}`, async () => {
        const development = await findDevelopmentBySlug(db(), slug);
        if (!development || development.status === 'archived') throw new AppError('not_found', 'developments.notFound');
        const [parts, firstId] = await Promise.all([readDevelopmentParts(db(), development), firstBrowsableId(db())]);
        return developmentDetailSchema.parse(toPublicDetail(parts, lang, firstId));
      }, PUBLIC_READ_CACHE);
    },
  );
};
