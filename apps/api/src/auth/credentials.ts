// Checking a password at sign-in with the same work whatever the outcome: an unknown e-mail,
// a wrong password and a right one each cost two argon2 verifications, run side by side, so
// the answer time does not tell whether an account exists or holds a temporary password.
import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './passwords';

let dummy: Promise<string> | undefined;
/** A hash of a secret nobody knows, made with the same parameters as every real hash. */
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword(randomBytes(24).toString('base64url')));

export interface StoredCredentials {
  passwordHash: string;
  tempPasswordHash: string | null;
  tempPasswordExpiresAt: Date | null;
}

export type CredentialMatch = 'password' | 'temporary' | null;

/** Which of the account's passwords the attempt matches; null for none or no account. */
export async function checkCredentials(account: StoredCredentials | undefined, password: string, now = new Date()): Promise<CredentialMatch> {
  const fallback = await dummyHash();
  const liveTemp = account?.tempPasswordHash && account.tempPasswordExpiresAt && account.tempPasswordExpiresAt > now ? account.tempPasswordHash : null;
  const [main, temp] = await Promise.all([
    verifyPassword(account?.passwordHash ?? fallback, password),
    verifyPassword(liveTemp ?? fallback, password),
  ]);
  if (!account) return null;
  if (main) return 'password';
  if (temp && liveTemp) return 'temporary';
  return null;
}
