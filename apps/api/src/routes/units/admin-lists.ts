// The admin's lists (SPEC §2.17 clients page, §2.18 assign dialog): every unit, the purchased
// ones with their owner, the available ones, and the users a unit can be assigned to.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { propertiesListSchema, usersListSchema } from '@vitrina/contracts';
import { requestLanguage } from '../../i18n/translate';
import { requireAdmin } from '../../plugins/auth';
import { withFallbackMessage } from './fallback-message';
import { toUser } from '../../users/user-answer';
import { toProperty } from './property-view';
import { listUnits, listUsers, type UnitFilter } from './units-repository';
import { TAG, bearer, errorResponses } from './route-schemas';

const LISTS: { url: string; filter: UnitFilter; summary: string }[] = [
  { url: '/getAllProperties', filter: 'all', summary: 'Every unit, with its owner (Admin)' },
  { url: '/properties/whith-user', filter: 'purchased', summary: 'Purchased units, with their owner (Admin)' },
  { url: '/properties/no-user', filter: 'available', summary: 'Units still available (Admin)' },
];

export const adminListRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { url, filter, summary } of LISTS) {
    app.get(
      url,
      {
        // Checked on request, before any input is read: a non-admin learns nothing else.
        onRequest: requireAdmin,
        schema: {
          tags: [TAG],
          summary,
          description: 'Ordered by unit number (numerically). Answers 401 without a token, 403 for anyone but an Admin.',
          security: bearer,
          response: { 200: propertiesListSchema, ...errorResponses(401, 403, 503) },
        },
      },
      async (request) => {
        const rows = await listUnits(app.database.db, filter);
        const lang = requestLanguage(request);
        return rows.map((row) => toProperty(row, request.user, lang));
      },
    );
  }

  app.get(
    '/users/list',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Users a unit can be assigned to (Admin)',
        description: 'Every account as { id, name, email, phone, type }, ordered by name.',
        security: bearer,
        response: { 200: usersListSchema, ...errorResponses(401, 403, 500, 503) },
      },
    },
    async (request) => {
      const rows = await withFallbackMessage(request, 'units.loadUsersError', () => listUsers(app.database.db));
      return rows.map(toUser);
    },
  );
};
