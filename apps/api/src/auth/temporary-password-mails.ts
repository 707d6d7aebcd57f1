// Mails kept in the outbox (no SMTP_URL) that carry a temporary password: once that password
// is used, replaced, cleared or expired, the mail goes too, so the outbox never holds a
// readable password longer than it could work (decision 022). They are found by address and
// by the subject of that mail in any language, whatever the brand name was when it was sent.
import { and, lt, or, sql, type SQL } from 'drizzle-orm';
import { LANGUAGES } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { translate } from '../i18n/translate';

const BRAND = '\u0000';
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** LIKE patterns of the subject in every language, the brand as a wildcard. */
export const TEMPORARY_PASSWORD_SUBJECTS = LANGUAGES.map((lang) =>
  translate('mail.temporaryPassword.subject', lang, { brand: BRAND }).split(BRAND).map(likeLiteral).join('%'),
);

const isTemporaryPasswordMail = (): SQL => or(...TEMPORARY_PASSWORD_SUBJECTS.map((pattern) => sql`${mailOutbox.subject} like ${pattern}`))!;

/** Deletes the temporary-password mails sent to an address (its password was used, replaced or cleared). */
export async function forgetTemporaryPasswordMails(db: Db, email: string): Promise<void> {
  await db.delete(mailOutbox).where(and(sql`lower(${mailOutbox.to}) = ${email.trim().toLowerCase()}`, isTemporaryPasswordMail()));
}

/** Deletes the temporary-password mails older than the password's lifetime; returns how many. */
export async function forgetExpiredTemporaryPasswordMails(db: Db, lifetimeMs: number): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(lt(mailOutbox.createdAt, sql`now() - make_interval(secs => ${lifetimeMs / 1000})`), isTemporaryPasswordMail()))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
