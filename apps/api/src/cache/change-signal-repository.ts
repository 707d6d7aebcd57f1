// The SQL of the change signal: a NOTIFY on the signal's channel (PostgreSQL only). Inside a
// transaction it is delivered on commit and dropped on rollback.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

export async function notifyChannel(db: Pick<Db, 'execute'>, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
