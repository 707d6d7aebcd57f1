// POST /update-user/{id} (SPEC §2.10, §7): the edit-user form, by that user or an Admin, or
// the Admin's { user_type: "User" } after assigning a unit (users/update-user.ts). Unknown
// fields are refused by the shared schema.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, updateUserRequestSchema, updateUserResponseSchema } from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { isSelfOrAdmin, requireUser } from '../../plugins/auth';
import { updateUser, type UpdateUserOutcome } from '../../users/update-user';
import { toUser } from '../../users/user-answer';
import { TAG, bearer, errorResponses } from './route-schemas';

type Failure = Exclude<UpdateUserOutcome, { kind: 'updated' | 'type-set' }>;

function failure(outcome: Failure): AppError {
  switch (outcome.kind) {
    case 'not-found':
      return new AppError('not_found', 'users.notFound');
    case 'forbidden':
      return new AppError('forbidden', 'auth.forbidden');
    case 'admin-type-kept':
      return new AppError('conflict', 'edit.adminTypeKept');
    case 'invalid':
      return new AppError('validation_failed', 'common.validationFailed', { errors: outcome.errors });
  }
}

export const updateUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/update-user/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: [TAG],
        summary: "Edit a user's data (that user or an Admin), or set type User (Admin)",
        description:
          '{ name, email, phone, current_password, password? }: current_password is the password of the person signed in (wrong → 422 on ' +
          'current_password, nothing changed). A new password or e-mail ends the user’s other sessions and any pending temporary password. ' +
          '{ user_type: "User" } alone: Admin only. ' +
          'Unknown fields are refused (422).',
        security: bearer,
        params: idParamsSchema,
        body: updateUserRequestSchema,
        response: { 200: updateUserResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 422, 429, 503) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const actor = request.user!;
      if (!isSelfOrAdmin(request, id)) throw new AppError('forbidden', 'auth.forbidden');
      const outcome = await updateUser({ db: app.database.db, limiter: request.limits }, actor, id, request.body);
      if (outcome.kind !== 'updated' && outcome.kind !== 'type-set') throw failure(outcome);
      if (outcome.kind === 'type-set') request.log.info({ userId: id, actorId: actor.id }, 'user type set to User by an admin');
      else request.log.info({ userId: id, actorId: actor.id, passwordChanged: outcome.passwordChanged }, 'user updated');
      const message = translate('edit.user_updated_success', requestLanguage(request));
      return { success: true as const, message, user: toUser(outcome.user) };
    },
  );
};
