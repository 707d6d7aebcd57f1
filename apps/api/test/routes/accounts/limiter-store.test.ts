import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createMemoryStore, openRedisStore, type LimiterStore } from '../../../src/plugins/limiter-store';
import { buildTestApp, testDbKind, type TestApp } from '../../helper';
import { startTestRedis, type TestRedis } from '../../redis';
import { register, signIn } from './helpers';

let testRedis: TestRedis;
let REDIS_URL = '';
beforeAll(async () => {
  testRedis = await startTestRedis();
  REDIS_URL = testRedis.url;
});
afterAll(() => testRedis?.stop());

/** The same behaviour is asked of both stores. */
function storeContract(name: string, open: () => Promise<LimiterStore>) {
  describe(name, () => {
    let store: LimiterStore;
    beforeAll(async () => {
      store = await open();
    });
    afterAll(() => store.close());
    const key = () => `test:${randomBytes(6).toString('hex')}`;

    it('counts hits in a window that starts at the first hit', async () => {
      const k = key();
      expect(await store.peek(k)).toEqual({ count: 0, resetInMs: 0 });
      const first = await store.hit(k, 60_000);
      expect(first.count).toBe(1);
      expect(first.resetInMs).toBeGreaterThan(59_000);
      expect(first.resetInMs).toBeLessThanOrEqual(60_000);
      await store.hit(k, 60_000);
      const third = await store.hit(k, 60_000);
      expect(third.count).toBe(3);
      expect((await store.peek(k)).count).toBe(3);
    });

    it('forgets a key when its window ends, and on reset', async () => {
      const k = key();
      await store.hit(k, 150);
      await store.hit(k, 150);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await store.peek(k)).count).toBe(0);
      expect((await store.hit(k, 60_000)).count).toBe(1);
      await store.reset(k);
      expect((await store.peek(k)).count).toBe(0);
    });

    it('counts under several keys in one step, each in its own window, and in the same order in every key', async () => {
      const [a, b] = [key(), key()];
      await store.hit(b, 60_000);
      const [first, second] = await store.hitAll([a, b], 30_000);
      expect(first!.count).toBe(1);
      expect(first!.resetInMs).toBeLessThanOrEqual(30_000);
      expect(second!.count).toBe(2);
      expect(second!.resetInMs).toBeGreaterThan(30_000);
      // Parallel calls each get one place, the same place under both keys.
      const results = await Promise.all(Array.from({ length: 20 }, () => store.hitAll([a, b], 60_000)));
      expect(results.map(([x, y]) => y!.count - x!.count)).toEqual(Array<number>(20).fill(1));
      expect(results.map(([x]) => x!.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 2));
    });

    it('takes one event back with undo, keeping the window, and forgets a key undone to zero', async () => {
      const k = key();
      await store.hit(k, 60_000);
      await store.hit(k, 60_000);
      await store.undo(k);
      const left = await store.peek(k);
      expect(left.count).toBe(1);
      expect(left.resetInMs).toBeGreaterThan(50_000);
      await store.undo(k);
      expect(await store.peek(k)).toEqual({ count: 0, resetInMs: 0 });
      // Undoing nothing leaves nothing behind, and the next hit starts a new window.
      await store.undo(k);
      expect(await store.peek(k)).toEqual({ count: 0, resetInMs: 0 });
      expect((await store.hit(k, 60_000)).count).toBe(1);
    });

    it('keeps keys apart and counts parallel hits exactly', async () => {
      const [a, b] = [key(), key()];
      const results = await Promise.all(Array.from({ length: 25 }, () => store.hit(a, 60_000)));
      expect(results.map((r) => r.count).sort((x, y) => x - y)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
      expect((await store.peek(b)).count).toBe(0);
    });
  });
}

describe(`rate-limit stores (${testDbKind})`, () => {
  storeContract('in memory', async () => createMemoryStore());
  storeContract('in Redis', () => openRedisStore(REDIS_URL, { prefix: `vitrina-test:${process.pid}:` }));

  it('the Redis store keeps its counters in Redis, under its prefix, with an expiry', async () => {
    const prefix = `vitrina-test:${randomBytes(4).toString('hex')}:`;
    const store = await openRedisStore(REDIS_URL, { prefix });
    const redis = new Redis(REDIS_URL);
    try {
      await store.hit('signin:email:a@b.co', 60_000);
      await store.hit('signin:email:a@b.co', 60_000);
      expect(await redis.get(`${prefix}signin:email:a@b.co`)).toBe('2');
      const ttl = await redis.pttl(`${prefix}signin:email:a@b.co`);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      // A second store (another instance) sees the same count.
      const other = await openRedisStore(REDIS_URL, { prefix });
      expect((await other.hit('signin:email:a@b.co', 60_000)).count).toBe(3);
      await other.close();
    } finally {
      await store.close();
      redis.disconnect();
    }
  });

  it('falls back to counting in memory when Redis cannot be reached, reporting the error', async () => {
    const errors: unknown[] = [];
    const store = await openRedisStore('redis://127.0.0.1:1', { onError: (e) => errors.push(e) });
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(2);
      expect((await store.peek('k')).count).toBe(2);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });

  describe('the app with REDIS_URL', () => {
    let t: TestApp;
    let redis: Redis;
    beforeAll(async () => {
      t = await buildTestApp({ demo: true, env: { REDIS_URL } });
      redis = new Redis(REDIS_URL);
    });
    afterAll(async () => {
      redis.disconnect();
      await t.close();
    });

    it('counts failed sign-ins in Redis and clears the e-mail’s count on success', async () => {
      // Unique e-mails: the PGlite and PostgreSQL runs may share this Redis at the same time.
      const { person } = await register(t.app);
      const key = `vitrina:limit:signin:email:${person.email.toLowerCase()}`;
      try {
        await signIn(t.app, person.email, 'Mala-Clave-1');
        await signIn(t.app, person.email, 'Mala-Clave-2');
        expect(await redis.get(key)).toBe('2');
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(14 * 60_000);
        expect(ttl).toBeLessThanOrEqual(15 * 60_000);
        expect((await signIn(t.app, person.email, person.password)).statusCode).toBe(200);
        expect(await redis.get(key)).toBeNull();
      } finally {
        await redis.del(key);
      }
    });
  });
});
