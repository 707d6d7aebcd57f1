// GET /config: the whitelisted values the web app builds its chat and e-mail links from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicConfigSchema } from '@vitrina/contracts';
import { loadPublicConfig } from '../../settings/public-config';

export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['comms'],
        summary: 'Public configuration: brand name, chat numbers, sales e-mail, version label',
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) => {
      // Short-lived: an Admin's change in Settings shows within a minute.
      reply.header('cache-control', 'public, max-age=60');
      return loadPublicConfig(app.database.db, app.config);
    },
  );
};
