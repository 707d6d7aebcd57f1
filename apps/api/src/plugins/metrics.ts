// Prometheus metrics (issue 24) with prom-client, one registry per app: GET /metrics answers
// the text format only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN it is
// 404 and nothing is measured. Labels are bounded: a route's pattern (/api/items/:id), never
// its URL; a status class (2xx), never a code; a cache's or a limit's name.
//
// Other plugins add their own gauges to app.metrics.registry (mail queue, backups); the
// request histogram, the page renders, the caches and the limits' refusals are here.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { requestLanguage, translate } from '../i18n/translate';

export interface Metrics {
  /** False without METRICS_TOKEN: nothing is measured and /metrics answers 404. */
  enabled: boolean;
  registry: Registry;
  /** Server rendering of a public page, by outcome: page (HTML sent), shell (the browser renders), failed. */
  pageRender: Histogram<'outcome'>;
  /** A request refused by a limit: 429, or a sign-in that must first solve a captcha. */
  limitRefusals: Counter<'limit' | 'answer'>;
  /** Counts a cache's hits and misses, read at each scrape. */
  watchCache(name: string, lookups: { hits: number; misses: number }): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The label of a request's route: its pattern; static files and pages by kind; anything else "unmatched". */
function routeLabel(request: FastifyRequest, reply: FastifyReply): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern.startsWith('/api') || pattern === '/metrics' ? pattern : 'static';
  // The not-found handler: public pages (server-rendered or the shell) or a real 404.
  const type = String(reply.getHeader('content-type') ?? '');
  return reply.statusCode < 400 && type.startsWith('text/html') ? 'page' : 'unmatched';
}

export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    const registry = new Registry();
    const enabled = !!token;
    const pageRender = new Histogram({
      name: 'vitrina_page_render_seconds',
      help: 'Server rendering of a public page, by outcome (page, shell, failed)',
      labelNames: ['outcome'] as const,
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });
    const limitRefusals = new Counter({
      name: 'vitrina_limit_refusals_total',
      help: 'Requests refused by a rate limit: answer 429, or captcha (a sign-in asked to solve one first)',
      labelNames: ['limit', 'answer'] as const,
      registers: [registry],
    });
    const caches = new Map<string, { hits: number; misses: number }>();
    new Counter({
      name: 'vitrina_cache_lookups_total',
      help: 'Look-ups of an in-memory cache (catalogue_answers: the catalogue API answers the pages are rendered from; pictures; pages: rendered public pages), by result',
      labelNames: ['cache', 'result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const [name, lookups] of caches) {
          this.inc({ cache: name, result: 'hit' }, lookups.hits);
          this.inc({ cache: name, result: 'miss' }, lookups.misses);
        }
      },
    });

    app.decorate('metrics', {
      enabled,
      registry,
      pageRender,
      limitRefusals,
      watchCache: (name, lookups) => void caches.set(name, lookups),
    } satisfies Metrics);

    if (enabled) {
      collectDefaultMetrics({ register: registry });
      const http = new Histogram({
        name: 'http_request_duration_seconds',
        help: 'HTTP requests by method, route pattern and status class',
        labelNames: ['method', 'route', 'status_class'] as const,
        buckets: DURATION_BUCKETS,
        registers: [registry],
      });
      app.addHook('onResponse', async (request, reply) => {
        const route = routeLabel(request, reply);
        http.observe({ method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` }, reply.elapsedTime / 1000);
        if (reply.statusCode === 429) limitRefusals.inc({ limit: route, answer: '429' });
      });
      const pool = app.database.poolUse();
      if (pool) {
        new Gauge({
          name: 'vitrina_db_pool_connections',
          help: 'PostgreSQL connection pool: total open, idle, in use, requests waiting for a connection, and the maximum',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const use = app.database.poolUse();
            if (!use) return;
            this.set({ state: 'total' }, use.total);
            this.set({ state: 'idle' }, use.idle);
            this.set({ state: 'in_use' }, use.total - use.idle);
            this.set({ state: 'waiting' }, use.waiting);
            this.set({ state: 'max' }, use.max);
          },
        });
      }
    }

    const expected = token ? digest(token) : null;
    app.get(
      '/metrics',
      {
        config: { probe: true },
        schema: {
          tags: ['system'],
          summary: 'Prometheus metrics (Authorization: Bearer $METRICS_TOKEN; 404 when METRICS_TOKEN is unset)',
          hide: !enabled,
        },
      },
      async (request, reply) => {
        const lang = requestLanguage(request);
        if (!expected) return reply.status(404).send({ message: translate('common.notFound', lang), code: 'not_found' });
        const header = request.headers.authorization ?? '';
        const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
        // Compared as digests: same length, constant time.
        if (!given || !timingSafeEqual(digest(given), expected)) {
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ message: translate('operations.metricsTokenRequired', lang), code: 'unauthenticated' });
        }
        reply.header('cache-control', 'no-store').type(registry.contentType);
        return registry.metrics();
      },
    );
  },
  { name: 'vitrina-metrics' },
);
