// The SQL of the users table (accounts, sign-in, the start-up admin). Every function takes a Db
// (or a transaction) so callers can group writes. E-mails are stored lower-case; the unique index is on lower(email) anyway.
import { and, eq, isNotNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { forgetTemporaryPasswordMails } from '../auth/temporary-password-mails-repository';

export type UserRow = typeof users.$inferSelect;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A unique index refused the write (two people registering one e-mail at the same moment). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(sql`lower(${users.email}) = ${normalizeEmail(email)}`).limit(1);
  return rows[0];
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0];
}

export async function isEmailTaken(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
  const sameEmail = sql`lower(${users.email}) = ${normalizeEmail(email)}`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? sameEmail : and(sameEmail, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export interface NewUser {
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  lang: string;
}

/** The new Guest, or null when the e-mail was taken meanwhile. */
export async function insertUser(db: Db, input: NewUser): Promise<UserRow | null> {
  try {
    const [row] = await db
      .insert(users)
      .values({ ...input, email: normalizeEmail(input.email), type: 'Guest' })
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export interface ProfileChanges {
  name: string;
  email: string;
  phone: string;
  passwordHash?: string;
  /** Ends a pending temporary password (after a new password or e-mail). */
  tempPasswordHash?: null;
  tempPasswordExpiresAt?: null;
}

/** The updated user, or null when the new e-mail was taken meanwhile. */
export async function updateProfile(db: Db, id: number, changes: ProfileChanges): Promise<UserRow | null> {
  try {
    const [row] = await db
      .update(users)
      .set({ ...changes, email: normalizeEmail(changes.email), updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Sets a type in one conditional write: an Admin's type is never changed this way. */
export async function setUserType(db: Db, id: number, type: string): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ type, updatedAt: new Date() })
    .where(and(eq(users.id, id), ne(users.type, 'Admin')))
    .returning();
  return row;
}

/** A new temporary password replaces the last one: the mail that carried that one goes. */
export async function setTemporaryPassword(db: Db, id: number, hash: string, expiresAt: Date): Promise<void> {
  const [row] = await db
    .update(users)
    .set({ tempPasswordHash: hash, tempPasswordExpiresAt: expiresAt })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  if (row) await forgetTemporaryPasswordMails(db, row.email);
}

/** Drops a temporary password, unless a newer one replaced it meanwhile. */
export async function clearTemporaryPassword(db: Db, id: number, hash: string): Promise<void> {
  await db
    .update(users)
    .set({ tempPasswordHash: null, tempPasswordExpiresAt: null })
    .where(and(eq(users.id, id), eq(users.tempPasswordHash, hash)));
}

/**
 * The temporary password becomes the password, if it is still the one that was checked, and
 * the mail that carried it leaves the outbox. Returns false when another request replaced or
 * used it first.
 */
export async function promoteTemporaryPassword(db: Db, id: number, hash: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ passwordHash: hash, tempPasswordHash: null, tempPasswordExpiresAt: null, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.tempPasswordHash, hash)))
    .returning({ email: users.email });
  if (rows[0]) await forgetTemporaryPasswordMails(db, rows[0].email);
  return rows.length > 0;
}

/** Drops the temporary passwords past their expiry; returns how many. */
export async function clearExpiredTemporaryPasswords(db: Db): Promise<number> {
  const cleared = await db
    .update(users)
    .set({ tempPasswordHash: null, tempPasswordExpiresAt: null })
    .where(and(isNotNull(users.tempPasswordHash), lt(users.tempPasswordExpiresAt, sql`now()`)))
    .returning({ id: users.id });
  return cleared.length;
}

/** The account of an e-mail, compared as lower(…) on both sides (ADMIN_EMAIL as configured). */
export async function findAdminCandidate(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, type: users.type, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertAdmin(db: Db, email: string, passwordHash: string): Promise<void> {
  await db.insert(users).values({ name: 'Admin', email: email.toLowerCase(), type: 'Admin', passwordHash });
}

/** Makes an account an Admin with this password; a pending temporary password ends. */
export async function makeAdmin(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ type: 'Admin', passwordHash, tempPasswordHash: null, tempPasswordExpiresAt: null, updatedAt: new Date() })
    .where(eq(users.id, id));
}
