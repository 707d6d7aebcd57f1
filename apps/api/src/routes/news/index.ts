// The construction news routes (issue 35, part 2; decision 064), under /api: the office's posts
// and their photos, a buyer's news and a development's public posts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeNewsRoutes } from './office-routes';
import { newsPhotoRoutes } from './photo-routes';
import { readerNewsRoutes } from './reader-routes';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(officeNewsRoutes);
  await app.register(readerNewsRoutes);
  await app.register(newsPhotoRoutes);
};
