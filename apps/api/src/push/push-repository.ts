// The SQL of web push (decision 065): the VAPID key pair kept in app_meta, each person's devices
// (push_subscriptions, one row per push address), and the durable queue of push messages
// (push_outbox). A sender claims due rows with FOR UPDATE SKIP LOCKED and a lease, as the mail
// queue does (plugins/mail-repository.ts), so two instances never send one message at once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PushPayload } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { appMeta, pushOutbox, pushSubscriptions } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export const VAPID_KEYS_KEY = 'vapid_keys';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Stores `keys` unless a pair is there already, then answers the stored pair: two instances starting together end with one. */
export async function keepVapidKeys(db: Queryable, keys: VapidKeys): Promise<VapidKeys> {
  await db.insert(appMeta).values({ key: VAPID_KEYS_KEY, value: keys }).onConflictDoNothing({ target: appMeta.key });
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, VAPID_KEYS_KEY));
  return row!.value as VapidKeys;
}

/** How many devices a person may have; the one not renewed the longest goes first. */
export const PUSH_DEVICES_MAX = 10;

/**
 * This device's subscription, now the person's: a push address names one browser profile, so the
 * last person to turn push on there owns it (another who signed in there before no longer gets
 * its pushes). Keeps the person's PUSH_DEVICES_MAX newest.
 */
export async function saveSubscription(db: Db, userId: number, sub: { endpoint: string; p256dh: string; auth: string }): Promise<{ firstDevice: boolean }> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: sub.p256dh, auth: sub.auth, updatedAt: sql`now()` },
      });
    await tx.execute(sql`
      delete from push_subscriptions where user_id = ${userId} and id not in (
        select id from push_subscriptions where user_id = ${userId} order by updated_at desc, id desc limit ${PUSH_DEVICES_MAX}
      )`);
    return { firstDevice: Number(before?.n ?? 0) === 0 };
  });
}

/** Removes the person's own subscription at `endpoint` (another's is left alone); whether one was. */
export async function deleteOwnSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export interface OwnDevice {
  id: number;
  endpoint: string;
  createdAt: Date;
  updatedAt: Date;
}

/** The person's devices, the last renewed first (decision 066). */
export function ownDevices(db: Db, userId: number): Promise<OwnDevice[]> {
  return db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt, updatedAt: pushSubscriptions.updatedAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id));
}

/** Removes the person's own device `id` (its queued messages with it); false: none such of theirs. */
export async function deleteOwnDevice(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** The push service said the device is gone (404/410): it and its queued messages go. */
export async function deleteSubscription(db: Db, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export interface DeviceOf {
  id: number;
  userId: number;
}

export function devicesOf(db: Queryable, userIds: number[]): Promise<DeviceOf[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(inArray(pushSubscriptions.userId, userIds)).orderBy(pushSubscriptions.id);
}

export async function queuePushes(db: Queryable, rows: { subscriptionId: number; payload: PushPayload }[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(pushOutbox).values(rows);
}

export interface ClaimedPush {
  id: number;
  attempts: number;
  payload: PushPayload;
  createdAt: Date;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Claims up to `limit` due messages (queued and due, or sending past their lease) with their device: `sending` until now + leaseMs, the attempt counted. */
export async function claimDuePushes(db: Db, { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedPush[]> {
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    with claimed as (
      update push_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd}::timestamptz
      where id in (
        select id from push_outbox
        where status in ('queued', 'sending') and next_attempt_at <= greatest(${now.toISOString()}::timestamptz, now())
        order by next_attempt_at, id
        limit ${limit}
        for update skip locked
      )
      returning id, attempts, payload, created_at, subscription_id
    )
    select c.id, c.attempts, c.payload, c.created_at as "createdAt", c.subscription_id as "subscriptionId", s.endpoint, s.p256dh, s.auth
    from claimed c join push_subscriptions s on s.id = c.subscription_id
    order by c.id`);
  return rowsOf<ClaimedPush>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    attempts: Number(row.attempts),
    subscriptionId: Number(row.subscriptionId),
    createdAt: new Date(row.createdAt),
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as PushPayload) : row.payload,
  }));
}

/** Sent, or given up: the message leaves the queue. */
export async function deletePush(db: Db, id: number): Promise<void> {
  await db.delete(pushOutbox).where(eq(pushOutbox.id, id));
}

export async function retryPushLater(db: Db, id: number, error: string, next: Date): Promise<void> {
  await db
    .update(pushOutbox)
    .set({ status: 'queued', error, nextAttemptAt: next })
    .where(and(eq(pushOutbox.id, id), eq(pushOutbox.status, 'sending')));
}

export async function countQueuedPushes(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushOutbox);
  return Number(row?.n ?? 0);
}
