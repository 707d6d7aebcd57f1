// POST /signIn and GET /captcha. Every failure is the same 401 signin.incorrectCredentials,
// in the same time (credentials.ts). Failures are counted per e-mail and per address over 15
// minutes: from the 3rd on, the next attempt must carry a solved ALTCHA challenge in `altcha`
// (otherwise 401 with `captchaRequired: true`, code unauthenticated, message
// signin.captchaRequired); from the 10th on, attempts answer 429 with Retry-After.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authResponseSchema, captchaChallengeSchema, languageSchema, signInErrorSchema, signInRequestSchema } from '@vitrina/contracts';
import { checkCredentials } from '../../auth/credentials';
import { createSession, revokeOtherSessions } from '../../auth/sessions';
import { requestLanguage, translate } from '../../i18n/translate';
import { rateLimited } from '../../plugins/limiter';
import { findUserByEmail, normalizeEmail, promoteTemporaryPassword, toUser } from './accounts-repository';
import { SIGNIN_CAPTCHA_AFTER, SIGNIN_MAX_FAILURES, SIGNIN_WINDOW_MS, TAG, errorResponses } from './route-schemas';

const signInBodySchema = signInRequestSchema.extend({ lang: languageSchema.optional() });

export const signInRoutes: FastifyPluginAsyncZod = async (app) => {
  const keys = (request: FastifyRequest, email: string) => [`signin:email:${normalizeEmail(email)}`, `signin:ip:${request.ip}`];

  const countFailure = async (request: FastifyRequest, email: string) => {
    const counters = await Promise.all(keys(request, email).map((key) => app.limiter.hit(key, SIGNIN_WINDOW_MS)));
    return Math.max(...counters.map((c) => c.count));
  };

  const refuse = (request: FastifyRequest, reply: FastifyReply, key: string, captchaRequired: boolean) =>
    reply.status(401).send({ message: translate(key, requestLanguage(request)), code: 'unauthenticated' as const, captchaRequired });

  app.post(
    '/signIn',
    {
      schema: {
        tags: [TAG],
        summary: 'Sign in with e-mail and password',
        description:
          'Answers { token, user }; a new token at every sign-in. Any failure is 401 signin.incorrectCredentials. After 3 failures for one ' +
          'e-mail or one address within 15 minutes, a solved GET /captcha challenge is required in `altcha` (401 with captchaRequired: true ' +
          'until then); after 10, 429 with Retry-After. Signing in with a temporary password makes it the password and ends every other session.',
        body: signInBodySchema,
        response: { 200: authResponseSchema, 401: signInErrorSchema, ...errorResponses(400, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const { email, password, altcha } = request.body;
      const [byEmail, byIp] = await Promise.all(keys(request, email).map((key) => app.limiter.peek(key)));
      const blocked = [byEmail!, byIp!].filter((c) => c.count >= SIGNIN_MAX_FAILURES);
      if (blocked.length) throw rateLimited(Math.max(...blocked.map((c) => c.resetInMs)));

      if (Math.max(byEmail!.count, byIp!.count) >= SIGNIN_CAPTCHA_AFTER && !(await app.captcha.verify(altcha, app.limiter))) {
        await countFailure(request, email);
        return refuse(request, reply, 'signin.captchaRequired', true);
      }

      const user = await findUserByEmail(app.database.db, email);
      const match = await checkCredentials(user, password);
      if (!user || !match || (match === 'temporary' && !(await useTemporaryPassword(user.id, user.tempPasswordHash!)))) {
        const failures = await countFailure(request, email);
        return refuse(request, reply, 'signin.incorrectCredentials', failures >= SIGNIN_CAPTCHA_AFTER);
      }
      await app.limiter.reset(keys(request, email)[0]!);
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
