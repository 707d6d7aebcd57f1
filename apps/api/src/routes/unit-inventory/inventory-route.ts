// GET /developments/{slug}/units (issue 22, decision 034): the office's plan of a development —
// every unit with status, price, hold and buyer, and the counts per status. Admin and sales team.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { developmentUnitsAnswerSchema } from '@vitrina/contracts';
import { requestLanguage } from '../../i18n/translate';
import { requireOffice } from '../../plugins/auth';
import { developmentNotFound } from '../developments/admin-answer';
import { findDevelopmentBySlug } from '../developments/developments-repository';
import { toInventoryAnswer } from './inventory-answer';
import { listInventoryUnits } from './inventory-repository';
import { TAG, bearer, errorResponses, notModified, slugParams, type InventoryOptions } from './route-schemas';
import { sendWithEtag } from './send-with-etag';

/** Admin and the sales team (decision 034: the team places holds from the plan). */

export const inventoryRoutes: FastifyPluginAsyncZod<InventoryOptions> = async (app) => {
  app.get(
    '/developments/:slug/units',
    {
      // The body goes out compressed by sendCachedJson (once per answer), not again.
      compress: false,
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A development's units with status, price, hold and buyer (Admin, sales team; ETag, 304)",
        description:
          'Top floor first, then by position (units without one last on their floor), then by number; `counts` per status over all units. ' +
          'Never kept by a cache (`private, no-store`), but it carries an ETag of its body: send it back in If-None-Match to get a 304 ' +
          'while nothing changed (the stacking plan polls). 404 for an unknown development.',
        security: bearer,
        params: slugParams,
        response: { 200: developmentUnitsAnswerSchema, 304: notModified, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const db = app.database.db;
      const development = await findDevelopmentBySlug(db, request.params.slug);
      if (!development) throw developmentNotFound();
      const rows = await listInventoryUnits(db, development.id);
      return sendWithEtag(request, reply, toInventoryAnswer(development, rows, requestLanguage(request)));
    },
  );
};
