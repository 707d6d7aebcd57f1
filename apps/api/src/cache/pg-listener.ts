// One dedicated PostgreSQL connection that LISTENs on a channel and keeps doing so: it
// reconnects with a growing pause when the server drops it, and says when it is up or down,
// because a notification sent while it was down is lost for good.
import type pg from 'pg';

export interface PgListenerOptions {
  connection: pg.ClientConfig;
  channel: string;
  onNotify(payload: string): void;
  /** Up after LISTEN succeeded; down as soon as the connection is lost. */
  onStateChange(up: boolean): void;
  onError?(error: Error): void;
}

export interface PgListener {
  /** Settles after the first attempt, successful or not (a failure keeps retrying). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A silent, half-open connection shows up only when something is sent: ping it. */
const HEARTBEAT_MS = 30_000;

export function startPgListener(options: PgListenerOptions): PgListener {
  if (!CHANNEL.test(options.channel)) throw new Error(`invalid channel name: ${options.channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retryDelay = RETRY_MIN_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client, error?: Error) => {
    if (error) options.onError?.(error);
    if (current !== client) return; // already dropped (error and end both fire)
    current = null;
    clearInterval(heartbeat);
    options.onStateChange(false);
    client.end().catch(() => {});
    schedule();
  };

  const schedule = () => {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryDelay);
    retryTimer.unref();
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  };

  const connect = async (): Promise<void> => {
    if (stopped) return;
    const { default: PgModule } = await import('pg');
    const client = new PgModule.Client({ ...options.connection, keepAlive: true, application_name: 'vitrina-listener' });
    client.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${options.channel}`);
    } catch (error) {
      options.onError?.(error as Error);
      client.end().catch(() => {});
      schedule();
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryDelay = RETRY_MIN_MS;
    heartbeat = setInterval(() => {
      client.query('select 1').catch((error: Error) => drop(client, error));
    }, HEARTBEAT_MS);
    heartbeat.unref();
    options.onStateChange(true);
  };

  return {
    ready: connect(),
    async stop() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      if (client) await client.end().catch(() => {});
    },
  };
}
