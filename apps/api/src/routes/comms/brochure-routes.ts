// GET /pdf/{lang}: the first development's brochure in es, en or fr (anything else: es), and
// GET /developments/{slug}/pdf/{lang}: any browsable development's (issue 21). Generated from
// the database and served from memory until the data changes (brochure/brochure-cache.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, apiErrorSchema } from '@vitrina/contracts';
import { BrochureCache } from '../../brochure/brochure-cache';
import { etagMatches } from '../../cache/response-cache';
import { AppError } from '../../http/errors';
import { isLanguage } from '../../i18n/translate';

const pdfAnswer = {
  200: {
    description: 'The brochure (inline, with an ETag)',
    content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
  },
  304: z.null().describe('Not modified (If-None-Match matched the ETag)'),
};

export const brochureRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new BrochureCache(app.database.db, app.config, (info) => app.log.info(info, 'brochure generated'));

  const send = async (request: FastifyRequest, reply: FastifyReply, requested: string, slug: string | null) => {
    const lang = isLanguage(requested.toLowerCase()) ? (requested.toLowerCase() as typeof DEFAULT_LANGUAGE) : DEFAULT_LANGUAGE;
    const brochure = await cache.get(lang, slug);
    if (!brochure) throw new AppError('not_found', 'developments.notFound');
    // Revalidate every time: a changed development must never be shown stale.
    reply.header('etag', brochure.etag).header('cache-control', 'public, no-cache');
    if (etagMatches(request.headers['if-none-match'], brochure.etag)) return reply.status(304).send(null);
    return (
      reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="brochure-${slug ? `${slug}-` : ''}${lang}.pdf"`)
        // The schema documents binary as a string; Fastify sends a Buffer as it is, unserialized.
        .send(brochure.pdf as unknown as string)
    );
  };

  app.get(
    '/pdf/:lang',
    {
      schema: {
        tags: ['comms'],
        summary: 'The first development’s brochure as a PDF, in es, en or fr (any other value gives es)',
        description: 'The first development: browsable (selling or sold out), lowest in the Admin’s order. File name brochure-{lang}.pdf.',
        params: z.object({ lang: z.string() }),
        response: pdfAnswer,
      },
    },
    (request, reply) => send(request, reply, request.params.lang, null),
  );

  app.get(
    '/developments/:slug/pdf/:lang',
    {
      schema: {
        tags: ['developments'],
        summary: 'A development’s brochure as a PDF, in es, en or fr (any other value gives es)',
        description: 'Browsable developments only (selling or sold out); others 404. File name brochure-{slug}-{lang}.pdf.',
        params: z.object({ slug: z.string().max(200), lang: z.string() }),
        response: { ...pdfAnswer, 404: apiErrorSchema },
      },
    },
    (request, reply) => send(request, reply, request.params.lang, request.params.slug),
  );
};
