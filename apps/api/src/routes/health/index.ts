// Health for people and for load balancers (issue 24):
// - GET /api/health: is the process up and can it reach its database right now? (as before)
// - GET /api/livez: the process answers; touches nothing (no database, no Redis).
// - GET /api/readyz: this instance should get traffic: not shutting down, the database answers
//   and is migrated to this build's schema; Redis, when configured, is a warning only (the
//   limits fall back to memory while it is away). One short JSON object per check.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appliedSchemaVersion, shippedSchemaVersion } from '../../db/schema-version';
import { requestLanguage, translate } from '../../i18n/translate';

const PING_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const checkSchema = z.object({
  status: z.enum(['ok', 'warn', 'error']),
  message: z.string().optional(),
  ms: z.number().optional(),
});
const readySchema = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({
    shutdown: checkSchema,
    database: checkSchema.extend({ kind: z.enum(['pglite', 'postgres']) }),
    migrations: checkSchema.extend({ applied: z.number().optional(), expected: z.number() }),
    redis: checkSchema.optional(),
  }),
});
type Ready = z.infer<typeof readySchema>;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200);

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
        await withTimeout(database.ping(), PING_TIMEOUT_MS, 'database ping');
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

  app.get(
    '/livez',
    {
      config: { probe: true },
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (touches nothing)',
        description: 'Always 200 while the process can answer HTTP, also while it is shutting down.',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  // Once the database has been seen migrated to this build's schema, it stays so.
  const expected = shippedSchemaVersion();
  let migrated = false;

  app.get(
    '/readyz',
    {
      config: { probe: true },
      schema: {
        tags: ['system'],
        summary: 'Readiness: not shutting down, the database answers and is migrated (Redis: warning only)',
        description:
          '200 when this instance can serve; 503 from the moment it received SIGTERM, while its database does not answer within 2 s, ' +
          'or while its schema is older than this build. Each check: { status: ok | warn | error, message?, ms? }.',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { database, limiter } = app;
      const checks: Ready['checks'] = {
        shutdown: app.lifecycle.draining ? { status: 'error', message: 'shutting down' } : { status: 'ok' },
        database: { status: 'ok', kind: database.kind },
        migrations: { status: 'ok', expected: expected.count },
      };
      const started = performance.now();
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS, 'database ping');
        checks.database.ms = Math.round(performance.now() - started);
        if (migrated) {
          checks.migrations.applied = expected.count;
        } else {
          const applied = await withTimeout(appliedSchemaVersion(database.db), PING_TIMEOUT_MS, 'schema version');
          checks.migrations.applied = applied.count;
          if (applied.version >= expected.version) migrated = true;
          else checks.migrations = { status: 'error', applied: applied.count, expected: expected.count, message: 'database not migrated to this version' };
        }
      } catch (error) {
        checks.database = { status: 'error', kind: database.kind, message: errorText(error) };
        checks.migrations = { status: 'error', expected: expected.count, message: 'unknown while the database does not answer' };
        request.log.warn({ err: error }, 'readiness: database unreachable');
      }
      if (limiter.kind === 'redis') {
        const redisStarted = performance.now();
        try {
          await withTimeout(limiter.ping(), PING_TIMEOUT_MS, 'redis ping');
          checks.redis = { status: 'ok', ms: Math.round(performance.now() - redisStarted) };
        } catch (error) {
          checks.redis = { status: 'warn', message: `${errorText(error)}; limits count in this instance's memory meanwhile` };
        }
      }
      const ready = checks.shutdown.status === 'ok' && checks.database.status === 'ok' && checks.migrations.status === 'ok';
      return reply.status(ready ? 200 : 503).send({ status: ready ? 'ok' : 'error', checks });
    },
  );
};
