// POST /signIn and GET /captcha. Every failure is the same 401 signin.incorrectCredentials,
// in the same time (credentials.ts). Every attempt is counted before anything is checked
// (decision 021), per e-mail and per address (IPv6 by /64) over 15 minutes, so parallel
// attempts get no more password checks than the same attempts one by one:
// - past 3 attempts for the e-mail or from the address, the next one must carry a solved
//   ALTCHA challenge in `altcha` (otherwise 401 with `captchaRequired: true`, code
//   unauthenticated, message signin.captchaRequired);
// - past 10 from the address, 429 with Retry-After. The e-mail never locks: a stranger's
//   failures make its owner solve a captcha, never wait.
// A success takes its attempt back from the address's count and clears the e-mail's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authResponseSchema, captchaChallengeSchema, languageSchema, signInErrorSchema, signInRequestSchema } from '@vitrina/contracts';
import { checkCredentials } from '../../auth/credentials';
import { createSession, revokeOtherSessions } from '../../auth/sessions';
import { requestLanguage, translate } from '../../i18n/translate';
import { clientAddress, rateLimited } from '../../plugins/limiter';
import { toUser } from '../../users/user-answer';
import { findUserByEmail, normalizeEmail, promoteTemporaryPassword } from './accounts-repository';
import { SIGNIN_CAPTCHA_AFTER, SIGNIN_MAX_PER_ADDRESS, SIGNIN_WINDOW_MS, TAG, errorResponses } from './route-schemas';

const signInBodySchema = signInRequestSchema.extend({ lang: languageSchema.optional() });

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuse = (request: FastifyRequest, reply: FastifyReply, key: string, captchaRequired: boolean) =>
    reply.status(401).send({ message: translate(key, requestLanguage(request)), code: 'unauthenticated' as const, captchaRequired });

  app.post(
    '/signIn',
    {
      schema: {
        tags: [TAG],
        summary: 'Sign in with e-mail and password',
        description:
          'Answers { token, user }; a new token at every sign-in. Any failure is 401 signin.incorrectCredentials. After 3 attempts for one ' +
          'e-mail or from one address (IPv6: one /64) within 15 minutes, a solved GET /captcha challenge is required in `altcha` (401 with ' +
          'captchaRequired: true until then); after 10 from one address, 429 with Retry-After. An e-mail is never locked: its owner signs in ' +
          'from another address with a captcha. A success does not count. Signing in with a temporary password makes it the password and ends ' +
          'every other session.',
        body: signInBodySchema,
        response: { 200: authResponseSchema, 401: signInErrorSchema, ...errorResponses(400, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, password, altcha } = request.body;
      const emailKey = `signin:email:${normalizeEmail(email)}`;
      const addressKey = `signin:ip:${clientAddress(request)}`;
      // Counted first, under both keys in one atomic step, so that each attempt of a burst has
      // its own place in both counts. The hard limit is the address's only: a stranger
      // elsewhere can never lock the owner of an e-mail out.
      const [byAddress, byEmail] = await app.limiter.hitAll([addressKey, emailKey], SIGNIN_WINDOW_MS);
      if (byAddress!.count > SIGNIN_MAX_PER_ADDRESS) throw rateLimited(byAddress!.resetInMs);
      // This attempt's number: past SIGNIN_CAPTCHA_AFTER, the attempts before it ask for a captcha.
      const attempt = Math.max(byAddress!.count, byEmail!.count);

      if (attempt > SIGNIN_CAPTCHA_AFTER && !(await app.captcha.verify(altcha, app.limiter))) {
        return refuse(request, reply, 'signin.captchaRequired', true);
      }

      const user = await findUserByEmail(app.database.db, email);
      const match = await checkCredentials(user, password);
      if (!user || !match || (match === 'temporary' && !(await useTemporaryPassword(user.id, user.tempPasswordHash!)))) {
        return refuse(request, reply, 'signin.incorrectCredentials', attempt >= SIGNIN_CAPTCHA_AFTER);
      }
      // A success is no failure: the address gets its attempt back, the e-mail starts again.
      await Promise.all([app.limiter.undo(addressKey), app.limiter.reset(emailKey)]);
      const token = await createSession(app.database.db, user.id);
      request.log.info({ userId: user.id, temporary: match === 'temporary' }, 'signed in');
      return { token, user: toUser(user) };
    },
  );

  /** The temporary password becomes the password and every existing session of the user ends. */
  async function useTemporaryPassword(userId: number, hash: string): Promise<boolean> {
    return app.database.db.transaction(async (tx) => {
      if (!(await promoteTemporaryPassword(tx, userId, hash))) return false;
      await revokeOtherSessions(tx, userId);
      return true;
    });
  }

  app.get(
    '/captcha',
    {
      schema: {
        tags: [TAG],
        summary: 'An ALTCHA proof-of-work challenge for the sign-in form',
        description: 'Solve it with the `altcha` widget and send the payload in the `altcha` field of POST /signIn. Valid 10 minutes, once.',
        response: { 200: captchaChallengeSchema, ...errorResponses(503) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await app.captcha.challenge();
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
  );
};
