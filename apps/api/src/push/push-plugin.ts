// Web push (decision 065): the server's VAPID key pair (resolved on start: from the environment,
// else generated once and kept in the database) and the push queue's sender, which every
// instance runs (rounds every few seconds, and as soon as a request that queued messages has
// answered — its transaction is committed by then).
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import { countQueuedPushes } from './push-repository';
import { createPushSender, PUSH_SENDER_DEFAULTS, type PushOutcome, type PushSender, type PushSenderOptions } from './push-sender';
import { onPushQueued } from './push-signal';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys';

export interface Push {
  /** The VAPID public key browsers subscribe with (base64url). */
  publicKey(): Promise<string>;
  sender: PushSender;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: Push;
  }
}

export interface PushPluginOptions {
  /** The sender's timings (tests shorten them). */
  sender?: Partial<PushSenderOptions>;
}

export const pushPlugin = fp<PushPluginOptions>(async (app, options) => {
  const { config } = app;
  const db = () => app.database.db;
  let keys: Promise<VapidKeys> | null = null;
  const vapidKeys = () => {
    keys ??= resolveVapidKeys(db(), config.push.vapid).catch((error: unknown) => {
      keys = null;
      throw error;
    });
    return keys;
  };
  const deliveries = new Counter({
    name: 'vitrina_push_deliveries_total',
    help: 'Push messages handed to push services by this instance, by result: sent, retried, failed (given up), gone (the device was unsubscribed: deleted)',
    labelNames: ['result'] as const,
    registers: [app.metrics.registry],
  });
  const subject = config.publicUrl.startsWith('https://') ? config.publicUrl : `mailto:${config.mailFrom}`;
  const sender = createPushSender(
    { db: db(), keys: vapidKeys, subject, endpointHosts: config.push.endpointHosts, log: app.log, onOutcome: (result: PushOutcome) => deliveries.inc({ result }) },
    { ...PUSH_SENDER_DEFAULTS, ...options.sender },
  );
  if (app.metrics.enabled) {
    new Gauge({
      name: 'vitrina_push_queued',
      help: 'Push messages waiting in the queue',
      registers: [app.metrics.registry],
      async collect() {
        const n = await countQueuedPushes(db()).catch(() => null);
        if (n !== null) this.set(n);
      },
    });
  }

  let queued = false;
  const unlisten = onPushQueued(() => {
    queued = true;
  });
  app.addHook('onResponse', async () => {
    if (!queued) return;
    queued = false;
    sender.nudge();
  });
  app.addHook('onReady', async () => {
    // The pair exists from the first start on (generated here when the environment has none).
    await vapidKeys().catch((error: unknown) => app.log.warn({ err: error }, 'web push: the VAPID keys could not be read yet; tried again when needed'));
    sender.start();
  });
  app.addHook('onClose', async () => {
    unlisten();
    await sender.stop();
  });
  app.decorate('push', { publicKey: async () => (await vapidKeys()).publicKey, sender } satisfies Push);
});
