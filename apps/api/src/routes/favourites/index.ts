import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Favourites of the signed-in user, synced from the browser's userFavorites (issue 4). */
export const favouritesRoutes: FastifyPluginAsyncZod = async () => {};
