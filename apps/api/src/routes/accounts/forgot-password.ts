// POST /forgot-password (SPEC §7, §8): mails a temporary password (auth/forgot-password.ts).
// An unknown e-mail answers 404 (the spec asks for it). At most 5 requests per address per 15
// minutes and 3 per e-mail per hour, counted before anything else.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema } from '@vitrina/contracts';
import { FORGOT_EMAIL_MAX, FORGOT_EMAIL_WINDOW_MS, FORGOT_IP_MAX, FORGOT_IP_WINDOW_MS } from '../../auth/account-limits';
import { sendTemporaryPassword } from '../../auth/forgot-password';
import { AppError } from '../../http/errors';
import { namedLanguage, requestLanguage, translate } from '../../i18n/translate';
import { clientAddress, consume } from '../../plugins/limiter';
import { normalizeEmail } from '../../users/users-repository';
import { TAG, errorResponses } from './route-schemas';

export const forgotPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/forgot-password',
    {
      schema: {
        tags: [TAG],
        summary: 'Mail a temporary password',
        description:
          'A random temporary password, valid 1 hour, is mailed in `lang`. 404 signin.emailNotFound for an unknown e-mail. ' +
          'At most 5 requests per address per 15 minutes and 3 per e-mail per hour (429 with Retry-After). 503 signin.sendEmailError when the mail cannot be sent.',
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses(400, 404, 422, 429, 503) },
      },
    },
    async (request) => {
      const { email } = request.body;
      await consume(request.limits, `forgot:ip:${clientAddress(request)}`, FORGOT_IP_MAX, FORGOT_IP_WINDOW_MS);
      await consume(request.limits, `forgot:email:${normalizeEmail(email)}`, FORGOT_EMAIL_MAX, FORGOT_EMAIL_WINDOW_MS);
      const deps = { db: app.database.db, mailer: app.mailer, config: app.config };
      const outcome = await sendTemporaryPassword(deps, { email, lang: namedLanguage(request), fallbackLang: requestLanguage(request) });
      if (outcome.kind === 'unknown-email') throw new AppError('not_found', 'signin.emailNotFound');
      if (outcome.kind === 'mail-failed') {
        request.log.error({ userId: outcome.userId }, 'temporary password mail failed');
        throw new AppError('internal', 'signin.sendEmailError', { status: 503 });
      }
      request.log.info({ userId: outcome.userId }, 'temporary password mailed');
      return { success: true as const, message: translate('signin.temporaryPasswordSent', outcome.lang) };
    },
  );
};
