// The account type choice (SPEC §2.3, §4): POST /users/update-type { userType, verificationCode }
// for the signed-in user, and POST /update-type/{id} { type, verificationCode? } for one's own
// id. The rules (codes, their limit, Admin never) are in auth/account-type.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  accountTypeRequestSchema,
  accountTypeResponseSchema,
  idParamsSchema,
  updateTypeRequestSchema,
  type SelectableUserType,
} from '@vitrina/contracts';
import { chooseAccountType } from '../../auth/account-type';
import { AppError } from '../../http/errors';
import { requireUser } from '../../plugins/auth';
import { toUser } from '../../users/user-answer';
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

const FAILURES = {
  'not-own': () => new AppError('forbidden', 'accountType.ownOnly'),
  'admin-type-locked': () => new AppError('forbidden', 'accountType.adminTypeLocked'),
  'invalid-code': () =>
    new AppError('validation_failed', 'selectAccount.invalidCode', { errors: { verificationCode: ['selectAccount.invalidCode'] } }),
} as const;

export const accountTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  async function changeType(request: FastifyRequest, userId: number, type: SelectableUserType, code: string | undefined) {
    const outcome = await chooseAccountType({ db: app.database.db, limiter: request.limits }, request.user!, userId, type, code);
    if (outcome.kind === 'invalid-code') request.log.info({ userId, type }, 'wrong account code');
    if (outcome.kind !== 'chosen') throw FAILURES[outcome.kind]();
    request.log.info({ userId, type }, 'account type chosen');
    return { success: true as const, user: toUser(outcome.user) };
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
