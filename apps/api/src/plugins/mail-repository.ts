// The SQL of the mail outbox: where a mail is kept when there is no SMTP_URL.
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export async function insertOutboxMail(db: Db, mail: { to: string; subject: string; text: string }): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}
