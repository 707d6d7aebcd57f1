// POST /developments/{slug}/units/reprice?dry_run=true|false (issue 22, decision 034; Admin):
// a selection's prices changed by a percentage or an amount, previewed and applied with the same
// computation (unit-inventory/reprice-plan.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dryRunQuerySchema, unitRepriceResultSchema, unitRepriceSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requireAdmin } from '../../plugins/auth';
import { repriceUnits } from '../../unit-inventory/reprice';
import { developmentNotFound } from '../developments/admin-answer';
import { TAG, bearer, errorResponses, slugParams, type InventoryOptions } from './route-schemas';

export const repriceRoutes: FastifyPluginAsyncZod<InventoryOptions> = async (app, { signal }) => {
  app.post(
    '/developments/:slug/units/reprice',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: "Change a selection of a development's prices, with a preview (Admin)",
        description:
          'Selects units by unit types, a floor range and statuses (each optional — an empty list is no filter — all must match). ' +
          'Every selected unit with a price gets price × (1 + value/100) (`percent`) or price + value (`amount`), rounded half up to `round_to`; ' +
          'units without a price are left alone and counted in `skipped`; a unit whose price would not change is not listed. ' +
          '`?dry_run=true` answers the changes without writing; otherwise the same computation runs on the prices read (locked) in the write’s ' +
          'transaction, every new price is written with one price-history row per unit (`reason`), all or nothing. ' +
          'Any new price below zero: 422 `units.priceBelowZero`, nothing written.',
        security: bearer,
        params: slugParams,
        querystring: dryRunQuerySchema,
        body: unitRepriceSchema,
        response: { 200: unitRepriceResultSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const dryRun = request.query.dry_run;
      const outcome = await repriceUnits(signal, app.database.db, request.user!.id, request.params.slug, request.body, dryRun);
      if (outcome.kind === 'development-not-found') throw developmentNotFound();
      if (outcome.kind === 'below-zero') {
        const params = { count: outcome.count };
        throw new AppError('validation_failed', 'units.priceBelowZero', { params, errors: { value: ['units.priceBelowZero'] } });
      }
      if (!dryRun) request.log.info({ slug: request.params.slug, changed: outcome.result.changes.length, actorId: request.user!.id }, 'units repriced');
      return outcome.result;
    },
  );
};
