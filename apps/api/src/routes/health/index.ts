import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLanguage, translate } from '../../i18n/translate';

const PING_TIMEOUT_MS = 2000;

/** GET /api/health: is the process up and can it reach its database right now? */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: z.object({
            status: z.literal('error'),
            database: z.enum(['pglite', 'postgres']),
            code: z.literal('database_unavailable'),
            message: z.string(),
          }),
        },
      },
    },
    async (request, reply) => {
      const { database } = app;
      try {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS);
        });
        await Promise.race([database.ping(), timeout]).finally(() => clearTimeout(timer));
        return { status: 'ok' as const, database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({
          status: 'error' as const,
          database: database.kind,
          code: 'database_unavailable' as const,
          message: translate('common.databaseUnavailable', requestLanguage(request)),
        });
      }
    },
  );
};
