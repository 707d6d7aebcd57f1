// GET /developments/{slug}/units/changes (issue 22, decision 037): while a stacking plan is open
// it holds this stream, and refetches the plan (If-None-Match) on each event, so a unit moved on
// any instance shows at once instead of at the next poll. Admin and the sales team, as the plan.
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { PRIVATE_CACHE_CONTROL, requireOffice } from '../../plugins/auth';
import type { PlanChangeStreams } from '../../unit-inventory/plan-change-streams';
import { developmentNotFound } from '../developments/admin-answer';
import { findDevelopmentBySlug } from '../developments/developments-repository';
import { TAG, bearer, errorResponses, slugParams } from './route-schemas';

/** Seconds a client refused for lack of room waits before it tries again. */
const RETRY_AFTER_S = 5;

const eventStream = {
  description:
    'A server-sent-events stream. First `event: ready`, then `event: change` whenever something the plan shows may have changed ' +
    '(on any instance; bursts coalesced to at most one event per ~100 ms); `data` is `{"reliable": boolean}` (false: this instance ' +
    'may miss changes made on another one for now — keep polling). A comment line `: heartbeat` every ~25 s. The stream ends ' +
    'after 10 minutes and when the server stops: reconnect.',
  content: { 'text/event-stream': { schema: z.string() } },
};

export interface ChangesOptions {
  streams: PlanChangeStreams;
}

export const changesRoutes: FastifyPluginAsyncZod<ChangesOptions> = async (app, { streams }) => {
  // Before the server closes: it waits for open connections, and a stream never ends by itself.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/developments/:slug/units/changes',
    {
      compress: false,
      onRequest: requireOffice,
      schema: {
        tags: [TAG],
        summary: "A stream of events when a development's units may have changed (Admin, sales team; server-sent events)",
        description:
          'For the stacking plan: on each event, fetch GET /developments/{slug}/units again with If-None-Match (a 304 when this ' +
          'development did not change). Never kept by a cache (`private, no-store`). 404 for an unknown development; 503 with ' +
          'Retry-After when this instance has no room for one more stream (then poll the plan meanwhile).',
        security: bearer,
        params: slugParams,
        response: { 200: eventStream, ...errorResponses(401, 403, 404, 503) },
      },
    },
    async (request, reply) => {
      const development = await findDevelopmentBySlug(app.database.db, request.params.slug);
      if (!development) throw developmentNotFound();
      if (streams.full) {
        reply.header('retry-after', String(RETRY_AFTER_S));
        throw new AppError('internal', 'units.changes.tooManyStreams', { status: 503 });
      }
      // From here the answer is written by hand: Fastify's serializer, onSend and compression stay out.
      reply.hijack();
      streams.open(reply.raw, {
        ...reply.getHeaders(),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': PRIVATE_CACHE_CONTROL,
        // nginx and the like would otherwise hold the events back in their buffers.
        'x-accel-buffering': 'no',
      });
      const opened = Date.now();
      reply.raw.on('close', () => request.log.info({ method: request.method, url: request.url, statusCode: 200, streamedMs: Date.now() - opened }, 'stream closed'));
    },
  );
};
