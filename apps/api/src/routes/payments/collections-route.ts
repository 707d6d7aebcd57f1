// GET /developments/{slug}/collections (issue 34, decision 051): the office's collections view of
// a development — lines overdue, lines due in the next 30 days, totals — as JSON or as a CSV or
// XLSX file. Office only (Admin, Vitrina, Selecta), checked before anything is read.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COLLECTIONS_COLUMNS, COLLECTIONS_WINDOW_DAYS, PAYMENT_DUE_SOON_DAYS, collectionsQuerySchema, collectionsSchema } from '@vitrina/contracts';
import { notFound } from '../../http/errors';
import { fileResponse, sendFile } from '../../http/spreadsheet-files';
import { requestLanguage } from '../../i18n/translate';
import { collectionsOf, writeCollectionsFile } from '../../payments/collections';
import { requireOffice } from '../../plugins/auth';
import { slugParams } from '../developments/route-schemas';
import { TAG, bearer, errorResponses } from './route-schemas';

export const collectionsRoute: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/developments/:slug/collections',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A development's collections: lines overdue and due in the next 30 days, with the totals (the office)",
        description:
          `Every schedule line of the development's units that have a buyer (reserved or sold) with something left to pay: overdue (past its date; oldest first) and due from today to due_until (${COLLECTIONS_WINDOW_DAYS} days ahead; soonest first), ` +
          `each with its unit, buyer (name, e-mail), label in the request's language, due date, amount, paid, left and status (overdue; due within ${PAYMENT_DUE_SOON_DAYS} days; upcoming). ` +
          "totals: what is left overdue and due in the window, everything paid, everything scheduled, and outstanding (scheduled − paid). Amounts in the development's currency, numbers with at most two decimals, added up in whole cents; days are the development's (its time_zone, decision 057): as_of is today there. " +
          `format=csv or xlsx answers the same as a file to download (columns: ${COLLECTIONS_COLUMNS.join(', ')}, headers in the request's language; then a row per total), ` +
          'CSV in UTF-8 with a BOM; a text starting with = + - or @ is written behind an apostrophe, so no spreadsheet runs it as a formula.',
        security: bearer,
        params: slugParams,
        querystring: collectionsQuerySchema,
        response: {
          200: (() => {
            const file = fileResponse('The view (JSON), or the file as an attachment named collections-{slug}-{yyyy-mm-dd}.csv|xlsx');
            return { ...file, content: { 'application/json': { schema: collectionsSchema }, ...file.content } };
          })(),
          ...errorResponses(401, 403, 404, 422, 503),
        },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { format } = request.query;
      const view = await collectionsOf(app.database.db, request.params.slug, lang, app.now());
      if (!view) throw notFound('developments.notFound');
      // The JSON text goes as it is, past the serializer's zod encode, as the stacking plan's
      // does (send-with-etag.ts): at 12,000 listed lines that check cost more than the query.
      // The view is built as the contract's type (collectionsOf); the tests parse it with the schema.
      if (format === 'json') return reply.type('application/json; charset=utf-8').send(JSON.stringify(view));
      const bytes = await writeCollectionsFile(view, format, lang);
      return sendFile(reply, bytes, format, `collections-${view.development.slug}-${view.as_of}`);
    },
  );
};
