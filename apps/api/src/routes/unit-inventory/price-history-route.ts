// GET /units/{id}/prices (issue 22, decision 034): a unit's price history, newest first. It
// follows the plan: the Admin and the sales team.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, unitPriceHistorySchema } from '@vitrina/contracts';
import { unitExists } from '../units/units-repository';
import { requireOffice } from '../../plugins/auth';
import { listPriceChanges } from './price-history-repository';
import { TAG, bearer, errorResponses, type InventoryOptions } from './route-schemas';
import { unitNotFound } from './unit-write-routes';

export const priceHistoryRoutes: FastifyPluginAsyncZod<InventoryOptions> = async (app) => {
  app.get(
    '/units/:id/prices',
    {
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A unit's price history, newest first (Admin, sales team)",
        description: 'Every change of its list price: by hand, by a bulk reprice or by an import — who, when, the old and new price (null: none), and why.',
        security: bearer,
        params: idParamsSchema,
        response: { 200: unitPriceHistorySchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const db = app.database.db;
      const rows = await listPriceChanges(db, request.params.id);
      if (rows.length === 0 && !(await unitExists(db, request.params.id))) throw unitNotFound();
      return rows.map((r) => ({
        id: r.id,
        old_price: r.oldPrice,
        new_price: r.newPrice,
        reason: r.reason,
        actor: r.actorId !== null ? { id: r.actorId, name: r.actorName ?? '' } : null,
        created_at: r.createdAt.toISOString(),
      }));
    },
  );
};
