import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { datedAtArrival } from './ssr-data';

const query = (key: string, status: 'success' | 'error' | 'pending', dataUpdatedAt: number) =>
  ({
    queryKey: [key],
    queryHash: JSON.stringify([key]),
    dehydratedAt: 1_000,
    state: { status, data: status === 'success' ? key : undefined, dataUpdatedAt, dataUpdateCount: 1, error: null, errorUpdateCount: 0, errorUpdatedAt: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, fetchStatus: 'idle' },
  }) as unknown as DehydratedState['queries'][number];

describe('datedAtArrival', () => {
  it("dates a kept page's answers when the app reads them, so they are not asked for again", () => {
    const state: DehydratedState = { mutations: [], queries: [query('developments', 'success', 1_000), query('config', 'success', 2_000)] };
    const dated = datedAtArrival(state, 500_000);
    expect(dated.queries.map((q) => q.state.dataUpdatedAt)).toEqual([500_000, 500_000]);
    expect(dated.queries.map((q) => q.state.data)).toEqual(['developments', 'config']);
    // The page's own object is left as it was.
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(1_000);
  });

  it('leaves failed and pending queries, and dates already later than now, as they are', () => {
    const state: DehydratedState = { mutations: [], queries: [query('failed', 'error', 0), query('pending', 'pending', 0), query('later', 'success', 900_000)] };
    expect(datedAtArrival(state, 500_000).queries.map((q) => q.state.dataUpdatedAt)).toEqual([0, 0, 900_000]);
  });
});
