// Editing a user (SPEC §2.10, §7): the edit-user form, by that user or an Admin, or the Admin's
// { user_type: "User" } after assigning a unit. The current password of the person acting is
// required and checked; a new password follows SPEC §5 plus the common-password list; a new
// password or e-mail ends the user's other sessions and any pending temporary password.
import type { UpdateUserRequest } from '@vitrina/contracts';
import { CURRENT_PASSWORD_MAX_FAILURES, CURRENT_PASSWORD_WINDOW_MS } from '../auth/account-limits';
import { isCommonPassword } from '../auth/common-passwords';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { SessionUser } from '../auth/sessions';
import { revokeOtherSessions } from '../auth/sessions-repository';
import { forgetTemporaryPasswordMails } from '../auth/temporary-password-mails-repository';
import type { Db } from '../db/client';
import { consume } from '../plugins/limiter';
import type { LimiterStore } from '../plugins/limiter-store';
import { findUserById, isEmailTaken, normalizeEmail, setUserType, updateProfile, type UserRow } from './users-repository';

export interface UpdateUserDeps {
  db: Db;
  limiter: LimiterStore;
}

export type UpdateUserOutcome =
  | { kind: 'updated'; user: UserRow; passwordChanged: boolean }
  | { kind: 'type-set'; user: UserRow }
  | { kind: 'not-found' }
  /** { user_type } from someone who is not an Admin. */
  | { kind: 'forbidden' }
  /** An Admin's type is never changed this way. */
  | { kind: 'admin-type-kept' }
  | { kind: 'invalid'; errors: Record<string, string[]> };

/** Applies `changes` to user `id` for `actor` (that user or an Admin: the caller checks). */
export async function updateUser({ db, limiter }: UpdateUserDeps, actor: SessionUser, id: number, changes: UpdateUserRequest): Promise<UpdateUserOutcome> {
  const target = await findUserById(db, id);
  if (!target) return { kind: 'not-found' };

  if ('user_type' in changes) {
    if (actor.type !== 'Admin') return { kind: 'forbidden' };
    const updated = await setUserType(db, id, changes.user_type);
    return updated ? { kind: 'type-set', user: updated } : { kind: 'admin-type-kept' };
  }

  // Too many wrong current passwords: a stolen token must not become a way to guess the
  // password. Each one is counted before it is checked (decision 021); a right one is taken back.
  const attemptsKey = `update-user:password:${actor.id}`;
  await consume(limiter, attemptsKey, CURRENT_PASSWORD_MAX_FAILURES, CURRENT_PASSWORD_WINDOW_MS);
  const actorRow = actor.id === id ? target : await findUserById(db, actor.id);
  const errors: Record<string, string[]> = {};
  if (actorRow && (await verifyPassword(actorRow.passwordHash, changes.current_password))) await limiter.undo(attemptsKey);
  else errors.current_password = ['edit.currentPasswordWrong'];
  if (changes.password !== undefined && isCommonPassword(changes.password)) errors.password = ['register.passwordCommon'];
  const emailChanged = normalizeEmail(changes.email) !== normalizeEmail(target.email);
  if (emailChanged && (await isEmailTaken(db, changes.email, id))) errors.email = ['register.emailTaken'];
  if (Object.keys(errors).length) return { kind: 'invalid', errors };

  const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password);
  // A new password or e-mail ends a pending temporary password (and its mail) and the other sessions (decision 022).
  const signInChanged = !!passwordHash || emailChanged;
  const updated = await db.transaction(async (tx) => {
    const row = await updateProfile(tx, id, {
      name: changes.name,
      email: changes.email,
      phone: changes.phone,
      ...(passwordHash ? { passwordHash } : {}),
      ...(signInChanged ? { tempPasswordHash: null, tempPasswordExpiresAt: null } : {}),
    });
    // The session making the change stays; every other one of that user ends.
    if (row && signInChanged) {
      await revokeOtherSessions(tx, id, actor.id === id ? actor.sessionId : undefined);
      await forgetTemporaryPasswordMails(tx, target.email);
    }
    return row;
  });
  // The e-mail was taken between the check and the write.
  if (!updated) return { kind: 'invalid', errors: { email: ['register.emailTaken'] } };
  return { kind: 'updated', user: updated, passwordChanged: !!passwordHash };
}
