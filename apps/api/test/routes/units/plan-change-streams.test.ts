// The plan's open streams (decision 037) on a real HTTP server: a burst of changes becomes one
// event and one more after the pause, the cap refuses one more stream, a stream ends after its
// lifetime, and a client that leaves is forgotten (the signal is left when none is open).
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChangeSignal } from '../../../src/cache/change-signal';
import { nextEvent, openStream, type OpenStream } from './event-stream';
import { PlanChangeStreams, type PlanChangeStreamsOptions } from '../../../src/unit-inventory/plan-change-streams';

/** A signal changed by hand: what the pages' signal is to the streams, without a database. */
class HandSignal implements ChangeSignal {
  version = 0;
  reliable = true;
  readonly listeners = new Set<() => void>();
  onChange(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  transaction<T>(): Promise<T> {
    throw new Error('not used');
  }
  async announce() {
    this.version++;
    for (const listener of this.listeners) listener();
  }
}

const servers: http.Server[] = [];
const streams: OpenStream[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  // A fetch aborted by its reader leaves its socket to undici for a few seconds: not ours to wait for.
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(options: Partial<PlanChangeStreamsOptions> = {}) {
  const signal = new HandSignal();
  const hub = new PlanChangeStreams(signal, { maxStreams: 10, coalesceMs: 100, heartbeatMs: 25_000, maxLifetimeMs: 60_000, ...options });
  const server = http.createServer((_req, res) => {
    if (hub.full) {
      res.writeHead(503).end();
      return;
    }
    hub.open(res, { 'content-type': 'text/event-stream' });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const open = async () => {
    const s = await openStream(`http://127.0.0.1:${port}/`);
    streams.push(s);
    return s;
  };
  return { signal, hub, open };
}

describe('plan change streams', () => {
  it('turns a burst of changes into one event at once and one after the pause, on every stream', async () => {
    const { signal, hub, open } = await serve();
    const [a, b] = [await open(), await open()];
    for (const s of [a, b]) expect((await nextEvent(s))?.event).toBe('ready');
    for (let i = 0; i < 20; i++) await signal.announce();
    for (const s of [a, b]) {
      expect((await nextEvent(s))?.event).toBe('change');
      expect((await nextEvent(s))?.event).toBe('change');
    }
    // Nothing else was pending: ending the streams now shows every event they got.
    hub.closeAll();
    for (const s of [a, b]) expect(await nextEvent(s)).toBeNull();
  });

  it('says when changes made elsewhere may go unheard', async () => {
    const { signal, open } = await serve();
    const s = await open();
    await nextEvent(s);
    signal.reliable = false;
    await signal.announce();
    expect(await nextEvent(s)).toEqual({ event: 'change', data: '{"reliable":false}' });
  });

  it('is full at its cap, and has room again once a client leaves; the signal is left when no stream is open', async () => {
    const { signal, hub, open } = await serve({ maxStreams: 2 });
    const [a, b] = [await open(), await open()];
    for (const s of [a, b]) await nextEvent(s);
    expect(hub.full).toBe(true);
    expect(signal.listeners.size).toBe(1);
    const refused = await open();
    expect(refused.status).toBe(503);
    a.close();
    b.close();
    await expect.poll(() => hub.size).toBe(0);
    expect(hub.full).toBe(false);
    expect(signal.listeners.size).toBe(0);
  });

  it('ends a stream after its lifetime (the client then reconnects with its token)', async () => {
    const { hub, open } = await serve({ maxLifetimeMs: 50 });
    const s = await open();
    expect((await nextEvent(s))?.event).toBe('ready');
    expect(await nextEvent(s)).toBeNull();
    expect(hub.size).toBe(0);
  });

  it('refuses every stream once closed', async () => {
    const { hub, open } = await serve();
    hub.closeAll();
    expect((await open()).status).toBe(503);
  });
});
