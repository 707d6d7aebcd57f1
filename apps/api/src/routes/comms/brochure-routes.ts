// GET /pdf/{lang}: the brochure in es, en or fr (anything else: es), generated from the
// database and served from memory until the data changes (brochure/brochure-cache.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@vitrina/contracts';
import { BrochureCache } from '../../brochure/brochure-cache';
import { isLanguage } from '../../i18n/translate';

export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new BrochureCache(app.database.db, app.config, (info) => app.log.info(info, 'brochure generated'));

  app.get(
    '/pdf/:lang',
    {
      schema: {
        tags: ['comms'],
        summary: 'The development brochure as a PDF, in es, en or fr (any other value gives es)',
        params: z.object({ lang: z.string() }),
        response: {
          200: {
            description: 'The brochure (inline, file name brochure-{lang}.pdf, with an ETag)',
            content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
          },
          304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
        },
      },
    },
    async (request, reply) => {
      const requested = request.params.lang.toLowerCase();
      const lang = isLanguage(requested) ? requested : DEFAULT_LANGUAGE;
      const brochure = await cache.get(lang);
      reply
        .header('etag', brochure.etag)
        // Revalidate every time: a changed development must never be shown stale.
        .header('cache-control', 'public, no-cache');
      const tags = request.headers['if-none-match'];
      if (tags && tags.split(',').some((tag) => tag.trim().replace(/^W\//, '') === brochure.etag)) {
        return reply.status(304).send(null);
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="brochure-${lang}.pdf"`)
        // The schema documents binary as a string; Fastify sends a Buffer as it is, unserialized.
        .send(brochure.pdf as unknown as string);
    },
  );
};
