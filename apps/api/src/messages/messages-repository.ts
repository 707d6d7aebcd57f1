// The SQL of a unit's message thread (issue 34, decision 049): the unit with its buyer (its row
// locked by a post, so the messages of one thread get their ids in the order they commit and a
// read mark — the newest id shown — never skips one), the thread, its read marks, the people.
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { LANGUAGES, type Language, type MessageSide } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments, properties, unitMessageReads, unitMessages, users } from '../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

export interface ThreadUnit {
  id: number;
  number: string;
  development: string;
  /** The buyer while the unit is reserved or sold; null otherwise (decision 046). */
  buyerId: number | null;
}

/** The unit, its development's name and its buyer; `lock` holds its row until the transaction ends. */
export async function findThreadUnit(db: Queryable, unitId: number, lock = false): Promise<ThreadUnit | undefined> {
  const query = db
    .select({ id: properties.id, number: properties.number, status: properties.status, userId: properties.userId, development: developments.name })
    .from(properties)
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(eq(properties.id, unitId));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row) return undefined;
  const buyerId = row.status === 'reserved' || row.status === 'sold' ? row.userId : null;
  return { id: row.id, number: row.number, development: row.development, buyerId };
}

export interface MessageRow {
  id: number;
  body: string;
  side: MessageSide;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
}

const messageColumns = {
  id: unitMessages.id,
  body: unitMessages.body,
  side: sql<MessageSide>`${unitMessages.side}`,
  authorId: unitMessages.authorId,
  authorName: users.name,
  createdAt: unitMessages.createdAt,
};

/**
 * One page of the thread of this unit and buyer, oldest first: the newest `limit` messages, or
 * those just before the message `before`; `hasEarlier` when older ones exist (one row more is read
 * to know it, through the thread's index, newest first).
 */
export async function listThreadPage(
  db: Queryable,
  unitId: number,
  buyerId: number,
  { before, limit }: { before?: number; limit: number },
): Promise<{ rows: MessageRow[]; hasEarlier: boolean }> {
  const inThread = and(eq(unitMessages.propertyId, unitId), eq(unitMessages.buyerId, buyerId));
  const rows = await db
    .select(messageColumns)
    .from(unitMessages)
    .leftJoin(users, eq(users.id, unitMessages.authorId))
    .where(before === undefined ? inThread : and(inThread, lt(unitMessages.id, before)))
    .orderBy(desc(unitMessages.id))
    .limit(limit + 1);
  return { rows: rows.slice(0, limit).reverse(), hasEarlier: rows.length > limit };
}

export async function insertMessage(tx: Tx, values: { unitId: number; buyerId: number; authorId: number; side: MessageSide; body: string }): Promise<{ id: number; createdAt: Date }> {
  const [row] = await tx
    .insert(unitMessages)
    .values({ propertyId: values.unitId, buyerId: values.buyerId, authorId: values.authorId, side: values.side, body: values.body })
    .returning({ id: unitMessages.id, createdAt: unitMessages.createdAt });
  return row!;
}

/** The newest message id this side was shown in this thread (0: none yet). */
export async function readMark(db: Queryable, unitId: number, buyerId: number, side: MessageSide): Promise<number> {
  const [row] = await db
    .select({ lastReadId: unitMessageReads.lastReadId })
    .from(unitMessageReads)
    .where(and(eq(unitMessageReads.propertyId, unitId), eq(unitMessageReads.buyerId, buyerId), eq(unitMessageReads.side, side)));
  return row?.lastReadId ?? 0;
}

/** How many of the other side's messages of this unit and buyer are above `mark` (and at most `upTo`, when given). */
export async function countUnread(db: Queryable, unitId: number, buyerId: number, side: MessageSide, mark: number, upTo?: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(unitMessages)
    .where(
      and(
        eq(unitMessages.propertyId, unitId),
        eq(unitMessages.buyerId, buyerId),
        sql`${unitMessages.side} <> ${side}`,
        sql`${unitMessages.id} > ${mark}`,
        upTo === undefined ? undefined : sql`${unitMessages.id} <= ${upTo}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Moves the side's mark up to `lastReadId`, never down (two reads at once keep the newer). */
export async function markRead(db: Queryable, unitId: number, buyerId: number, side: MessageSide, lastReadId: number): Promise<void> {
  await db
    .insert(unitMessageReads)
    .values({ propertyId: unitId, buyerId, side, lastReadId })
    .onConflictDoUpdate({
      target: [unitMessageReads.propertyId, unitMessageReads.buyerId, unitMessageReads.side],
      set: { lastReadId: sql`greatest(${unitMessageReads.lastReadId}, excluded.last_read_id)`, readAt: sql`now()` },
    });
}

export interface Person {
  name: string;
  email: string;
  lang: Language;
}

export async function findPerson(db: Queryable, userId: number): Promise<Person | undefined> {
  const [row] = await db.select({ name: users.name, email: users.email, lang: users.lang }).from(users).where(eq(users.id, userId));
  if (!row) return undefined;
  return { ...row, lang: ((LANGUAGES as readonly string[]).includes(row.lang) ? row.lang : 'es') as Language };
}
