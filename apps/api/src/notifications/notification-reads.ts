// A person's own notifications and channel choices (decision 058): a page newest first with the
// unread count, read marks, and the preferences per kind (in the app always on; e-mail on unless
// turned off; push stored, off unless turned on). Nobody reads or marks another person's.
import {
  BUYER_NOTIFICATION_KINDS,
  NOTIFICATION_KINDS,
  OFFICE_NOTIFICATION_KINDS,
  type Language,
  type NotificationKind,
  type NotificationListAnswer,
  type NotificationListQuery,
  type NotificationPreference,
  type NotificationPreferencesWrite,
} from '@vitrina/contracts';
import type { Db } from '../db/client';
import { OFFICE_TYPES, countUnread, listNotifications, markAllRead, markManyRead, markRead, markReadAt, savePreferences, storedPreferences } from './notifications-repository';
import { bodyOf, titleOf } from './titles';

export interface Reader {
  id: number;
  type: string;
}

/** A page newest first: `notifications` (the web app's shape) and `items` (issue 35's: `body`, `url`), the same ones. */
export async function notificationsOf(db: Db, reader: Reader, query: NotificationListQuery, lang: Language): Promise<NotificationListAnswer> {
  const rows = await listNotifications(db, reader.id, query);
  const notifications = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: titleOf(r.kind, r.params, lang),
    link: r.link,
    created_at: r.createdAt.toISOString(),
    read_at: r.readAt?.toISOString() ?? null,
  }));
  return {
    unread: await countUnread(db, reader.id),
    notifications,
    items: notifications.map(({ link, ...n }) => ({ ...n, body: bodyOf(n.kind, lang), url: link })),
  };
}

export const unreadOf = (db: Db, reader: Reader) => countUnread(db, reader.id);

/** false: no notification of theirs has that id (someone else's is not theirs to know). */
export const markOneRead = (db: Db, reader: Reader, id: number) => markRead(db, reader.id, id);
export const markEveryRead = (db: Db, reader: Reader) => markAllRead(db, reader.id);
/** These of the person's notifications are read (issue 35's `{ ids }`); others' ids change nothing. */
export const markTheseRead = (db: Db, reader: Reader, ids: readonly number[]) => markManyRead(db, reader.id, ids);
/** The person opened `link` (a path and query; a fragment is dropped): what pointed there is read. */
export const markReadWhereOpened = (db: Db, reader: Reader, link: string) => markReadAt(db, reader.id, link.split('#')[0]!);

/** The kinds that concern the person: the office's for the Admin and the sales team, the buyer's for anyone else. */
export function kindsOf(reader: Reader): readonly NotificationKind[] {
  const own: readonly NotificationKind[] = (OFFICE_TYPES as readonly string[]).includes(reader.type) ? OFFICE_NOTIFICATION_KINDS : BUYER_NOTIFICATION_KINDS;
  return NOTIFICATION_KINDS.filter((k) => own.includes(k));
}

export async function preferencesOf(db: Db, reader: Reader): Promise<NotificationPreference[]> {
  const stored = new Map((await storedPreferences(db, [reader.id])).map((p) => [p.kind, p]));
  return kindsOf(reader).map((kind) => ({ kind, in_app: true, email: stored.get(kind)?.email ?? true, push: stored.get(kind)?.push ?? false }));
}

/** Applies the changes (a channel left out keeps its value; the last change of a kind wins) and answers the whole list. */
export async function changePreferences(db: Db, reader: Reader, changes: NotificationPreferencesWrite['preferences']): Promise<NotificationPreference[]> {
  return db.transaction(async (tx) => {
    const stored = new Map((await storedPreferences(tx, [reader.id])).map((p) => [p.kind, { ...p }]));
    for (const change of changes) {
      const now = stored.get(change.kind) ?? { userId: reader.id, kind: change.kind, email: true, push: false };
      stored.set(change.kind, { ...now, email: change.email ?? now.email, push: change.push ?? now.push });
    }
    const changed = [...new Set(changes.map((c) => c.kind))].map((kind) => stored.get(kind)!);
    await savePreferences(tx, reader.id, changed);
    return kindsOf(reader).map((kind) => ({ kind, in_app: true as const, email: stored.get(kind)?.email ?? true, push: stored.get(kind)?.push ?? false }));
  });
}
