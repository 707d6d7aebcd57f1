// Favourites of the signed-in user (issue 4), so the browser's userFavorites follow the user
// across devices: GET /favorites, PUT and DELETE /favorites/{itemId} (idempotent; 404 for an
// unknown item). Every route needs a session.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, favouriteParamsSchema, serverFavouritesSchema, type Category } from '@vitrina/contracts';
import { notFound } from '../../http/errors';
import { requestLanguage } from '../../i18n/translate';
import { chooseVariantWidth, imageUrl } from '../../images/image-urls';
import { requireUser } from '../../plugins/auth';
import { addFavourite, itemExists, listFavourites, removeFavourite } from './favourites-repository';

const TAG = 'favourites';
const security = [{ bearer: [] }];
/** The profile shows favourites as small thumbnails. */
const THUMBNAIL_WIDTH = 320;
const errors = { 401: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema };

export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites',
    {
      preHandler: requireUser,
      schema: { tags: [TAG], security, summary: "The signed-in user's favourite items", response: { 200: serverFavouritesSchema, 401: apiErrorSchema } },
    },
    async (request) => {
      const lang = requestLanguage(request);
      const rows = await listFavourites(app.database.db, request.user!.id);
      return rows.map((row) => {
        const width = row.hash ? chooseVariantWidth(row.widths ?? [], THUMBNAIL_WIDTH) : undefined;
        return {
          id: row.id,
          name: row.item[lang] || row.item.es || '',
          category: row.category as Category,
          image: row.hash && width ? imageUrl(row.hash, width) : null,
        };
      });
    },
  );

  app.put(
    '/favorites/:itemId',
    {
      preHandler: requireUser,
      schema: { tags: [TAG], security, summary: 'Marks an item as a favourite (idempotent)', params: favouriteParamsSchema, response: { 204: z.null().describe('No content'), ...errors } },
    },
    async (request, reply) => {
      const { itemId } = request.params;
      if (!(await itemExists(app.database.db, itemId))) throw notFound();
      await addFavourite(app.database.db, request.user!.id, itemId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/favorites/:itemId',
    {
      preHandler: requireUser,
      schema: { tags: [TAG], security, summary: 'Removes an item from the favourites (idempotent)', params: favouriteParamsSchema, response: { 204: z.null().describe('No content'), ...errors } },
    },
    async (request, reply) => {
      const { itemId } = request.params;
      if (!(await itemExists(app.database.db, itemId))) throw notFound();
      await removeFavourite(app.database.db, request.user!.id, itemId);
      return reply.status(204).send(null);
    },
  );
};
