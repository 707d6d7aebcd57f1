// The account type a user chooses for themself (SPEC §2.3, §4). Guest needs no code; User,
// Vitrina and Selecta need a live code of that type (checked here, never in the browser).
// Admin is never chosen this way, and an Admin's own type is not changed this way either.
// 5 wrong codes in an hour → 429: each code is counted before it is checked (decision 021),
// and a right one is taken back.
import type { CodeRequiredUserType, SelectableUserType } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { consume } from '../plugins/limiter';
import type { LimiterStore } from '../plugins/limiter-store';
import { setUserType, type UserRow } from '../users/users-repository';
import { isValidAccountCode } from './account-codes';
import { TYPE_CODE_MAX_FAILURES, TYPE_CODE_WINDOW_MS } from './account-limits';

export type ChooseTypeOutcome = { kind: 'chosen'; user: UserRow } | { kind: 'not-own' | 'admin-type-locked' | 'invalid-code' };

export async function chooseAccountType(
  { db, limiter }: { db: Db; limiter: LimiterStore },
  actor: { id: number; type: string },
  userId: number,
  type: SelectableUserType,
  code: string | undefined,
): Promise<ChooseTypeOutcome> {
  if (actor.id !== userId) return { kind: 'not-own' };
  if (actor.type === 'Admin') return { kind: 'admin-type-locked' };
  if (type !== 'Guest') {
    const attemptsKey = `type-code:${userId}`;
    await consume(limiter, attemptsKey, TYPE_CODE_MAX_FAILURES, TYPE_CODE_WINDOW_MS);
    if (!(await isValidAccountCode(db, type as CodeRequiredUserType, code ?? ''))) return { kind: 'invalid-code' };
    await limiter.undo(attemptsKey);
  }
  const updated = await setUserType(db, userId, type);
  return updated ? { kind: 'chosen', user: updated } : { kind: 'admin-type-locked' };
}
