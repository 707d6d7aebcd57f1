// "Something in this data changed": a version counter that every write bumps, here at once
// and on every other instance through PostgreSQL LISTEN/NOTIFY. Caches key on it; anything
// else (the brochure, say) can subscribe with onChange. PGlite lives in one process, so there
// the local bump is all there is.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { notifyChannel } from './change-signal-repository';
import { startPgListener, type PgListener } from './pg-listener';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ChangeSignal {
  /** Grows on every change heard, local or remote (and when the listener reconnects). */
  readonly version: number;
  /** False while changes made elsewhere might go unheard: caches must not keep answers then. */
  readonly reliable: boolean;
  /** Calls listener after each change; returns the unsubscribe function. */
  onChange(listener: () => void): () => void;
  /** Runs fn in one transaction that, on commit, tells every instance the data changed. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Tells every instance the data changed, for a write already committed (at once here). */
  announce(): Promise<void>;
}

export interface AcquiredSignal {
  signal: ChangeSignal;
  /** The last release of a database's signal stops its listener. */
  release(): Promise<void>;
}

interface Entry {
  signal: Promise<SignalImpl>;
  users: number;
}

type Log = { warn(obj: object, msg: string): void };

// One signal per (database handle, channel): two apps on one handle share it, as they share data.
const registry = new WeakMap<Database, Map<string, Entry>>();

export async function acquireChangeSignal(database: Database, channel: string, log?: Log): Promise<AcquiredSignal> {
  let channels = registry.get(database);
  if (!channels) registry.set(database, (channels = new Map()));
  let entry = channels.get(channel);
  if (!entry) {
    entry = { signal: SignalImpl.open(database, channel, log), users: 0 };
    channels.set(channel, entry);
  }
  entry.users++;
  const held = entry;
  const signal = await held.signal;
  let released = false;
  return {
    signal,
    async release() {
      if (released) return;
      released = true;
      if (--held.users > 0) return;
      channels.delete(channel);
      await signal.close();
    },
  };
}

class SignalImpl implements ChangeSignal {
  version = 0;
  reliable: boolean;
  private readonly listeners = new Set<() => void>();
  private readonly instanceId = randomUUID();
  private listener: PgListener | null = null;

  private constructor(
    private readonly database: Database,
    private readonly channel: string,
  ) {
    this.reliable = database.kind === 'pglite';
  }

  static async open(database: Database, channel: string, log?: Log): Promise<SignalImpl> {
    const signal = new SignalImpl(database, channel);
    if (database.kind === 'postgres') {
      signal.listener = startPgListener({
        connection: connectionOf(database),
        channel,
        // Our own notifications were applied at commit time already.
        onNotify: (payload) => payload !== signal.instanceId && signal.bump(),
        onStateChange: (up) => {
          signal.reliable = up;
          // Whatever was kept before a reconnect may have missed a change.
          signal.bump();
        },
        onError: (error) => log?.warn({ err: error }, `change listener (${channel}): connection problem, reconnecting`),
      });
      await signal.listener.ready;
    }
    return signal;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    const result = await this.database.db.transaction(async (tx) => {
      const value = await fn(tx);
      // NOTIFY inside the transaction is delivered on commit and dropped on rollback.
      if (this.database.kind === 'postgres') await notifyChannel(tx, this.channel, this.instanceId);
      return value;
    });
    this.bump();
    return result;
  }

  async announce() {
    this.bump();
    if (this.database.kind === 'postgres') await notifyChannel(this.database.db, this.channel, this.instanceId);
  }

  bump() {
    this.version++;
    for (const listener of this.listeners) {
      try {
        listener();
      } catch {
        // A subscriber's failure must not stop the others from hearing the change.
      }
    }
  }

  async close() {
    await this.listener?.stop();
    this.listeners.clear();
  }
}

/** The settings of the pool behind a PostgreSQL handle, for one more, dedicated connection. */
function connectionOf(database: Database): pg.ClientConfig {
  const pool = (database.db as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  if (!pool?.options) throw new Error('the PostgreSQL handle exposes no connection settings');
  const { connectionString, host, port, user, password, database: name, ssl } = pool.options;
  return { connectionString, host, port, user, password, database: name, ssl } as pg.ClientConfig;
}
