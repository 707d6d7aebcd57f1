// The public catalogue reads (SPEC §7): every item, one item, and the items of a category for
// a typology. Answers come from the response cache; any write to items or images empties it.
// Handlers are not async on purpose: a cache hit is sent without a promise in between.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogueLangSchema,
  categoryFetchesItems,
  idParamsSchema,
  itemSchema,
  itemsByCategoryQuerySchema,
  itemsListSchema,
  type Category,
  type TypologyCode,
} from '@vitrina/contracts';
import { serveCachedJson } from '../../cache/send-cached-json';
import { AppError } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { findItem, listItems, listItemsByCategory } from './catalogue-repository';
import { toItemAnswer } from './item-answer';
import { memoizedQueryValidator } from './memo-validator';
import { CATALOGUE_READ_CACHE, TAG, errorResponses, leanRead, type CatalogueOptions } from './route-schemas';

const langQuery = z.object({ lang: catalogueLangSchema });
const notModified = z.null().describe('Not modified: the copy named in If-None-Match is current');

export const itemReadRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  const db = () => app.database.db;

  const serve = (request: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>) =>
    serveCachedJson(request, reply, ctx.responses, key, build, CATALOGUE_READ_CACHE);

  const serveCategory = (request: FastifyRequest, reply: FastifyReply, category: Category, typology: TypologyCode) => {
    const lang = requestLanguage(request);
    return serve(request, reply, `category|${category}|${typology}|${lang}`, async () =>
      // BLACK shows the marketing view and lists nothing (SPEC §4).
      categoryFetchesItems(category) ? (await listItemsByCategory(db(), category, typology)).map((r) => toItemAnswer(r, lang)) : [],
    );
  };

  app.post(
    '/items/category',
    {
      ...leanRead,
      schema: {
        tags: [TAG],
        summary: 'Items of a category for a typology (BLACK: always empty)',
        description: "'ESTÁNDAR' is read as ESTANDAR; typology defaults to 2R. Items are ordered by room, then code.",
        body: itemsByCategoryQuerySchema,
        response: { 200: itemsListSchema, ...errorResponses(422, 503) },
      },
    },
    (request, reply) => serveCategory(request, reply, request.body.category, request.body.typology),
  );

  app.get(
    '/items/category',
    {
      ...leanRead,
      validatorCompiler: memoizedQueryValidator,
      schema: {
        tags: [TAG],
        summary: 'Items of a category for a typology, cacheable (ETag, 304)',
        description: 'The GET mirror of POST /items/category. Revalidate with If-None-Match: a write changes the ETag at once.',
        querystring: itemsByCategoryQuerySchema,
        response: { 200: itemsListSchema, 304: notModified, ...errorResponses(422, 503) },
      },
    },
    (request, reply) => serveCategory(request, reply, request.query.category, request.query.typology),
  );

  app.get(
    '/items',
    {
      ...leanRead,
      schema: {
        tags: [TAG],
        summary: 'Every item, ordered by room then code',
        querystring: langQuery,
        response: { 200: itemsListSchema, 304: notModified, ...errorResponses(503) },
      },
    },
    (request, reply) => {
      const lang = requestLanguage(request);
      return serve(request, reply, `items|${lang}`, async () => (await listItems(db())).map((r) => toItemAnswer(r, lang)));
    },
  );

  app.get(
    '/getItem/:id',
    {
      ...leanRead,
      schema: {
        tags: [TAG],
        summary: 'One item',
        params: idParamsSchema,
        querystring: langQuery,
        response: { 200: itemSchema, 304: notModified, ...errorResponses(404, 422, 503) },
      },
    },
    (request, reply) => {
      const lang = requestLanguage(request);
      const { id } = request.params;
      return serve(request, reply, `item|${id}|${lang}`, async () => {
        const row = await findItem(db(), id);
        if (!row) throw new AppError('not_found', 'catalogue.itemNotFound');
        return toItemAnswer(row, lang);
      });
    },
  );
};
