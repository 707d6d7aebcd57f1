// The comms routes (under /api): contact form, the Admin's leads inbox, the public
// configuration and the brochure.
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { brochureRoutes } from './brochure-routes';
import { configRoutes } from './config-routes';
import { contactRoutes } from './contact-routes';
import { leadsRoutes } from './leads-routes';

export const commsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per-route limits (config.rateLimit) with in-memory counters, scoped to these routes. If a
  // parent scope already registered the plugin, its hook serves these routes as well.
  if (!app.hasDecorator('rateLimit')) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError('rate_limited', 'common.rateLimited', { params: { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) } }),
    });
  }
  await app.register(contactRoutes);
  await app.register(leadsRoutes);
  await app.register(configRoutes);
  await app.register(brochureRoutes);
};
