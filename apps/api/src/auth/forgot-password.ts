// A forgotten password (SPEC §7, §8): a random temporary password, valid 1 hour, mailed in the
// asked language. The old password keeps working until the temporary one is used (see
// sign-in.ts). An unknown e-mail is told apart (the spec asks for it), after the same hashing
// work as a known one.
import type { Language } from '@vitrina/contracts';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isLanguage, translate } from '../i18n/translate';
import type { Mailer } from '../plugins/mail';
import { loadPublicConfig } from '../settings/public-config';
import { clearTemporaryPassword, findUserByEmail, setTemporaryPassword } from '../users/users-repository';
import { TEMP_PASSWORD_TTL_MS } from './account-limits';
import { hashPassword } from './passwords';
import { generateTemporaryPassword } from './temporary-password';

export interface ForgotPasswordDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
}

export interface ForgotPasswordInput {
  email: string;
  /** The language the request names (body `lang` or Accept-Language); else the user's own, else `fallbackLang`. */
  lang?: Language | undefined;
  fallbackLang: Language;
}

export type ForgotPasswordOutcome =
  | { kind: 'sent'; userId: number; lang: Language }
  | { kind: 'unknown-email' }
  /** The mail could not be sent; the temporary password was dropped again. */
  | { kind: 'mail-failed'; userId: number };

export async function sendTemporaryPassword({ db, mailer, config }: ForgotPasswordDeps, input: ForgotPasswordInput): Promise<ForgotPasswordOutcome> {
  const user = await findUserByEmail(db, input.email);
  // Hashed whether or not the account exists, so both answers take the same time.
  const temporary = generateTemporaryPassword();
  const hash = await hashPassword(temporary);
  if (!user) return { kind: 'unknown-email' };

  const lang: Language = input.lang ?? (isLanguage(user.lang) ? user.lang : input.fallbackLang);
  await setTemporaryPassword(db, user.id, hash, new Date(Date.now() + TEMP_PASSWORD_TTL_MS));
  try {
    const { brandName } = await loadPublicConfig(db, config);
    await mailer.send({
      to: user.email,
      subject: translate('mail.temporaryPassword.subject', lang, { brand: brandName }),
      text: translate('mail.temporaryPassword.text', lang, {
        name: user.name,
        brand: brandName,
        password: temporary,
        url: `${config.publicUrl}/login`,
      }),
    });
  } catch {
    // Nobody can read this temporary password: drop it rather than leave it valid. The
    // mailer logged the failure's kind; the error itself may quote the mail, so not here.
    await clearTemporaryPassword(db, user.id, hash);
    return { kind: 'mail-failed', userId: user.id };
  }
  return { kind: 'sent', userId: user.id, lang };
}
