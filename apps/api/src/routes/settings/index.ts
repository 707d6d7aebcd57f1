// The admin's Settings (issue 6, Admin only): the public values (brand name, chat numbers,
// sales e-mail; stored in `settings`, the configuration as fallback) and the verification
// codes of the account types, hashed exactly as auth/account-codes.ts does so the account-type
// routes accept a new code at once. A code is answered once, when created.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountCodeCreateRequestSchema,
  accountCodeSchema,
  accountCodeCreatedSchema,
  accountCodesListSchema,
  adminSettingsRequestSchema,
  adminSettingsSchema,
  idParamsSchema,
  type AccountCode,
  type AdminSettings,
} from '@vitrina/contracts';
import { AppError } from '../../http/errors';
import { requireAdmin } from '../../plugins/auth';
import { loadPublicConfig } from '../../settings/public-config';
import { bearer, errorResponses } from '../units/route-schemas';
import { addAccountCode, generateAccountCode, listAccountCodes, normalizeAccountCode, revokeAccountCode, saveSettings, type AccountCodeRow } from './settings-repository';

const TAG = 'settings';

const toCode = (row: AccountCodeRow): AccountCode => ({
  id: row.id,
  type: row.type as AccountCode['type'],
  hint: row.hint,
  source: row.source,
  created_at: row.createdAt.toISOString(),
  revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
});

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const current = async (): Promise<AdminSettings> => {
    const c = await loadPublicConfig(app.database.db, app.config);
    return { brand_name: c.brandName, chat_phone_general: c.chatPhoneGeneral, chat_phone_sales: c.chatPhoneSales, sales_email: c.salesEmail };
  };

  app.get(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: { tags: [TAG], summary: 'Brand name, chat numbers and sales e-mail (Admin)', security: bearer, response: { 200: adminSettingsSchema, ...errorResponses(401, 403, 503) } },
    },
    async () => current(),
  );

  app.put(
    '/settings',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Change the brand name, chat numbers and sales e-mail (Admin)',
        description: 'All four values; GET /config shows them within a minute.',
        security: bearer,
        body: adminSettingsRequestSchema,
        response: { 200: adminSettingsSchema, ...errorResponses(401, 403, 422, 503) },
      },
    },
    async (request) => {
      await saveSettings(app.database.db, request.body);
      request.log.info({ actorId: request.user!.id }, 'settings changed');
      return current();
    },
  );

  app.get(
    '/account-codes',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Verification codes per account type, newest first, never the code (Admin)',
        security: bearer,
        response: { 200: accountCodesListSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async () => (await listAccountCodes(app.database.db)).map(toCode),
  );

  app.post(
    '/account-codes',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Add a verification code; a strong one is generated when none is given (Admin)',
        description: 'The answer is the only time the code is shown; only its hash is stored. 409 when that code is already live.',
        security: bearer,
        body: accountCodeCreateRequestSchema,
        response: { 201: accountCodeCreatedSchema, ...errorResponses(401, 403, 409, 422, 503) },
      },
    },
    async (request, reply) => {
      const code = normalizeAccountCode(request.body.code ?? generateAccountCode());
      const row = await addAccountCode(app.database.db, request.body.type, code, request.user!.id);
      if (!row) throw new AppError('conflict', 'settings.codeExists');
      request.log.info({ actorId: request.user!.id, type: row.type, codeId: row.id }, 'account code added');
      return reply.code(201).send({ code, account_code: toCode(row) });
    },
  );

  app.post(
    '/account-codes/:id/revoke',
    {
      onRequest: requireAdmin,
      schema: {
        tags: [TAG],
        summary: 'Revoke a verification code (Admin)',
        security: bearer,
        params: idParamsSchema,
        response: { 200: accountCodeSchema, ...errorResponses(401, 403, 404, 422, 503) },
      },
    },
    async (request) => {
      const row = await revokeAccountCode(app.database.db, request.params.id);
      if (!row) throw new AppError('not_found', 'settings.codeNotFound');
      request.log.info({ actorId: request.user!.id, codeId: row.id }, 'account code revoked');
      return toCode(row);
    },
  );
};
