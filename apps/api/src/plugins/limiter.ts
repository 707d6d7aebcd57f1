// app.limiter: the counters of the accounts routes' rate limits (see limiter-store.ts), and
// consume(), which counts one event and answers 429 with Retry-After past the limit.
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';
import { createMemoryStore, openRedisStore, type Counter, type LimiterStore } from './limiter-store';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: LimiterStore;
  }
}

export const limiterPlugin = fp(
  async (app) => {
    // Registered by whichever feature needs it first; the others share that store.
    if (app.hasDecorator('limiter')) return;
    const { redisUrl } = app.config;
    let store: LimiterStore;
    if (redisUrl) {
      let lastWarning = 0;
      store = await openRedisStore(redisUrl, {
        onError: (error) => {
          // A dead Redis fails every call: one warning a minute is enough.
          if (Date.now() - lastWarning < 60_000) return;
          lastWarning = Date.now();
          app.log.warn({ err: error }, 'rate-limit store (Redis) unavailable: counting in memory meanwhile');
        },
      });
    } else {
      store = createMemoryStore();
    }
    app.decorate('limiter', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'vitrina-limiter' },
);

/** The 429 of a limit, with the seconds left for Retry-After (set by the error handler). */
export function rateLimited(resetInMs: number): AppError {
  return new AppError('rate_limited', 'common.rateLimited', { params: { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) } });
}

/** Counts one event under key; throws 429 when the window already holds more than max. */
export async function consume(store: LimiterStore, key: string, max: number, windowMs: number): Promise<Counter> {
  const counter = await store.hit(key, windowMs);
  if (counter.count > max) throw rateLimited(counter.resetInMs);
  return counter;
}
