// The office's inventory of a development's units (issue 22, decision 034, under /api): the plan's
// read, units written by hand, their price history, and bulk repricing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acquireCatalogueSignal } from '../../cache/catalogue-signal';
import { inventoryRoutes } from './inventory-route';
import { priceHistoryRoutes } from './price-history-route';
import { repriceRoutes } from './reprice-route';
import { unitWriteRoutes } from './unit-write-routes';

export const unitInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signal, release } = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', release);
  await app.register(inventoryRoutes, { signal });
  await app.register(unitWriteRoutes, { signal });
  await app.register(priceHistoryRoutes, { signal });
  await app.register(repriceRoutes, { signal });
};
