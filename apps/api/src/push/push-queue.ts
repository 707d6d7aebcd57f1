// Queuing a notification's push messages (decision 065), in the transaction that writes the
// notification: one message per device of each person told who turned push on for that kind
// (off by default, decision 058), its title in the person's language, as their e-mails are.
import type { NotificationKind, PushPayload } from '@vitrina/contracts';
import type { NotificationParams } from '../db/schema';
import { findPeople, storedPreferences, type Tx } from '../notifications/notifications-repository';
import { titleOf } from '../notifications/titles';
import { devicesOf, queuePushes } from './push-repository';
import { pushQueued } from './push-signal';

export interface PushNotice {
  kind: NotificationKind;
  params: NotificationParams;
  link: string;
  /** A newer message of the same tag replaces the older on the device (e.g. a unit's thread). */
  tag: string;
}

/** Who of `ids` turned push on for `kind`. */
export async function pushWanted(tx: Tx, ids: number[], kind: NotificationKind): Promise<number[]> {
  const on = new Set((await storedPreferences(tx, ids, kind)).filter((p) => p.push).map((p) => p.userId));
  return ids.filter((id) => on.has(id));
}

/** Queues the messages; how many. */
export async function queuePushIn(tx: Tx, notice: PushNotice, userIds: number[]): Promise<number> {
  const wanted = await pushWanted(tx, userIds, notice.kind);
  if (wanted.length === 0) return 0;
  const devices = await devicesOf(tx, wanted);
  if (devices.length === 0) return 0;
  const people = new Map((await findPeople(tx, [...new Set(devices.map((d) => d.userId))])).map((p) => [p.id, p]));
  const rows = devices.flatMap((device) => {
    const person = people.get(device.userId);
    if (!person) return [];
    const payload: PushPayload = { title: titleOf(notice.kind, notice.params, person.lang).replace(/\s+/g, ' '), link: notice.link, tag: notice.tag };
    return [{ subscriptionId: device.id, payload }];
  });
  await queuePushes(tx, rows);
  if (rows.length > 0) pushQueued();
  return rows.length;
}
