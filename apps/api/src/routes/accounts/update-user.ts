// POST /update-user/{id} (SPEC §2.10, §7): the edit-user form, by that user or an Admin, or
// the Admin's { user_type: "User" } after assigning a unit. Unknown fields are refused by the
// shared schema. The current password of the person acting is required and checked; a new
// password follows SPEC §5 plus the common-password list; a new password or e-mail ends the
// user's other sessions and any pending temporary password.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, updateUserRequestSchema, updateUserResponseSchema } from '@vitrina/contracts';
import { isCommonPassword } from '../../auth/common-passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { revokeOtherSessions } from '../../auth/sessions';
import { forgetTemporaryPasswordMails } from '../../auth/temporary-password-mails';
import { AppError } from '../../http/errors';
import { requestLanguage, translate } from '../../i18n/translate';
import { isSelfOrAdmin, requireUser } from '../../plugins/auth';
import { consume } from '../../plugins/limiter';
import { toUser } from '../../users/user-answer';
import { findUserById, isEmailTaken, normalizeEmail, setUserType, updateProfile } from '../../users/users-repository';
import { CURRENT_PASSWORD_MAX_FAILURES, CURRENT_PASSWORD_WINDOW_MS, TAG, bearer, errorResponses } from './route-schemas';

const invalid = (errors: Record<string, string[]>) => new AppError('validation_failed', 'common.validationFailed', { errors });

export const updateUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

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
      const target = await findUserById(db, id);
      if (!target) throw new AppError('not_found', 'users.notFound');
      const message = translate('edit.user_updated_success', requestLanguage(request));
      const body = request.body;

      if ('user_type' in body) {
        if (actor.type !== 'Admin') throw new AppError('forbidden', 'auth.forbidden');
        const updated = await setUserType(db, id, body.user_type);
        if (!updated) throw new AppError('conflict', 'edit.adminTypeKept');
        request.log.info({ userId: id, actorId: actor.id }, 'user type set to User by an admin');
        return { success: true as const, message, user: toUser(updated) };
      }

      // Too many wrong current passwords: a stolen token must not become a way to guess the
      // password. Each one is counted before it is checked (decision 021); a right one is taken back.
      const attemptsKey = `update-user:password:${actor.id}`;
      await consume(app.limiter, attemptsKey, CURRENT_PASSWORD_MAX_FAILURES, CURRENT_PASSWORD_WINDOW_MS);
      const actorRow = actor.id === id ? target : await findUserById(db, actor.id);
      const errors: Record<string, string[]> = {};
      if (actorRow && (await verifyPassword(actorRow.passwordHash, body.current_password))) await app.limiter.undo(attemptsKey);
      else errors.current_password = ['edit.currentPasswordWrong'];
      if (body.password !== undefined && isCommonPassword(body.password)) errors.password = ['register.passwordCommon'];
      if (normalizeEmail(body.email) !== normalizeEmail(target.email) && (await isEmailTaken(db, body.email, id))) {
        errors.email = ['register.emailTaken'];
      }
      if (Object.keys(errors).length) throw invalid(errors);

      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      // A new password or e-mail ends a pending temporary password (and its mail) and the other sessions (decision 022).
      const signInChanged = !!passwordHash || normalizeEmail(body.email) !== normalizeEmail(target.email);
      const updated = await db.transaction(async (tx) => {
        const row = await updateProfile(tx, id, {
          name: body.name,
          email: body.email,
          phone: body.phone,
          ...(passwordHash ? { passwordHash } : {}),
          ...(signInChanged ? { tempPasswordHash: null, tempPasswordExpiresAt: null } : {}),
        });
        // The session making the change stays; every other one of that user ends.
        if (row && signInChanged) {
          await revokeOtherSessions(tx, id, actor.id === id ? actor.sessionId : undefined);
          await forgetTemporaryPasswordMails(tx, target.email);
        }
        return row;
      });
      // The e-mail was taken between the check and the write.
      if (!updated) throw invalid({ email: ['register.emailTaken'] });
      request.log.info({ userId: id, actorId: actor.id, passwordChanged: !!passwordHash }, 'user updated');
      return { success: true as const, message, user: toUser(updated) };
    },
  );
};
