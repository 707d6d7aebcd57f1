// The SQL of a person's notifications (decision 058): writing them (in the caller's transaction,
// beside the event they tell of), a page of them, the unread count, read marks, the preferences,
// and the facts a producer needs (the unit and its development; the office's accounts).
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type NotificationKind } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments, notificationPreferences, notifications, properties, users, type NotificationParams } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

/** The office's account types (the Admin and the sales team, decisions 033, 034). */
export const OFFICE_TYPES = ['Admin', 'Vitrina', 'Selecta'] as const;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  unitId: number | null;
  developmentId: number | null;
  link: string;
  params: NotificationParams;
}

export async function insertNotifications(db: Queryable, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((r) => ({ userId: r.userId, kind: r.kind, propertyId: r.unitId, developmentId: r.developmentId, link: r.link, params: r.params })));
}

export interface NotificationRow {
  id: number;
  kind: NotificationKind;
  link: string;
  params: NotificationParams;
  createdAt: Date;
  readAt: Date | null;
}

/** The person's newest notifications (with `before`: those older than it), newest first. */
export function listNotifications(db: Queryable, userId: number, { before, limit }: { before?: number | undefined; limit: number }): Promise<NotificationRow[]> {
  return db
    .select({ id: notifications.id, kind: notifications.kind, link: notifications.link, params: notifications.params, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), before === undefined ? undefined : lt(notifications.id, before)))
    .orderBy(desc(notifications.id))
    .limit(limit) as Promise<NotificationRow[]>;
}

/** The bell's count: served by the partial index notifications_unread_idx (bench/notifications.ts prints its plan). */
export const unreadCountQuery = (db: Queryable, userId: number) =>
  db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const [row] = await unreadCountQuery(db, userId);
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read (kept read at its first time); false: none such of theirs. */
export async function markRead(db: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks these of the person's notifications read (another's or an unknown id is passed over); how many were theirs. */
export async function markManyRead(db: Queryable, userId: number, ids: readonly number[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(inArray(notifications.id, [...ids]), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Marks the person's unread notifications that point at `path` read (decision 066): their link,
 * without its `#fragment`, is `path` (e.g. /news opens every `/news#post-N`). Served by the
 * partial index of the unread ones. How many.
 */
export async function markReadAt(db: Queryable, userId: number, path: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), sql`split_part(${notifications.link}, '#', 1) = ${path}`))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Marks every unread notification of the person read; how many. */
export async function markAllRead(db: Queryable, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export interface StoredPreference {
  kind: NotificationKind;
  email: boolean;
  push: boolean;
}

export function storedPreferences(db: Queryable, userIds: number[], kind?: NotificationKind): Promise<(StoredPreference & { userId: number })[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind, email: notificationPreferences.email, push: notificationPreferences.push })
    .from(notificationPreferences)
    .where(and(inArray(notificationPreferences.userId, userIds), kind === undefined ? undefined : eq(notificationPreferences.kind, kind))) as Promise<(StoredPreference & { userId: number })[]>;
}

export async function savePreferences(db: Queryable, userId: number, rows: StoredPreference[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, kind: r.kind, email: r.email, push: r.push })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email: sql`excluded.email`, push: sql`excluded.push`, updatedAt: sql`now()` },
    });
}

export interface Person {
  id: number;
  name: string;
  email: string;
  type: string;
  lang: Language;
}

const languageOf = (lang: string): Language => ((LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : DEFAULT_LANGUAGE);

export async function findPeople(db: Queryable, ids: number[]): Promise<Person[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id, name: users.name, email: users.email, type: users.type, lang: users.lang }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => ({ ...r, lang: languageOf(r.lang) }));
}

/** Every office account (Admin, Vitrina, Selecta), by id. */
export async function officePeople(db: Queryable): Promise<Person[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type, lang: users.lang })
    .from(users)
    .where(inArray(users.type, [...OFFICE_TYPES]))
    .orderBy(users.id);
  return rows.map((r) => ({ ...r, lang: languageOf(r.lang) }));
}

export interface UnitOfNotice {
  id: number;
  number: string;
  developmentId: number;
  development: string;
  slug: string;
}

export async function findUnitOfNotice(db: Queryable, unitId: number): Promise<UnitOfNotice | undefined> {
  const [row] = await db
    .select({ id: properties.id, number: properties.number, developmentId: developments.id, development: developments.name, slug: developments.slug })
    .from(properties)
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(eq(properties.id, unitId));
  return row;
}

/**
 * Housekeeping (decision 066): a read notification created more than `readKeepMs` before `now`
 * goes, and any created more than `anyKeepMs` before it; at most `limit` per round (both through
 * notifications_created_idx). Answers how many went.
 */
export async function forgetOldNotifications(db: Queryable, { now, readKeepMs, anyKeepMs, limit }: { now: Date; readKeepMs: number; anyKeepMs: number; limit: number }): Promise<number> {
  const readBefore = new Date(now.getTime() - readKeepMs).toISOString();
  const anyBefore = new Date(now.getTime() - anyKeepMs).toISOString();
  const result = await db.execute(sql`
    delete from notifications where id in (
      select id from notifications
      where created_at < ${readBefore}::timestamptz and (read_at is not null or created_at < ${anyBefore}::timestamptz)
      limit ${limit}
    )
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
