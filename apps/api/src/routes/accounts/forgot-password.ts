// POST /forgot-password (SPEC §7, §8): a random temporary password, valid 1 hour, mailed in
// the asked language. The old password keeps working until the temporary one is used (see
// sign-in.ts). An unknown e-mail answers 404 (the spec asks for it) after the same hashing
// work as a known one. At most 5 requests per address per 15 minutes and 3 per e-mail per hour.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgotPasswordRequestSchema, forgotPasswordResponseSchema, type Language } from '@vitrina/contracts';
import { hashPassword } from '../../auth/passwords';
import { generateTemporaryPassword } from '../../auth/temporary-password';
import { AppError } from '../../http/errors';
import { isLanguage, namedLanguage, requestLanguage, translate } from '../../i18n/translate';
import { clientAddress, consume } from '../../plugins/limiter';
import { loadPublicConfig } from '../../settings/public-config';
import { clearTemporaryPassword, findUserByEmail, normalizeEmail, setTemporaryPassword } from './accounts-repository';
import {
  FORGOT_EMAIL_MAX,
  FORGOT_EMAIL_WINDOW_MS,
  FORGOT_IP_MAX,
  FORGOT_IP_WINDOW_MS,
  TAG,
  TEMP_PASSWORD_TTL_MS,
  errorResponses,
} from './route-schemas';

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
      await consume(app.limiter, `forgot:ip:${clientAddress(request)}`, FORGOT_IP_MAX, FORGOT_IP_WINDOW_MS);
      await consume(app.limiter, `forgot:email:${normalizeEmail(email)}`, FORGOT_EMAIL_MAX, FORGOT_EMAIL_WINDOW_MS);

      const user = await findUserByEmail(app.database.db, email);
      // Hashed whether or not the account exists, so both answers take the same time.
      const temporary = generateTemporaryPassword();
      const hash = await hashPassword(temporary);
      if (!user) throw new AppError('not_found', 'signin.emailNotFound');

      const lang: Language = namedLanguage(request) ?? (isLanguage(user.lang) ? user.lang : requestLanguage(request));
      await setTemporaryPassword(app.database.db, user.id, hash, new Date(Date.now() + TEMP_PASSWORD_TTL_MS));
      try {
        const { brandName } = await loadPublicConfig(app.database.db, app.config);
        await app.mailer.send({
          to: user.email,
          subject: translate('mail.temporaryPassword.subject', lang, { brand: brandName }),
          text: translate('mail.temporaryPassword.text', lang, {
            name: user.name,
            brand: brandName,
            password: temporary,
            url: `${app.config.publicUrl}/login`,
          }),
        });
      } catch {
        // Nobody can read this temporary password: drop it rather than leave it valid. The
        // mailer logged the failure's kind; the error itself may quote the mail, so not here.
        await clearTemporaryPassword(app.database.db, user.id, hash);
        request.log.error({ userId: user.id }, 'temporary password mail failed');
        throw new AppError('internal', 'signin.sendEmailError', { status: 503 });
      }
      request.log.info({ userId: user.id }, 'temporary password mailed');
      return { success: true as const, message: translate('signin.temporaryPasswordSent', lang) };
    },
  );
};
