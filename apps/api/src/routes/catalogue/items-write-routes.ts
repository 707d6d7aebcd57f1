// Admins create and edit items (the admin console's screens). Each write is one transaction
// that also tells every instance to forget its cached catalogue.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, itemWriteRequestSchema, itemWriteResponseSchema, type ItemWriteRequest, type Language } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { findItem, insertItem, updateItem, type ItemValues } from './catalogue-repository';
import { toItemAnswer } from './item-answer';
import { TAG, bearer, errorResponses, type CatalogueOptions } from './route-schemas';

const values = ({ lang: _lang, ...fields }: ItemWriteRequest): ItemValues => fields;

/** A unique violation (the item code), however deep the driver wrapped it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

const codeTaken = () => new AppError('conflict', 'catalogue.codeTaken', { errors: { code: ['catalogue.codeTaken'] } });

export const itemWriteRoutes: FastifyPluginAsyncZod<CatalogueOptions> = async (app, { ctx }) => {
  const answer = async (id: number, lang: Language, messageKey: string) => {
    const row = await findItem(app.database.db, id);
    if (!row) throw new AppError('not_found', 'catalogue.itemNotFound');
    return { success: true as const, message: translate(messageKey, lang), item: toItemAnswer(row, lang) };
  };

  app.post(
    '/items',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Create an item (Admin)',
        description: 'Texts in es, en and fr; the code is unique (409). BLACK has no items. The picture is added with /items/upload/{itemId}.',
        security: bearer,
        body: itemWriteRequestSchema,
        response: { 201: itemWriteResponseSchema, ...errorResponses(401, 403, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      let id: number;
      try {
        id = await ctx.signal.transaction((tx) => insertItem(tx, values(request.body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
      return reply.code(201).send(await answer(id, requestLanguage(request), 'catalogue.itemCreated'));
    },
  );

  app.put(
    '/items/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Edit every field of an item (Admin)',
        description: 'The same body as POST /items; the picture stays as it is.',
        security: bearer,
        params: idParamsSchema,
        body: itemWriteRequestSchema,
        response: { 200: itemWriteResponseSchema, ...errorResponses(401, 403, 404, 409, 422, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      try {
        await ctx.signal.transaction(async (tx) => {
          // Thrown inside, so an unknown id commits nothing and invalidates nothing.
          if (!(await updateItem(tx, id, values(request.body)))) throw new AppError('not_found', 'catalogue.itemNotFound');
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken();
        throw error;
      }
      return answer(id, requestLanguage(request), 'catalogue.itemUpdated');
    },
  );
};
