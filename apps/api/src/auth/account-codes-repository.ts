// The SQL of the account codes read and synced at start (see account-codes.ts); Settings' own
// (list, add, revoke) are in routes/settings/settings-repository.ts.
import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { CodeRequiredUserType } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { accountCodes } from '../db/schema';

export interface EnvAccountCode {
  type: CodeRequiredUserType;
  codeHash: string;
  hint: string;
}

/** True when a live code of that type has this hash. */
export async function hasLiveAccountCode(db: Db, type: CodeRequiredUserType, codeHash: string): Promise<boolean> {
  const rows = await db
    .select({ id: accountCodes.id })
    .from(accountCodes)
    .where(and(eq(accountCodes.type, type), eq(accountCodes.codeHash, codeHash), isNull(accountCodes.revokedAt)))
    .limit(1);
  return rows.length > 0;
}

/** Makes the 'env' rows the given codes: listed ones live, the others revoked; returns how many were revoked. */
export async function replaceEnvAccountCodes(db: Db, wanted: EnvAccountCode[]): Promise<number> {
  return db.transaction(async (tx) => {
    for (const row of wanted) {
      await tx
        .insert(accountCodes)
        .values({ ...row, source: 'env' })
        .onConflictDoUpdate({
          target: [accountCodes.type, accountCodes.codeHash],
          set: { revokedAt: null },
          // A code an admin added (or revoked) in Settings stays as the admin left it.
          setWhere: sql`${accountCodes.source} = 'env'`,
        });
    }
    const keep = wanted.map((row) => `${row.type}:${row.codeHash}`);
    const stale = await tx
      .update(accountCodes)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(accountCodes.source, 'env'),
          isNull(accountCodes.revokedAt),
          keep.length ? notInArray(sql`${accountCodes.type} || ':' || ${accountCodes.codeHash}`, keep) : sql`true`,
        ),
      )
      .returning({ id: accountCodes.id });
    return stale.length;
  });
}
