// Signing in (POST /signIn). Every attempt is counted before anything is checked (decision
// 021), per e-mail and per address (IPv6 by /64) over 15 minutes, so parallel attempts get no
// more password checks than the same attempts one by one:
// - past 3 attempts for the e-mail or from the address, the next one must carry a solved
//   ALTCHA challenge;
// - past 10 from the address, it is refused with the time left. The e-mail never locks: a
//   stranger's failures make its owner solve a captcha, never wait.
// Every failure of the credentials is the same refusal, in the same time (credentials.ts).
// A success takes its attempt back from the address's count and clears the e-mail's.
import type { Db } from '../db/client';
import type { Captcha } from '../plugins/captcha';
import type { LimiterStore } from '../plugins/limiter-store';
import { findUserByEmail, normalizeEmail, promoteTemporaryPassword, type UserRow } from '../users/users-repository';
import { SIGNIN_CAPTCHA_AFTER, SIGNIN_MAX_PER_ADDRESS, SIGNIN_WINDOW_MS } from './account-limits';
import { checkCredentials } from './credentials';
import { createSession } from './sessions';
import { revokeOtherSessions } from './sessions-repository';

export interface SignInDeps {
  db: Db;
  limiter: LimiterStore;
  captcha: Captcha;
}

export interface SignInInput {
  email: string;
  password: string;
  altcha?: string | undefined;
  /** The client's address as the limits key it (clientAddress). */
  address: string;
}

export type SignInOutcome =
  | { kind: 'signed-in'; token: string; user: UserRow; temporary: boolean }
  | { kind: 'rate-limited'; resetInMs: number }
  | { kind: 'captcha-required' }
  /** Wrong e-mail or password; captchaRequired tells the form to show the captcha next time. */
  | { kind: 'refused'; captchaRequired: boolean };

export async function signIn({ db, limiter, captcha }: SignInDeps, { email, password, altcha, address }: SignInInput): Promise<SignInOutcome> {
  const emailKey = `signin:email:${normalizeEmail(email)}`;
  const addressKey = `signin:ip:${address}`;
  // Counted first, under both keys in one atomic step, so that each attempt of a burst has
  // its own place in both counts. The hard limit is the address's only: a stranger
  // elsewhere can never lock the owner of an e-mail out.
  const [byAddress, byEmail] = await limiter.hitAll([addressKey, emailKey], SIGNIN_WINDOW_MS);
  if (byAddress!.count > SIGNIN_MAX_PER_ADDRESS) return { kind: 'rate-limited', resetInMs: byAddress!.resetInMs };
  // This attempt's number: past SIGNIN_CAPTCHA_AFTER, the attempts before it ask for a captcha.
  const attempt = Math.max(byAddress!.count, byEmail!.count);

  if (attempt > SIGNIN_CAPTCHA_AFTER && !(await captcha.verify(altcha, limiter))) return { kind: 'captcha-required' };

  const user = await findUserByEmail(db, email);
  const match = await checkCredentials(user, password);
  if (!user || !match || (match === 'temporary' && !(await useTemporaryPassword(db, user.id, user.tempPasswordHash!)))) {
    return { kind: 'refused', captchaRequired: attempt >= SIGNIN_CAPTCHA_AFTER };
  }
  // A success is no failure: the address gets its attempt back, the e-mail starts again.
  await Promise.all([limiter.undo(addressKey), limiter.reset(emailKey)]);
  const token = await createSession(db, user.id);
  return { kind: 'signed-in', token, user, temporary: match === 'temporary' };
}

/** The temporary password becomes the password and every existing session of the user ends. */
async function useTemporaryPassword(db: Db, userId: number, hash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await promoteTemporaryPassword(tx, userId, hash))) return false;
    await revokeOtherSessions(tx, userId);
    return true;
  });
}
