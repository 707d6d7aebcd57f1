// A data migration (decision 023): the phones stored before issue 14, in E.164 where
// libphonenumber reads them. Older phone fields put the calling code in front of whatever was
// typed, so a French '06 12 34 56 78' was stored '+330612345678', a number chat links cannot
// reach; the contact form kept its digits without '+'. Each stored value is read as
// phoneFromInternational reads a request (the same function as the schemas), and rewritten when
// that gives another value; what it cannot read stays as it is and is counted.
//
// TypeScript rather than SQL, since SQL cannot call libphonenumber. It runs once per database:
// prepareDatabase calls it under the startup lock (PostgreSQL advisory lock; PGlite's
// data-folder lock), and the app_meta marker is claimed in the same transaction as the rows are
// rewritten, so a crash leaves either all of it or none and the next start tries again.
import { eq, isNotNull } from 'drizzle-orm';
import { phoneFromInternational } from '@vitrina/contracts';
import type { Db } from './client';
import { appMeta, leads, users } from './schema';

/** The app_meta key whose presence means the stored phones were normalized. */
export const PHONES_E164_KEY = 'phones_e164_at';

export interface PhoneMigrationCounts {
  /** Non-blank phones read. */
  checked: number;
  /** Rows whose phone was rewritten in E.164. */
  users: number;
  leads: number;
  /** Non-blank phones the library reads as no valid number: left as they were. */
  leftAsIs: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function normalizeTable(tx: Tx, table: typeof users | typeof leads, counts: PhoneMigrationCounts, key: 'users' | 'leads') {
  const rows = await tx.select({ id: table.id, phone: table.phone }).from(table).where(isNotNull(table.phone));
  for (const { id, phone } of rows) {
    if (!phone?.trim()) continue;
    counts.checked += 1;
    const e164 = phoneFromInternational(phone);
    if (!e164) counts.leftAsIs += 1;
    else if (e164 !== phone) {
      await tx.update(table).set({ phone: e164 }).where(eq(table.id, id));
      counts[key] += 1;
    }
  }
}

/**
 * Normalizes users.phone and leads.phone once per database. Returns what it did, or null when
 * the marker says it was done before.
 */
export async function normalizeStoredPhones(db: Db, at: Date = new Date()): Promise<PhoneMigrationCounts | null> {
  return db.transaction(async (tx) => {
    // The marker is claimed first: a second transaction doing the same waits on its key until
    // this one ends, then finds it taken (or, after a rollback, claims it). Safe even without
    // the startup lock around it.
    const claimed = await tx
      .insert(appMeta)
      .values({ key: PHONES_E164_KEY, value: { at: at.toISOString() } })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (!claimed.length) return null;
    const counts: PhoneMigrationCounts = { checked: 0, users: 0, leads: 0, leftAsIs: 0 };
    await normalizeTable(tx, users, counts, 'users');
    await normalizeTable(tx, leads, counts, 'leads');
    await tx.update(appMeta).set({ value: { at: at.toISOString(), ...counts } }).where(eq(appMeta.key, PHONES_E164_KEY));
    return counts;
  });
}

/** The start-up log line (counts only, never a number), or null when no phone was stored. */
export function phoneMigrationMessage(c: PhoneMigrationCounts): string | null {
  if (!c.checked) return null;
  return (
    `phones in E.164 (once): ${c.checked} stored numbers read, ${c.users + c.leads} rewritten ` +
    `(${c.users} of users, ${c.leads} of leads), ${c.leftAsIs} left as they were (libphonenumber reads no valid number)`
  );
}
