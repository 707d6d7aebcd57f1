// Counters of every rate limit of the API (sign-in, registration, forgot-password, codes,
// current password, leads): fixed windows that start at a key's first event. In memory by
// default; with REDIS_URL they live in Redis, so several instances behind one load balancer
// count together. Each call is atomic, so a limit counts an attempt before it is checked
// (decision 021): parallel attempts each get their own number.

export interface Counter {
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero (0 when empty). */
  resetInMs: number;
}

export interface LimiterStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one event; the window starts at the first event of the key. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /**
   * Counts one event under each key in one atomic step (one counter per key, in order), so an
   * attempt counted under two keys (an e-mail and an address) has the same place in both.
   */
  hitAll(keys: string[], windowMs: number): Promise<Counter[]>;
  /** The current count, without counting anything. */
  peek(key: string): Promise<Counter>;
  /** Takes one event back (an attempt that succeeded and must not count); the window is kept. */
  undo(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  /** Rejects when the store cannot answer (Redis away); the memory store always answers. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const EMPTY: Counter = { count: 0, resetInMs: 0 };
/** Past this many keys, expired ones are swept (and the oldest dropped if none expired). */
const MEMORY_MAX_KEYS = 100_000;

export function createMemoryStore(now: () => number = Date.now): LimiterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = () => {
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
    while (entries.size >= MEMORY_MAX_KEYS) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  };
  // Synchronous, so one call is one atomic step.
  const hitNow = (key: string, windowMs: number): Counter => {
    let entry = live(key);
    if (!entry) {
      if (entries.size >= MEMORY_MAX_KEYS) sweep();
      entry = { count: 0, expiresAt: now() + windowMs };
      entries.set(key, entry);
    }
    entry.count++;
    return { count: entry.count, resetInMs: entry.expiresAt - now() };
  };
  return {
    kind: 'memory',
    async hit(key, windowMs) {
      return hitNow(key, windowMs);
    },
    async hitAll(keys, windowMs) {
      return keys.map((key) => hitNow(key, windowMs));
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { count: entry.count, resetInMs: entry.expiresAt - now() } : EMPTY;
    },
    async undo(key) {
      const entry = live(key);
      if (entry && --entry.count <= 0) entries.delete(key);
    },
    async reset(key) {
      entries.delete(key);
    },
    async ping() {},
    async close() {
      entries.clear();
    },
  };
}

// INCR and the expiry in one step, so a crash between them can never leave a key that lives
// forever; every key of the call in that same step. Answers count, ttl, count, ttl, …
const HIT_SCRIPT = `
local result = {}
for _, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    redis.call('PEXPIRE', key, ARGV[1])
    ttl = tonumber(ARGV[1])
  end
  table.insert(result, count)
  table.insert(result, ttl)
end
return result`;

// DECR keeps the key's expiry; a count back at zero is the same as no key.
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then
  redis.call('DEL', KEYS[1])
  return 0
end
return redis.call('DECR', KEYS[1])`;

export interface RedisStoreOptions {
  /** Key prefix, so one Redis can serve several apps (and tests can stay apart). */
  prefix?: string;
  /** Called when Redis fails; the call is then answered from an in-memory store instead. */
  onError?: (error: unknown) => void;
}

/**
 * Counters in Redis. When Redis is unreachable, limits fall back to this instance's memory
 * rather than failing sign-in for everyone: a degraded limit beats an outage.
 */
export async function openRedisStore(url: string, options: RedisStoreOptions = {}): Promise<LimiterStore> {
  const prefix = options.prefix ?? 'vitrina:limit:';
  // No offline queue: while Redis is away a call fails at once (and uses the fallback)
  // instead of waiting; ioredis keeps reconnecting in the background.
  // ioredis (about 25 MB) loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true, connectTimeout: 2_000 });
  // Without a listener, a lost connection would be an unhandled 'error' event.
  redis.on('error', (error: unknown) => options.onError?.(error));
  await redis.connect().catch((error: unknown) => options.onError?.(error));
  const fallback = createMemoryStore();
  const guarded = async <T>(run: () => Promise<T>, degrade: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      options.onError?.(error);
      return degrade();
    }
  };
  const hitAll = (keys: string[], windowMs: number) =>
    guarded(
      async () => {
        const flat = (await redis.eval(HIT_SCRIPT, keys.length, ...keys.map((key) => prefix + key), String(windowMs))) as number[];
        return keys.map((_, i) => ({ count: flat[2 * i]!, resetInMs: flat[2 * i + 1]! }));
      },
      () => fallback.hitAll(keys, windowMs),
    );
  return {
    kind: 'redis',
    hit: async (key, windowMs) => (await hitAll([key], windowMs))[0]!,
    hitAll,
    peek: (key) =>
      guarded(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
          return count === null || ttl < 0 ? EMPTY : { count: Number(count), resetInMs: ttl };
        },
        () => fallback.peek(key),
      ),
    undo: (key) =>
      guarded(
        async () => {
          await redis.eval(UNDO_SCRIPT, 1, prefix + key);
        },
        () => fallback.undo(key),
      ),
    reset: (key) =>
      guarded(
        async () => {
          await redis.del(prefix + key);
          await fallback.reset(key);
        },
        () => fallback.reset(key),
      ),
    async ping() {
      await redis.ping();
    },
    async close() {
      await fallback.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
