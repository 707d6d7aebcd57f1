// The SQL of the mail queue (issue 24, decision 032): every outgoing mail is a row of
// mail_outbox. A sender claims due rows with FOR UPDATE SKIP LOCKED, so two senders (two
// instances on one PostgreSQL) never claim the same mail; a claim is a lease (`sending` until
// next_attempt_at), so a mail whose sender died is claimed again once the lease is over.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';

export type MailRow = typeof mailOutbox.$inferSelect;
export interface NewMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

/** Without SMTP_URL: kept in the outbox, never sent. */
export async function insertOutboxMail(db: Db, mail: NewMail): Promise<void> {
  await db.insert(mailOutbox).values({ ...mail, status: 'kept' });
}

/** Rows per INSERT statement: 4 parameters each, far below PostgreSQL's 65,535 per statement. */
const MAILS_PER_INSERT = 1_000;

/**
 * Many mails in as few statements as possible (one per MAILS_PER_INSERT): `kept` without
 * SMTP_URL, else `queued`. A notice to 2,000 buyers is 2 statements, not 2,000 (decision 066).
 */
export async function insertMails(db: Db, mails: NewMail[], status: 'kept' | 'queued'): Promise<void> {
  for (let i = 0; i < mails.length; i += MAILS_PER_INSERT) {
    await db.insert(mailOutbox).values(mails.slice(i, i + MAILS_PER_INSERT).map((mail) => ({ ...mail, status })));
  }
}

/** With SMTP_URL: queued, due at once; answers its id. */
export async function queueMail(db: Db, mail: NewMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values({ ...mail, status: 'queued' }).returning({ id: mailOutbox.id });
  return row!.id;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Claims up to `limit` due mails (queued and due, or sending with an expired lease), or only
 * mail `id`: they become `sending` until now + leaseMs, their attempt counted. "Due" is judged
 * by the later of the caller's clock and the database's: a mail queued with the database's
 * now() (microseconds) in the same millisecond as the caller's `now` (milliseconds) is due.
 */
export async function claimDueMails(db: Db, { now, leaseMs, limit, id }: { now: Date; leaseMs: number; limit: number; id?: number }): Promise<MailRow[]> {
  const nowIso = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const onlyId = id === undefined ? sql`` : sql`and id = ${id}`;
  const result = await db.execute(sql`
    update mail_outbox set status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseEnd}::timestamptz
    where id in (
      select id from mail_outbox
      where status in ('queued', 'sending') and next_attempt_at <= greatest(${nowIso}::timestamptz, now()) ${onlyId}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, "to", subject, text, reply_to as "replyTo", status, delivered, error, attempts,
      next_attempt_at as "nextAttemptAt", queued_at as "queuedAt", created_at as "createdAt"`);
  // Raw rows: bigint ids arrive as strings from node-postgres.
  return rowsOf<MailRow>(result).map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
}

/** The SMTP server took it: the mail (and its body) leave the database. */
export async function deleteSentMail(db: Db, id: number): Promise<void> {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Back in the queue, due at `next`, with the failure's description. */
export async function retryMailLater(db: Db, id: number, error: string, next: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'queued', error, nextAttemptAt: next })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/** Given up: the Admin sees it in Settings and may queue it again. */
export async function failMail(db: Db, id: number, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', error })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'sending')));
}

/**
 * Housekeeping: failed mails whose day ended more than `keepMs` ago leave the outbox (the Admin
 * had that long to send them again from Settings); at most `limit` per round.
 */
export async function forgetFailedMails(db: Db, keepMs: number, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from mail_outbox where id in (
      select id from mail_outbox
      where status = 'failed' and queued_at < now() - make_interval(secs => ${keepMs / 1000})
      limit ${limit}
    )
    returning id`);
  return rowsOf<{ id: unknown }>(result).length;
}

/** Queued again by an Admin (a failed or waiting mail): due at once, a new day to go. */
export async function requeueMail(db: Db, id: number): Promise<MailRow | null> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, queuedAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'queued'])))
    .returning();
  return rows[0] ?? null;
}

export async function findMail(db: Db, id: number): Promise<MailRow | null> {
  const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
  return rows[0] ?? null;
}

/** How many mails are in each state. */
export async function countMailsByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: mailOutbox.status, n: sql<number>`count(*)::int` }).from(mailOutbox).groupBy(mailOutbox.status);
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The mails still to be delivered or given up (queued, sending, failed), newest first. */
export async function listPendingMails(db: Db, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      error: mailOutbox.error,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      queuedAt: mailOutbox.queuedAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['queued', 'sending', 'failed']))
    .orderBy(desc(mailOutbox.queuedAt), desc(mailOutbox.id))
    .limit(limit);
}
export type PendingMail = Awaited<ReturnType<typeof listPendingMails>>[number];
