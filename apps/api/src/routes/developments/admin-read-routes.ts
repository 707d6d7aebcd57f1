// The Admin's reads (decision 030): every development, archived included, and one development
// with every language at once (the edit form shows them side by side), its photos, unit types
// (in_use: removing it would be refused) and units. Private answers: never cached.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDevelopmentListSchema, adminDevelopmentSchema } from '@vitrina/contracts';
import { requireAdmin } from '../../plugins/auth';
import { adminDevelopmentOf, developmentNotFound } from './admin-answer';
import { toAdminListEntry } from './development-answer';
import { findDevelopmentBySlug, firstBrowsableId, listDevelopmentSummaries } from './developments-repository';
import { TAG, bearer, errorResponses, slugParams, type DevelopmentsOptions } from './route-schemas';

export const adminReadRoutes: FastifyPluginAsyncZod<DevelopmentsOptions> = async (app) => {
  const db = () => app.database.db;

  app.get(
    '/admin/developments',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Every development, archived included, in the Admin’s order (Admin)',
        security: bearer,
        response: { 200: adminDevelopmentListSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async () => {
      const [rows, firstId] = await Promise.all([listDevelopmentSummaries(db(), { archived: true }), firstBrowsableId(db())]);
      return rows.map((r) => toAdminListEntry(r, firstId));
    },
  );

  app.get(
    '/admin/developments/:slug',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'One development in every language, with photos, unit types and units (Admin)',
        security: bearer,
        params: slugParams,
        response: { 200: adminDevelopmentSchema, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request) => {
      const development = await findDevelopmentBySlug(db(), request.params.slug);
      if (!development) throw developmentNotFound();
      return adminDevelopmentOf(db(), development);
    },
  );
};
