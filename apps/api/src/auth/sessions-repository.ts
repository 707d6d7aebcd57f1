// The SQL of the sessions table (see sessions.ts for the rules). Every function takes a Db or
// a transaction.
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

/** How long a session lives: days unused, and days since sign-in however used. */
export interface SessionLifetime {
  idleDays: number;
  maxAgeDays: number;
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

export async function insertSession(db: Db, tokenHash: string, userId: number): Promise<void> {
  await db.insert(sessions).values({ tokenHash, userId });
}

/** The live session (not revoked, not idle too long, not too old) of a token hash, with its user. */
export async function findLiveSession(db: Db, tokenHash: string, lifetime: SessionLifetime) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      type: users.type,
      lang: users.lang,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, daysAgo(lifetime.idleDays)),
        gt(sessions.createdAt, daysAgo(lifetime.maxAgeDays)),
      ),
    );
  return rows[0];
}

export async function touchSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user but the one given (after a password change). */
export async function revokeOtherSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  const others = keepSessionId === undefined ? sql`true` : ne(sessions.id, keepSessionId);
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
}

/**
 * Deletes up to `limit` sessions that can no longer be used (revoked, idle too long, past their
 * lifetime); returns how many. Safe to run from several instances at once.
 */
export async function deleteDeadSessions(db: Db, lifetime: SessionLifetime, limit: number): Promise<number> {
  const dead = or(isNotNull(sessions.revokedAt), lt(sessions.lastUsedAt, daysAgo(lifetime.idleDays)), lt(sessions.createdAt, daysAgo(lifetime.maxAgeDays)));
  const batch = db.select({ id: sessions.id }).from(sessions).where(dead).limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
  return deleted.length;
}
