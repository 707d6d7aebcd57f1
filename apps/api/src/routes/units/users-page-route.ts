// GET /users/page (issue 13, decision 025): the assign dialog's search at 10,000 accounts, one
// window at a time. GET /users/list still answers every account.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersPageQuerySchema, usersPageSchema } from '@vitrina/contracts';
import { requireAdmin } from '../../plugins/auth';
import { toUser } from '../../users/user-answer';
import { TAG, bearer, errorResponses } from './route-schemas';
import { countUsers, listUsersWindow } from './users-page-repository';

export const usersPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/page',
    {
      // Checked on request, before any input is read: a non-admin learns nothing else.
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'One window of the accounts, searched (Admin; paged companion of GET /users/list)',
        description:
          'The paged companion of GET /users/list, in its order (by name, ignoring case and accents, ñ after n; then by id): `total` accounts match, `items` are those from `offset` (at most `limit`, 500 at most). ' +
          '`q` matches part of the name, the e-mail or the phone, ignoring case and accents; with 3 digits or more it also matches the phone digit by digit, so "809 555" finds +1809555….',
        security: bearer,
        querystring: usersPageQuerySchema,
        response: { 200: usersPageSchema, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request) => {
      const { q, offset, limit } = request.query;
      const total = await countUsers(app.database.db, q);
      const rows = offset < total ? await listUsersWindow(app.database.db, q, offset, limit) : [];
      return { total, offset, limit, items: rows.map(toUser) };
    },
  );
};
