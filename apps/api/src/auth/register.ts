// A new Guest account (SPEC §4, §5, §7): the password is checked against the common-password
// list and the e-mail must be free; both refusals are field errors of the form. Signed in at once.
import type { Language } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { insertUser, isEmailTaken, type UserRow } from '../users/users-repository';
import { isCommonPassword } from './common-passwords';
import { hashPassword } from './passwords';
import { createSession } from './sessions';

export interface RegisterInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  lang: Language;
}

export type RegisterOutcome = { kind: 'registered'; user: UserRow; token: string } | { kind: 'invalid'; errors: Record<string, string[]> };

export async function registerAccount(db: Db, { name, email, phone, password, lang }: RegisterInput): Promise<RegisterOutcome> {
  const errors: Record<string, string[]> = {};
  if (isCommonPassword(password)) errors.password = ['register.passwordCommon'];
  if (await isEmailTaken(db, email)) errors.email = ['register.emailTaken'];
  if (Object.keys(errors).length) return { kind: 'invalid', errors };

  const passwordHash = await hashPassword(password);
  const user = await insertUser(db, { name, email, phone, passwordHash, lang });
  // Someone registered the same e-mail between the check and the insert.
  if (!user) return { kind: 'invalid', errors: { email: ['register.emailTaken'] } };
  const token = await createSession(db, user.id);
  return { kind: 'registered', user, token };
}
