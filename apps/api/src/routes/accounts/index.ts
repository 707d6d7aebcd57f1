// The accounts routes of SPEC §7 (under /api): registration, sign-in and its captcha,
// sessions, forgot-password, editing a user and choosing an account type. Every answer here is
// about one person (a token, a user, a one-use challenge): none may be kept by a cache.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaPlugin } from '../../plugins/captcha';
import { privateAnswer } from '../../plugins/auth';
import { accountTypeRoutes } from './account-type';
import { forgotPasswordRoutes } from './forgot-password';
import { registerRoutes } from './register';
import { sessionRoutes } from './session-routes';
import { signInRoutes } from './sign-in';
import { updateUserRoutes } from './update-user';

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', (_request, reply, done) => {
    privateAnswer(reply);
    done();
  });
  await app.register(captchaPlugin);
  await app.register(registerRoutes);
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(forgotPasswordRoutes);
  await app.register(updateUserRoutes);
  await app.register(accountTypeRoutes);
};
