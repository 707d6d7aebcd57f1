// The SQL of the housekeeping round's lock (see housekeeping.ts).
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/** A fixed key for pg_try_advisory_xact_lock, next to the startup lock's. */
const HOUSEKEEPING_LOCK_KEY = '7305196212';

/** Takes the round's lock for the rest of the transaction `tx`; false when another instance holds it. */
export async function tryHousekeepingLock(tx: Pick<Db, 'execute'>): Promise<boolean> {
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${HOUSEKEEPING_LOCK_KEY}::bigint) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return !!lock.rows[0]?.locked;
}
