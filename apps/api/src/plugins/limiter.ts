// app.limiter: the one set of counters of every rate limit of the API (see limiter-store.ts),
// in memory or in Redis with REDIS_URL; consume(), which counts one attempt and answers 429
// with Retry-After past the limit; and clientAddress(), the address a limit keys on.
import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/errors';
import { createMemoryStore, openRedisStore, type Counter, type LimiterStore } from './limiter-store';

declare module 'fastify' {
  interface FastifyInstance {
    limiter: LimiterStore;
  }
  interface FastifyRequest {
    /**
     * app.limiter as this request uses it: the same counters, and a record of what the request
     * counted, so that an attempt the database could not answer is taken back (issue 24).
     * Every limited route counts through it.
     */
    limits: RequestLimits;
  }
}

export interface RequestLimits extends LimiterStore {
  /** Takes back every event this request counted and did not take back itself. */
  takeBack(): Promise<void>;
}

/**
 * A request's view of the store: counts as the store does, and remembers the net events per
 * key (a hit +1, an undo -1, a reset clears), so takeBack() can return exactly those.
 */
export function requestLimits(store: LimiterStore): RequestLimits {
  const net = new Map<string, number>();
  const add = (key: string, n: number) => net.set(key, (net.get(key) ?? 0) + n);
  return {
    kind: store.kind,
    async hit(key, windowMs) {
      const counter = await store.hit(key, windowMs);
      add(key, 1);
      return counter;
    },
    async hitAll(keys, windowMs) {
      const counters = await store.hitAll(keys, windowMs);
      for (const key of keys) add(key, 1);
      return counters;
    },
    peek: (key) => store.peek(key),
    async undo(key) {
      await store.undo(key);
      add(key, -1);
    },
    async reset(key) {
      await store.reset(key);
      net.delete(key);
    },
    ping: () => store.ping(),
    close: async () => {},
    async takeBack() {
      const pending = [...net].filter(([, n]) => n > 0);
      net.clear();
      for (const [key, n] of pending) for (let i = 0; i < n; i++) await store.undo(key);
    },
  };
}

export const limiterPlugin = fp(
  async (app) => {
    // Registered once for the whole API (app.ts); a second registration shares that store.
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
    // Made on first use: requests that count nothing (pages, pictures) pay nothing.
    const perRequest = new WeakMap<FastifyRequest, RequestLimits>();
    app.decorateRequest('limits', {
      getter(this: FastifyRequest) {
        let limits = perRequest.get(this);
        if (!limits) perRequest.set(this, (limits = requestLimits(store)));
        return limits;
      },
    });
    app.addHook('onClose', async () => store.close());
  },
  { name: 'vitrina-limiter' },
);

/** The 429 of a limit, with the seconds left for Retry-After (set by the error handler). */
export function rateLimited(resetInMs: number): AppError {
  return new AppError('rate_limited', 'common.rateLimited', { params: { seconds: Math.max(1, Math.ceil(resetInMs / 1000)) } });
}

/**
 * Counts one attempt under key, before anything is checked, and throws 429 once the window
 * holds more than max: the count and the decision are one atomic step, so a burst of
 * parallel attempts gets no more through than the same attempts one by one.
 */
export async function consume(store: LimiterStore, key: string, max: number, windowMs: number): Promise<Counter> {
  const counter = await store.hit(key, windowMs);
  if (counter.count > max) throw rateLimited(counter.resetInMs);
  return counter;
}

/** The 16-bit groups of an IPv6 address (8 of them), or null when it is not one. */
function ipv6Groups(ip: string): number[] | null {
  const address = ip.split('%')[0]!;
  if (!isIPv6(address)) return null;
  const toGroups = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head, tail] = address.split('::') as [string, string | undefined];
  const front = toGroups(head);
  if (tail === undefined) return front;
  const back = toGroups(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The key of a client address for the limits: an IPv4 address as it is (also when written as
 * ::ffff:a.b.c.d); an IPv6 address by its /64, the block one subscriber usually gets, so
 * moving within it never gives a fresh counter.
 */
export function addressKey(ip: string): string {
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The address a request's limits key on: request.ip (see TRUST_PROXY in config.ts), IPv6 by /64. */
export function clientAddress(request: FastifyRequest): string {
  return addressKey(request.ip);
}
