import { readFileSync } from 'node:fs';
import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { LEFT_EARLY_PREFIX, parsePageLeftEarly, takePagesLeftEarly } from './pages-left-early';

/** Local storage as the browser has it (the tests run in Node). */
function fakeStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const query = (key: unknown[], status: 'success' | 'error', dataUpdatedAt: number, data: unknown = key.join('/')) =>
  ({
    queryKey: key,
    queryHash: JSON.stringify(key),
    dehydratedAt: dataUpdatedAt,
    state: { status, data: status === 'success' ? data : undefined, dataUpdatedAt, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' },
  }) as unknown as DehydratedState['queries'][number];

const page = (version: string, arrival: number, queries: DehydratedState['queries']) =>
  `${version}\n${arrival}\n${JSON.stringify({ language: 'es', translations: {}, queries: { mutations: [], queries }, router: {} })}`;

const DAY = 24 * 60 * 60_000;
const original = globalThis.localStorage;
afterEach(() => {
  globalThis.localStorage = original;
});

describe('pages left before the app kept their data (decision 061)', () => {
  it('takes their successful answers into the cache, dated when the page arrived, and clears them', () => {
    const unit = ['properties', 'detail', '34', 'es'];
    const items = ['items', 'category', 'GOLD', '1R', 'es'];
    const failed = ['developments', 'detail', 'nowhere', 'es'];
    globalThis.localStorage = fakeStorage({
      [`${LEFT_EARLY_PREFIX}/show-room?property=34`]: page('v1', 50_000, [query(unit, 'success', 1_000), query(items, 'success', 1_000), query(failed, 'error', 1_000)]),
      lang: 'es',
    });
    const client = new QueryClient();
    expect(takePagesLeftEarly(client, { version: 'v1', maxAge: DAY, now: 60_000 })).toBe(1);
    expect(client.getQueryData(unit)).toBe(unit.join('/'));
    expect(client.getQueryState(items)?.dataUpdatedAt).toBe(50_000);
    expect(client.getQueryState(failed)).toBeUndefined();
    expect(globalThis.localStorage.length).toBe(1);
    expect(globalThis.localStorage.getItem('lang')).toBe('es');
  });

  it('leaves newer answers in the cache as they are', () => {
    const unit = ['properties', 'detail', '34', 'es'];
    globalThis.localStorage = fakeStorage({ [`${LEFT_EARLY_PREFIX}/show-room`]: page('v1', 50_000, [query(unit, 'success', 1_000, 'old')]) });
    const client = new QueryClient();
    client.setQueryData(unit, 'new', { updatedAt: 70_000 });
    takePagesLeftEarly(client, { version: 'v1', maxAge: DAY, now: 80_000 });
    expect(client.getQueryData(unit)).toBe('new');
  });

  it("drops another build's pages, pages kept too long and values of another format", () => {
    const unit = ['properties', 'detail', '34', 'es'];
    globalThis.localStorage = fakeStorage({
      [`${LEFT_EARLY_PREFIX}/a`]: page('v0', 50_000, [query(unit, 'success', 1_000)]),
      [`${LEFT_EARLY_PREFIX}/b`]: page('v1', 50_000, [query(unit, 'success', 1_000)]),
      [`${LEFT_EARLY_PREFIX}/c`]: 'not a page',
    });
    const client = new QueryClient();
    expect(takePagesLeftEarly(client, { version: 'v1', maxAge: DAY, now: 50_000 + 2 * DAY })).toBe(0);
    expect(client.getQueryData(unit)).toBeUndefined();
    expect(globalThis.localStorage.length).toBe(0);
    expect(parsePageLeftEarly('v1\nlater\n{}')).toBeNull();
  });

  it('reads what src/boot.ts writes: the same prefix', () => {
    const boot = readFileSync(new URL('../boot.ts', import.meta.url), 'utf8');
    expect(boot).toContain(`const LEFT_EARLY_PREFIX = '${LEFT_EARLY_PREFIX}';`);
  });
});
