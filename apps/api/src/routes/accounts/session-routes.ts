// GET /user (the signed-in user, SPEC §7 "GET user") and POST /logout (new: ends the token
// on the server too, not only in the browser's storage).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '@vitrina/contracts';
import { revokeSession } from '../../auth/sessions-repository';
import { requireUser } from '../../plugins/auth';
import { toUser } from '../../users/user-answer';
import { TAG, bearer, errorResponses } from './route-schemas';

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'The signed-in user',
        description: 'Only a token in the `Authorization: Bearer` header counts; never one in the query string or a cookie.',
        security: bearer,
        response: { 200: userSchema, ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      const { id, name, email, phone, type } = request.user!;
      return toUser({ id, name, email, phone, type });
    },
  );

  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: 'Sign out: the token stops working at once',
        security: bearer,
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 503) },
      },
    },
    async (request) => {
      await revokeSession(app.database.db, request.user!.sessionId);
      request.log.info({ userId: request.user!.id }, 'signed out');
      return { success: true as const };
    },
  );
};

