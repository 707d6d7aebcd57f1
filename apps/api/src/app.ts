// Builds the whole application: the same function serves production and the tests' inject().
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/client';
import { backupsPlugin } from './backup/automatic-backups';
import { housekeepingPlugin } from './housekeeping';
import { holdExpiryPlugin } from './hold-expiry';
import { paymentRemindersPlugin } from './payment-reminders';
import { newsPublishingPlugin } from './news-publishing';
import { frameworkErrors, registerErrorHandling } from './http/error-handler';
import { LOG_SERIALIZERS } from './http/log-redaction';
import { refuseNulCharacters } from './http/nul-characters';
import { authPlugin } from './plugins/auth';
import { limiterPlugin } from './plugins/limiter';
import { mailPlugin, type MailPluginOptions } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { pushPlugin, type PushPluginOptions } from './push/push-plugin';
import { accountsRoutes } from './routes/accounts';
import { catalogueRoutes } from './routes/catalogue';
import { commsRoutes } from './routes/comms';
import { developmentsRoutes } from './routes/developments';
import { documentsRoutes } from './routes/documents';
import { paymentsRoutes } from './routes/payments';
import { messagesRoutes } from './routes/messages';
import { selectionsRoutes } from './routes/selections';
import { notificationsRoutes } from './routes/notifications';
import { newsRoutes } from './routes/news';
import { pushRoutes } from './routes/push';
import { settingsRoutes } from './routes/settings';
import { operationsRoutes } from './routes/operations';
import { favouritesRoutes } from './routes/favourites';
import { healthRoutes } from './routes/health';
import { unitInventoryRoutes } from './routes/unit-inventory';
import { unitsRoutes } from './routes/units';
import { pageChangesPlugin } from './web/page-changes';
import { registerWebApp } from './web/serve-web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Every route registered, as "METHOD /path" (the authorization matrix test reads it). */
    registeredRoutes: string[];
    /** draining: SIGTERM was received; readyz answers 503 from then on (server.ts). */
    lifecycle: { draining: boolean };
    /** The instant the payment schedules' "today" is taken from (decision 057); tests pass their own. */
    now: () => Date;
  }
  interface FastifyContextConfig {
    /** A load balancer's or monitor's probe (livez, readyz, metrics): logged at debug level only. */
    probe?: boolean;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
  /** Folder of the built web app; defaults to apps/web/dist. */
  webDist?: string;
  /** The mail queue's timings (tests shorten them). */
  mail?: MailPluginOptions;
  /** The push queue's timings (tests shorten them). */
  push?: PushPluginOptions;
  /** The clock of the payment schedules' "today" (decision 057): tests fix an instant; else the time now. */
  clock?: () => Date;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, ...LOG_SERIALIZERS } };
}

export async function buildApp({ config, database, logger = false, loggerInstance, webDist, mail = {}, push = {}, clock = () => new Date() }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Errors are logged without the values of a failed query (log-redaction.ts), whoever made the logger.
    ...(loggerInstance ? { loggerInstance: loggerInstance.child({}, { serializers: LOG_SERIALIZERS }) } : { logger: withRedaction(logger) }),
    // One log line per request (written in onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('registeredRoutes', [] as string[]);
  app.decorate('lifecycle', { draining: false });
  app.decorate('now', clock);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.registeredRoutes.push(`${method} ${route.url}`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // Probes come every few seconds from every balancer: at info they would drown the log.
    const level = request.routeOptions.config?.probe ? 'debug' : 'info';
    request.log[level](
      {
        method: request.method,
        url: request.url,
        statusCode: reply.statusCode,
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });

  registerErrorHandling(app);
  // Text with NUL (U+0000) cannot be stored: refused with a 422 before any route reads it.
  app.addHook('preValidation', refuseNulCharacters);
  // Before every plugin that adds its own metrics (mail queue, backups).
  await app.register(metricsPlugin);
  // One set of rate-limit counters for every route (decision 021).
  await app.register(limiterPlugin);
  await app.register(mailPlugin, mail);
  await app.register(pushPlugin, push);
  await app.register(backupsPlugin);
  await app.register(housekeepingPlugin);
  // Before every route: their writes drop the cached public pages (page-changes.ts).
  await app.register(pageChangesPlugin);
  await app.register(holdExpiryPlugin);
  await app.register(paymentRemindersPlugin);
  await app.register(newsPublishingPlugin);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'worker-src': ["'self'"],
        // The location page probes the map provider before it shows its frame (no-cors fetch).
        'connect-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
        'frame-src': ['https://www.google.com', 'https://maps.google.com'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${config.brandName} API`,
        description: 'The provider API of SPEC §7, served under /api.',
        version: '1.11.0',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(healthRoutes);
      await api.register(accountsRoutes);
      await api.register(unitsRoutes);
      await api.register(unitInventoryRoutes);
      await api.register(catalogueRoutes);
      await api.register(commsRoutes);
      await api.register(developmentsRoutes);
      await api.register(favouritesRoutes);
      await api.register(settingsRoutes);
      await api.register(operationsRoutes);
      await api.register(documentsRoutes);
      await api.register(paymentsRoutes);
      await api.register(messagesRoutes);
      await api.register(selectionsRoutes);
      await api.register(notificationsRoutes);
      await api.register(newsRoutes);
      await api.register(pushRoutes);
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, webDist);
  return app;
}
