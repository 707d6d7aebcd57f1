// The office's inventory of a development's units (issue 22, decision 034, under /api): the plan's
// read and its stream of changes, units written by hand, their price history, and bulk repricing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acquireCatalogueSignal } from '../../cache/catalogue-signal';
import { PlanChangeStreams } from '../../unit-inventory/plan-change-streams';
import { changesRoutes } from './changes-route';
import { inventoryRoutes } from './inventory-route';
import { priceHistoryRoutes } from './price-history-route';
import { repriceRoutes } from './reprice-route';
import { unitWriteRoutes } from './unit-write-routes';

export const unitInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { signal, release } = await acquireCatalogueSignal(app.database, app.log);
  app.addHook('onClose', release);
  await app.register(inventoryRoutes, { signal });
  // The plan's push (decision 037) listens to the pages' signal: every write the API accepts, on any instance.
  await app.register(changesRoutes, { streams: new PlanChangeStreams(app.publicPages.signal) });
  await app.register(unitWriteRoutes, { signal });
  await app.register(priceHistoryRoutes, { signal });
  await app.register(repriceRoutes, { signal });
};
