// The developments routes of issue 21 (under /api): the public reads, the Admin's reads and
// writes of developments, their photos and unit types, and the floor plans' files.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acquireCatalogueSignal } from '../../cache/catalogue-signal';
import { ResponseCache } from '../../cache/response-cache';
import { adminReadRoutes } from './admin-read-routes';
import { developmentWriteRoutes } from './development-write-routes';
import { fileRoute } from './file-route';
import { photoRoutes } from './photo-routes';
import { publicDevelopmentRoutes } from './public-routes';
import type { DevelopmentsContext } from './route-schemas';
import { typologyRoutes } from './typology-routes';
import { uploadRoutes } from './upload-routes';
import { unitSetupRoutes } from '../unit-setup';

export const developmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signal, release } = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', release);
  const ctx: DevelopmentsContext = { signal, responses: new ResponseCache(signal) };
  await app.register(publicDevelopmentRoutes, { ctx });
  await app.register(adminReadRoutes, { ctx });
  await app.register(developmentWriteRoutes, { ctx });
  await app.register(typologyRoutes, { ctx });
  await app.register(photoRoutes, { ctx });
  await app.register(uploadRoutes, { ctx });
  await app.register(fileRoute, { ctx });
  await app.register(unitSetupRoutes, { ctx });
};
