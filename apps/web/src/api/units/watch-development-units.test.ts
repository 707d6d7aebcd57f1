// The plan's stream of changes as the browser reads it: chunks cut anywhere become whole events;
// heartbeats and unknown fields are skipped (decision 037); events during a fetch of the plan
// join it and make one more fetch after it, never cancel it.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { eventStreamParser, planRefetcher, type ServerEvent } from './watch-development-units';

function parseAll(chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const parse = eventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parse(chunk);
  return events;
}

describe('eventStreamParser', () => {
  const stream = 'event: ready\ndata: {"reliable":true}\n\n: heartbeat\n\nevent: change\ndata: {"reliable":false}\n\n';
  const expected = [
    { event: 'ready', data: '{"reliable":true}' },
    { event: 'change', data: '{"reliable":false}' },
  ];

  it('reads whole events and skips the heartbeat', () => {
    expect(parseAll([stream])).toEqual(expected);
  });

  it('reads the same events whatever the chunks (cut mid-line, one character at a time)', () => {
    expect(parseAll([stream.slice(0, 9), stream.slice(9, 30), stream.slice(30)])).toEqual(expected);
    expect(parseAll([...stream])).toEqual(expected);
  });

  it('accepts CRLF lines, data without its space, several data lines and unknown fields', () => {
    const crlf = 'id: 7\r\nevent:change\r\ndata:a\r\ndata: b\r\nretry: 10\r\n\r\n';
    expect(parseAll([crlf])).toEqual([{ event: 'change', data: 'a\nb' }]);
    expect(parseAll([...crlf])).toEqual([{ event: 'change', data: 'a\nb' }]);
  });

  it('keeps an event that has not ended yet until its blank line', () => {
    const events: ServerEvent[] = [];
    const parse = eventStreamParser((event) => events.push(event));
    parse('event: change\ndata: {}\n');
    expect(events).toEqual([]);
    parse('\n');
    expect(events).toEqual([{ event: 'change', data: '{}' }]);
  });
});

describe('planRefetcher', () => {
  /** A plan query whose every fetch waits until released; counts the fetches started and cancelled. */
  function planQuery() {
    const client = new QueryClient();
    const queryKey = ['units', 'inventory', 'torre', 'es'];
    const pending: (() => void)[] = [];
    const stats = { started: 0, cancelled: 0 };
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: ({ signal }) =>
        new Promise<number>((resolve) => {
          const n = ++stats.started;
          signal.addEventListener('abort', () => stats.cancelled++);
          pending.push(() => resolve(n));
        }),
    });
    const unsubscribe = observer.subscribe(() => {});
    const releaseNext = async () => {
      await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
      pending.shift()!();
    };
    return { client, queryKey, stats, releaseNext, unsubscribe, pending };
  }

  it('joins the fetch in flight, then fetches once more for any number of events', async () => {
    const q = planQuery();
    expect(q.stats.started).toBe(1); // the first load, in flight
    const refetch = planRefetcher(q.client, q.queryKey);
    for (let i = 0; i < 5; i++) refetch();
    await q.releaseNext();
    await q.releaseNext();
    await vi.waitFor(() => expect(q.client.isFetching()).toBe(0));
    expect(q.stats).toEqual({ started: 2, cancelled: 0 });
    expect(q.client.getQueryData(q.queryKey)).toBe(2);
    q.unsubscribe();
  });

  it('fetches at once when nothing is in flight', async () => {
    const q = planQuery();
    await q.releaseNext();
    await vi.waitFor(() => expect(q.client.isFetching()).toBe(0));
    planRefetcher(q.client, q.queryKey)();
    await q.releaseNext();
    await vi.waitFor(() => expect(q.client.isFetching()).toBe(0));
    expect(q.stats).toEqual({ started: 2, cancelled: 0 });
    q.unsubscribe();
  });
});
