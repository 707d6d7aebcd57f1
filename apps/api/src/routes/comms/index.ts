// The comms routes (under /api): contact form, the Admin's leads inbox, the public
// configuration and the brochure.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brochureRoutes } from './brochure-routes';
import { configRoutes } from './config-routes';
import { contactRoutes } from './contact-routes';
import { leadsRoutes } from './leads-routes';

export const commsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
  await app.register(leadsRoutes);
  await app.register(configRoutes);
  await app.register(brochureRoutes);
};
