// The SQL of the background rounds' locks (housekeeping.ts, hold-expiry.ts, payment-reminders.ts).
import { sql } from 'drizzle-orm';
import type { Db } from './db/client';

/** A fixed key for pg_try_advisory_xact_lock, next to the startup lock's. */
const HOUSEKEEPING_LOCK_KEY = '7305196212';

/** The hold-expiry job's own key (hold-expiry.ts): its rounds never wait for a housekeeping round. */
const HOLD_EXPIRY_LOCK_KEY = '7305196213';

/** The payment reminders' round (payment-reminders.ts, decision 050): its own key too. */
const PAYMENT_REMINDERS_LOCK_KEY = '7305196214';

/** Takes the round's lock for the rest of the transaction `tx`; false when another instance holds it. */
export function tryHousekeepingLock(tx: Pick<Db, 'execute'>): Promise<boolean> {
  return tryTransactionLock(tx, HOUSEKEEPING_LOCK_KEY);
}

/** Takes the hold-expiry round's lock for the rest of the transaction `tx`; false when another instance holds it. */
export function tryHoldExpiryLock(tx: Pick<Db, 'execute'>): Promise<boolean> {
  return tryTransactionLock(tx, HOLD_EXPIRY_LOCK_KEY);
}

/** Takes the payment reminders' round lock for the rest of the transaction `tx`; false when another instance holds it. */
export function tryPaymentRemindersLock(tx: Pick<Db, 'execute'>): Promise<boolean> {
  return tryTransactionLock(tx, PAYMENT_REMINDERS_LOCK_KEY);
}

async function tryTransactionLock(tx: Pick<Db, 'execute'>, key: string): Promise<boolean> {
  const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}::bigint) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return !!lock.rows[0]?.locked;
}
