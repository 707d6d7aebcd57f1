// The push queue's sender (decision 065), on the mail queue's model (plugins/mail-sender.ts): a
// round claims the due messages (a lease per claim, FOR UPDATE SKIP LOCKED, so instances never
// send the same one at once and a dead sender's come back), encrypts each to its device's keys
// (aes128gcm) and signs it with the VAPID key (the `web-push` library builds the request), and
// POSTs it to the device's push service. 2xx: sent, deleted. 404/410: the device is gone, its
// subscription (and its queued messages) deleted. 429, 5xx, no answer: again later with a
// doubling delay (or the service's Retry-After), given up after `maxAttempts` or once older than
// its TTL. Any other answer (400, 403, 413 …) is given up at once: trying again changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Db } from '../db/client';
import { endpointAllowed } from './push-endpoints';
import { claimDuePushes, deletePush, deleteSubscription, retryPushLater, type ClaimedPush } from './push-repository';
import type { VapidKeys } from './vapid-keys';

export interface PushSenderOptions {
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is given up. */
  maxAttempts: number;
  /** How long the push service keeps a message for an offline device (its TTL header), and how long it may wait here. */
  ttlSeconds: number;
  leaseMs: number;
  pollMs: number;
  batch: number;
  /** One request's time limit: a push service that hangs is given up after it (issue 35: 10 s), and tried again later. */
  timeoutMs: number;
}

export const PUSH_SENDER_DEFAULTS: PushSenderOptions = {
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  maxAttempts: 6,
  ttlSeconds: 24 * 60 * 60,
  leaseMs: 2 * 60_000,
  pollMs: 10_000,
  batch: 50,
  timeoutMs: 10_000,
};

export type PushOutcome = 'sent' | 'retried' | 'failed' | 'gone';
export type PushRoundResult = Record<PushOutcome, number>;

export interface PushSender {
  runRound(): Promise<PushRoundResult>;
  nudge(): void;
  settled(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

export interface PushSenderDeps {
  db: Db;
  keys: () => Promise<VapidKeys>;
  /** The VAPID subject: the app's https address or a mailto: of its sender. */
  subject: string;
  endpointHosts: readonly string[];
  log: FastifyBaseLogger;
  onOutcome?: (outcome: PushOutcome) => void;
}

export const pushRetryDelay = (attempts: number, options: Pick<PushSenderOptions, 'retryBaseMs' | 'retryMaxMs'>) =>
  Math.min(options.retryMaxMs, options.retryBaseMs * 2 ** Math.max(0, Math.min(30, attempts - 1)));

/** A Retry-After of seconds or an HTTP date, in milliseconds from now; undefined if none or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

const retryable = (status: number) => status === 429 || status >= 500;

export function createPushSender(deps: PushSenderDeps, options: PushSenderOptions = PUSH_SENDER_DEFAULTS): PushSender {
  const { db, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;

  async function giveUpOrRetry(push: ClaimedPush, stored: string, waitMs?: number): Promise<PushOutcome> {
    const expired = Date.now() - push.createdAt.getTime() >= options.ttlSeconds * 1000;
    if (push.attempts >= options.maxAttempts || expired) {
      await deletePush(db, push.id);
      log.warn({ pushId: push.id, subscriptionId: push.subscriptionId, attempts: push.attempts, error: stored }, 'push not sent: given up');
      return 'failed';
    }
    const next = new Date(Date.now() + Math.min(options.retryMaxMs, Math.max(waitMs ?? 0, pushRetryDelay(push.attempts, options))));
    await retryPushLater(db, push.id, stored, next);
    log.info({ pushId: push.id, subscriptionId: push.subscriptionId, attempts: push.attempts, error: stored, nextAttemptAt: next.toISOString() }, 'push not sent: retried later');
    return 'retried';
  }

  async function deliver(push: ClaimedPush, keys: VapidKeys): Promise<PushOutcome> {
    // The hosts may have changed since it subscribed: never send where the rule does not allow.
    if (!endpointAllowed(push.endpoint, deps.endpointHosts)) {
      await deletePush(db, push.id);
      log.warn({ pushId: push.id, subscriptionId: push.subscriptionId }, 'push not sent: its push service is not in PUSH_ENDPOINT_HOSTS');
      return 'failed';
    }
    const request = webpush.generateRequestDetails({ endpoint: push.endpoint, keys: { p256dh: push.p256dh, auth: push.auth } }, JSON.stringify(push.payload), {
      vapidDetails: { subject: deps.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    let response: Response;
    try {
      response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body as Buffer,
        redirect: 'error',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel();
    } catch (error) {
      const e = error as { name?: string; cause?: { code?: string } };
      return giveUpOrRetry(push, `network ${e.cause?.code ?? e.name ?? 'error'}`);
    }
    const status = response.status;
    if (status >= 200 && status < 300) {
      await deletePush(db, push.id);
      return 'sent';
    }
    if (status === 404 || status === 410) {
      await deleteSubscription(db, push.subscriptionId);
      log.info({ pushId: push.id, subscriptionId: push.subscriptionId, status }, 'push subscription gone: deleted');
      return 'gone';
    }
    if (retryable(status)) return giveUpOrRetry(push, `http ${status}`, retryAfterMs(response.headers.get('retry-after')));
    await deletePush(db, push.id);
    log.warn({ pushId: push.id, subscriptionId: push.subscriptionId, status }, 'push refused by its push service: given up');
    return 'failed';
  }

  async function round(): Promise<PushRoundResult> {
    const result: PushRoundResult = { sent: 0, retried: 0, failed: 0, gone: 0 };
    for (;;) {
      const claimed = await claimDuePushes(db, { now: new Date(), leaseMs: options.leaseMs, limit: options.batch });
      if (claimed.length === 0) return result;
      const keys = await deps.keys();
      // Messages of one device in order; devices side by side.
      const byDevice = new Map<number, ClaimedPush[]>();
      for (const push of claimed) byDevice.set(push.subscriptionId, [...(byDevice.get(push.subscriptionId) ?? []), push]);
      await Promise.all(
        [...byDevice.values()].map(async (pushes) => {
          for (const push of pushes) {
            const outcome = await deliver(push, keys);
            result[outcome]++;
            deps.onOutcome?.(outcome);
            if (outcome === 'gone') break;
          }
        }),
      );
      if (claimed.length < options.batch || stopped) return result;
    }
  }

  const loop = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => log.warn({ err: error }, 'push round failed; the next one tries again'))
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          loop();
        }
      });
  };

  return {
    runRound: () => round(),
    nudge: () => setImmediate(loop),
    settled: async () => {
      await running;
    },
    start() {
      stopped = false;
      timer = setInterval(loop, options.pollMs);
      timer.unref();
      setImmediate(loop);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
