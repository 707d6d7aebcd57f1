// A development's bulk unit setup (issue 22, decision 034, under /api): the generator, and the
// units as a spreadsheet. Registered by the developments routes, whose change signal every
// write fires, so cached public answers are dropped on every instance.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoutes } from './file-routes';
import { generateRoute } from './generate-route';
import type { DevelopmentsOptions } from './route-schemas';

export const unitSetupRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app, options) => {
  await app.register(generateRoute, options);
  await app.register(fileRoutes, options);
};
