// Writes of the admin's Settings: the public values and the verification codes.
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CodeRequiredUserType } from '@vitrina/contracts';
import { accountCodeHint, hashAccountCode, normalizeAccountCode } from '../../auth/account-codes';
import type { Db } from '../../db/client';
import { accountCodes, settings } from '../../db/schema';

export async function saveSettings(db: Db, values: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values)) {
      await tx
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    }
  });
}

export const listAccountCodes = (db: Db) => db.select().from(accountCodes).orderBy(desc(accountCodes.createdAt), desc(accountCodes.id));
export type AccountCodeRow = Awaited<ReturnType<typeof listAccountCodes>>[number];

/** 18 random bytes → 24 base32-like characters: unguessable, easy to read out. */
export function generateAccountCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(24);
  const body = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${body.slice(0, 6)}-${body.slice(6, 12)}-${body.slice(12, 18)}-${body.slice(18, 24)}`;
}

/** null when that code already exists for the type and is live. A revoked one is revived. */
export async function addAccountCode(db: Db, type: CodeRequiredUserType, code: string, createdBy: number): Promise<AccountCodeRow | null> {
  const codeHash = hashAccountCode(code);
  const rows = await db
    .insert(accountCodes)
    .values({ type, codeHash, hint: accountCodeHint(code), source: 'settings', createdBy })
    .onConflictDoUpdate({
      target: [accountCodes.type, accountCodes.codeHash],
      set: { revokedAt: null, source: 'settings', createdBy, createdAt: sql`now()` },
      setWhere: sql`${accountCodes.revokedAt} is not null`,
    })
    .returning();
  return rows[0] ?? null;
}

export async function revokeAccountCode(db: Db, id: number): Promise<AccountCodeRow | null> {
  const rows = await db
    .update(accountCodes)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(accountCodes.id, id), isNull(accountCodes.revokedAt)))
    .returning();
  if (rows[0]) return rows[0];
  const existing = await db.select().from(accountCodes).where(eq(accountCodes.id, id)).limit(1);
  return existing[0] ?? null;
}

export { normalizeAccountCode };
