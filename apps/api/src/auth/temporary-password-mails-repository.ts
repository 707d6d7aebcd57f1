// The SQL that deletes temporary-password mails from the outbox (see temporary-password-mails.ts).
import { and, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import { TEMPORARY_PASSWORD_SUBJECTS } from './temporary-password-mails';

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
