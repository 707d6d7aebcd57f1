// POST /signIn and GET /captcha. The rules (counting, captcha, the one refusal) are in
// auth/sign-in.ts; this maps its outcome to the answer: 429 with Retry-After, or 401
// signin.captchaRequired / signin.incorrectCredentials (code unauthenticated, with
// `captchaRequired`), or { token, user }.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authResponseSchema, captchaChallengeSchema, languageSchema, signInErrorSchema, signInRequestSchema } from '@vitrina/contracts';
import { signIn } from '../../auth/sign-in';
import { requestLanguage, translate } from '../../i18n/translate';
import { clientAddress, rateLimited } from '../../plugins/limiter';
import { toUser } from '../../users/user-answer';
import { TAG, errorResponses } from './route-schemas';

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
      const deps = { db: app.database.db, limiter: request.limits, captcha: app.captcha };
      const outcome = await signIn(deps, { ...request.body, address: clientAddress(request) });
      if (outcome.kind === 'rate-limited') throw rateLimited(outcome.resetInMs);
      if (outcome.kind === 'captcha-required') {
        app.metrics.limitRefusals.inc({ limit: '/api/signIn', answer: 'captcha' });
        return refuse(request, reply, 'signin.captchaRequired', true);
      }
      if (outcome.kind === 'refused') return refuse(request, reply, 'signin.incorrectCredentials', outcome.captchaRequired);
      request.log.info({ userId: outcome.user.id, temporary: outcome.temporary }, 'signed in');
      return { token: outcome.token, user: toUser(outcome.user) };
    },
  );

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
