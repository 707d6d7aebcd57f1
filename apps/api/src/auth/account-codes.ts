// Verification codes of the account types that need one (User, Vitrina, Selecta). They come
// from ACCOUNT_CODES (synced at every start, source 'env') and from the admin's Settings
// (source 'settings'). Only a hash is stored; codes are compared trimmed and case-insensitively.
// Codes are long random secrets handed out by the team, so a plain SHA-256 is enough here
// (no per-code salt: the lookup must find a code by its hash). The SQL is in
// account-codes-repository.ts.
import { createHash } from 'node:crypto';
import { CODE_REQUIRED_USER_TYPES, type CodeRequiredUserType } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { hasLiveAccountCode, replaceEnvAccountCodes } from './account-codes-repository';

export const normalizeAccountCode = (code: string): string => code.trim().toUpperCase();

export const hashAccountCode = (code: string): string =>
  createHash('sha256').update(`vitrina-account-code:${normalizeAccountCode(code)}`).digest('hex');

/** What Settings shows to tell codes apart: the first two characters and the length. */
export function accountCodeHint(code: string): string {
  const normalized = normalizeAccountCode(code);
  return `${normalized.slice(0, 2)}… (${normalized.length})`;
}

/** True when the code is a live code of that type. */
export async function isValidAccountCode(db: Db, type: CodeRequiredUserType, code: string): Promise<boolean> {
  if (!normalizeAccountCode(code)) return false;
  return hasLiveAccountCode(db, type, hashAccountCode(code));
}

/**
 * Makes the 'env' codes of the table match ACCOUNT_CODES: listed codes are live, 'env' codes
 * no longer listed are revoked. Codes added in Settings are left alone.
 */
export async function syncAccountCodes(db: Db, configured: Partial<Record<string, string[]>>): Promise<{ live: number; revoked: number }> {
  const wanted = CODE_REQUIRED_USER_TYPES.flatMap((type) =>
    [...new Set((configured[type] ?? []).map(normalizeAccountCode).filter(Boolean))].map((code) => ({
      type,
      codeHash: hashAccountCode(code),
      hint: accountCodeHint(code),
    })),
  );
  return { live: wanted.length, revoked: await replaceEnvAccountCodes(db, wanted) };
}
