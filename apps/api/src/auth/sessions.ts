// Opaque bearer tokens: 256 random bits, only their SHA-256 is stored, a new one at every
// sign-in, expired after 30 days unused or 90 days after sign-in however used, revoked on
// logout. Sessions that can no longer be used are deleted by the housekeeping (decision 022).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_IDLE_DAYS = 30;
/** The absolute lifetime: a stolen token stops working within this, however busy it is kept. */
export const SESSION_MAX_AGE_DAYS = 90;
/** Writing last_used_at on every request would turn each read into a write; once a minute is plenty. */
const TOUCH_AFTER_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId });
  return token;
}

export interface SessionUser {
  sessionId: number;
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: string;
  lang: string;
}

const idleLimit = () => sql`now() - make_interval(days => ${SESSION_IDLE_DAYS})`;
const ageLimit = () => sql`now() - make_interval(days => ${SESSION_MAX_AGE_DAYS})`;

/** The live session's user for a token, or null (unknown, revoked, idle too long or too old). */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
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
      and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, idleLimit()), gt(sessions.createdAt, ageLimit())),
    );
  const row = rows[0];
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastUsedAt: new Date() }).where(eq(sessions.id, row.sessionId));
  }
  const { lastUsedAt: _lastUsedAt, ...user } = row;
  return user;
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
export async function deleteDeadSessions(db: Db, limit: number): Promise<number> {
  const dead = or(isNotNull(sessions.revokedAt), lt(sessions.lastUsedAt, idleLimit()), lt(sessions.createdAt, ageLimit()));
  const batch = db.select({ id: sessions.id }).from(sessions).where(dead).limit(limit);
  const deleted = await db.delete(sessions).where(inArray(sessions.id, batch)).returning({ id: sessions.id });
  return deleted.length;
}
