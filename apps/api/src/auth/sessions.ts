// Opaque bearer tokens: 256 random bits, only their SHA-256 is stored, a new one at every
// sign-in, expired after 30 days unused or 90 days after sign-in however used, revoked on
// logout. Sessions that can no longer be used are deleted by the housekeeping (decision 022).
// The SQL is in sessions-repository.ts.
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { findLiveSession, insertSession, touchSession, type SessionLifetime } from './sessions-repository';

export const SESSION_IDLE_DAYS = 30;
/** The absolute lifetime: a stolen token stops working within this, however busy it is kept. */
export const SESSION_MAX_AGE_DAYS = 90;
export const SESSION_LIFETIME: SessionLifetime = { idleDays: SESSION_IDLE_DAYS, maxAgeDays: SESSION_MAX_AGE_DAYS };
/** Writing last_used_at on every request would turn each read into a write; once a minute is plenty. */
const TOUCH_AFTER_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertSession(db, hashToken(token), userId);
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

/** The live session's user for a token, or null (unknown, revoked, idle too long or too old). */
export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const row = await findLiveSession(db, hashToken(token), SESSION_LIFETIME);
  if (!row) return null;
  if (Date.now() - row.lastUsedAt.getTime() > TOUCH_AFTER_MS) await touchSession(db, row.sessionId);
  const { lastUsedAt: _lastUsedAt, ...user } = row;
  return user;
}
