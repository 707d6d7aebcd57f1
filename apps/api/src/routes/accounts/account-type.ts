// The account type choice (SPEC §2.3, §4): POST /users/update-type { userType, verificationCode }
// for the signed-in user, and POST /update-type/{id} { type, verificationCode? } for one's own
// id. Guest needs no code; User, Vitrina and Selecta need a live code of that type (checked
// here, never in the browser). Admin is never chosen this way, and an Admin's own type is
// not changed this way either. 5 wrong codes in an hour → 429: each code is counted before it
// is checked (decision 021), and a right one is taken back.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountTypeRequestSchema,
  accountTypeResponseSchema,
  idParamsSchema,
  updateTypeRequestSchema,
  type CodeRequiredUserType,
  type SelectableUserType,
} from '@vitrina/contracts';
import { isValidAccountCode } from '../../auth/account-codes';
import { TYPE_CODE_MAX_FAILURES, TYPE_CODE_WINDOW_MS } from '../../auth/account-limits';
import { AppError } from '../../http/errors';
import { requireUser } from '../../plugins/auth';
import { consume } from '../../plugins/limiter';
import { toUser } from '../../users/user-answer';
import { setUserType } from '../../users/users-repository';
import { TAG, bearer, errorResponses } from './route-schemas';

/** Refuses Admin before the schema does, so the answer is 403 rather than "select an option". */
const refuseAdmin = (field: 'userType' | 'type') => async (request: FastifyRequest) => {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (typeof body === 'object' && body !== null && typeof body[field] === 'string' && body[field].trim().toLowerCase() === 'admin') {
    throw new AppError('forbidden', 'accountType.adminNotSelectable');
  }
};

const DESCRIPTION =
  'Guest needs no code. User, Vitrina and Selecta need a verification code valid for that type: missing → 422 selectAccount.codeRequired, ' +
  'wrong → 422 selectAccount.invalidCode, after 5 wrong codes in an hour → 429. Admin can never be chosen (403).';

export const accountTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function changeType(request: FastifyRequest, userId: number, type: SelectableUserType, code: string | undefined) {
    const actor = request.user!;
    if (actor.id !== userId) throw new AppError('forbidden', 'accountType.ownOnly');
    if (actor.type === 'Admin') throw new AppError('forbidden', 'accountType.adminTypeLocked');
    if (type !== 'Guest') {
      const attemptsKey = `type-code:${userId}`;
      await consume(app.limiter, attemptsKey, TYPE_CODE_MAX_FAILURES, TYPE_CODE_WINDOW_MS);
      if (!(await isValidAccountCode(app.database.db, type as CodeRequiredUserType, code ?? ''))) {
        request.log.info({ userId, type }, 'wrong account code');
        throw new AppError('validation_failed', 'selectAccount.invalidCode', { errors: { verificationCode: ['selectAccount.invalidCode'] } });
      }
      await app.limiter.undo(attemptsKey);
    }
    const updated = await setUserType(app.database.db, userId, type);
    if (!updated) throw new AppError('forbidden', 'accountType.adminTypeLocked');
    request.log.info({ userId, type }, 'account type chosen');
    return { success: true as const, user: toUser(updated) };
  }

  app.post(
    '/users/update-type',
    {
      onRequest: requireUser,
      preValidation: refuseAdmin('userType'),
      schema: {
        tags: [TAG],
        summary: "Choose the signed-in user's account type",
        description: DESCRIPTION,
        security: bearer,
        body: accountTypeRequestSchema,
        response: { 200: accountTypeResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) => changeType(request, request.user!.id, request.body.userType, request.body.verificationCode),
  );

  app.post(
    '/update-type/:id',
    {
      onRequest: requireUser,
      preValidation: refuseAdmin('type'),
      schema: {
        tags: [TAG],
        summary: 'Choose the account type of the signed-in user, by id (only one’s own)',
        description: `${DESCRIPTION} Another user's id → 403.`,
        security: bearer,
        params: idParamsSchema,
        body: updateTypeRequestSchema,
        response: { 200: accountTypeResponseSchema, ...errorResponses(400, 401, 403, 422, 429, 503) },
      },
    },
    async (request) => changeType(request, request.params.id, request.body.type, request.body.verificationCode),
  );
};
