// The office's inbox of unit threads (issue 34, decision 068): the units whose thread with their
// current buyer (reserved or sold, as the panel reads it) has messages, with the last message and
// the office's unread count; unread threads first, then by the newest message, a page at a time
// after a cursor — the order's own key, so a thread read or written meanwhile moves but no page
// repeats or skips one that kept its place.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { THREAD_EXCERPT_MAX_LENGTH, type MessageSide, type MessageThreads, type MessageThreadsUnread } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments, properties, unitMessageReads, unitMessages, users } from '../db/schema';

/** Every thread of a unit with its current buyer, its newest message's id and the office's unread count. */
function threadsOf(db: Db, developmentId: number | undefined) {
  return db.$with('threads').as(
    db
      .select({
        propertyId: unitMessages.propertyId,
        buyerId: unitMessages.buyerId,
        lastId: sql<number>`max(${unitMessages.id})`.as('last_id'),
        unread: sql<number>`(count(*) filter (where ${unitMessages.side} = 'buyer' and ${unitMessages.id} > coalesce(${unitMessageReads.lastReadId}, 0)))::int`.as('unread'),
      })
      .from(unitMessages)
      .innerJoin(
        properties,
        and(eq(properties.id, unitMessages.propertyId), eq(properties.userId, unitMessages.buyerId), inArray(properties.status, ['reserved', 'sold'])),
      )
      .leftJoin(
        unitMessageReads,
        and(eq(unitMessageReads.propertyId, unitMessages.propertyId), eq(unitMessageReads.buyerId, unitMessages.buyerId), eq(unitMessageReads.side, 'office')),
      )
      .where(developmentId === undefined ? undefined : eq(properties.developmentId, developmentId))
      .groupBy(unitMessages.propertyId, unitMessages.buyerId, unitMessageReads.lastReadId),
  );
}

/** A cursor's parts: was the last thread held unread (1 or 0), and its newest message's id. */
export const cursorOf = (unread: number, lastId: number) => `${unread > 0 ? 1 : 0}.${lastId}`;
function parseCursor(cursor: string): [number, number] {
  const [flag, id] = cursor.split('.');
  return [Number(flag), Number(id)];
}

/** The first line of a message, cut to the inbox's length. */
export function excerptOf(body: string): string {
  const line = body.trim().split(/\r?\n/, 1)[0]!.trim();
  const chars = Array.from(line);
  return chars.length > THREAD_EXCERPT_MAX_LENGTH ? `${chars.slice(0, THREAD_EXCERPT_MAX_LENGTH - 1).join('')}…` : line;
}

/** The development's id by its slug; undefined: no such development. */
export async function developmentIdOf(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: developments.id }).from(developments).where(eq(developments.slug, slug));
  return row?.id;
}

export async function listThreads(db: Db, { developmentId, before, limit }: { developmentId?: number; before?: string; limit: number }): Promise<MessageThreads> {
  const threads = threadsOf(db, developmentId);
  const unreadFlag = sql<number>`(case when ${threads.unread} > 0 then 1 else 0 end)`;
  let after: SQL | undefined;
  if (before !== undefined) {
    const [flag, id] = parseCursor(before);
    after = sql`(${unreadFlag}, ${threads.lastId}) < (${flag}, ${id})`;
  }
  const rows = await db
    .with(threads)
    .select({
      unitId: properties.id,
      number: properties.number,
      slug: developments.slug,
      development: developments.name,
      buyerId: users.id,
      buyerName: users.name,
      lastId: threads.lastId,
      unread: threads.unread,
      // The first line is all that is shown: no need to move a 4,000-character message.
      body: sql<string>`left(${unitMessages.body}, ${THREAD_EXCERPT_MAX_LENGTH * 4})`,
      side: sql<MessageSide>`${unitMessages.side}`,
      createdAt: unitMessages.createdAt,
    })
    .from(threads)
    .innerJoin(unitMessages, eq(unitMessages.id, threads.lastId))
    .innerJoin(properties, eq(properties.id, threads.propertyId))
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .innerJoin(users, eq(users.id, threads.buyerId))
    .where(after)
    .orderBy(desc(unreadFlag), desc(threads.lastId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    threads: page.map((r) => ({
      unit: { id: r.unitId, number: r.number },
      development: { slug: r.slug, name: r.development },
      buyer: { id: r.buyerId, name: r.buyerName },
      last_message: { id: r.lastId, excerpt: excerptOf(r.body), side: r.side, created_at: r.createdAt.toISOString() },
      unread: Number(r.unread),
    })),
    next: rows.length > limit && last ? cursorOf(Number(last.unread), last.lastId) : null,
  };
}

/** How many threads have unread messages for the office, and how many messages that is (every development). */
export async function unreadThreads(db: Db): Promise<MessageThreadsUnread> {
  const threads = threadsOf(db, undefined);
  const [row] = await db
    .with(threads)
    .select({
      threads: sql<number>`(count(*) filter (where ${threads.unread} > 0))::int`,
      messages: sql<number>`coalesce(sum(${threads.unread}), 0)::int`,
    })
    .from(threads);
  return { threads: Number(row?.threads ?? 0), messages: Number(row?.messages ?? 0) };
}
