// Brings a database to a usable state: migrations, the phones stored before issue 14 in E.164
// (once), the configured admin, the account codes of ACCOUNT_CODES, and the demo data on the very
// first start only (and, once, the demo development's page copy on an install seeded before
// issue 21). Runs under the startup lock, so two instances starting together on one PostgreSQL
// database never both migrate, both rewrite the phones or both seed.
import type { Config } from './config';
import { migrate, type Database } from './db/client';
import { syncAccountCodes } from './auth/account-codes';
import { hashPassword, verifyPassword } from './auth/passwords';
import { revokeOtherSessions } from './auth/sessions-repository';
import { forgetTemporaryPasswordMails } from './auth/temporary-password-mails-repository';
import { findAdminCandidate, insertAdmin, makeAdmin } from './users/users-repository';
import { normalizeStoredPhones, phoneMigrationMessage, type PhoneMigrationCounts } from './db/phones-e164';
import { isSeeded, seedDemoData, type DemoSeedResult } from './demo-data';
import type { IllustrationKey } from './demo-data/catalogue-images';
import { prepareDemoWorkApart, prepareDemoWorkHere, type PreparedDemoWork } from './demo-data/prepare-apart';
import { fillDemoPackagePricesOnce, fillDemoPagesOnce } from './demo-data/upgrade-in-place';

export interface PrepareResult {
  seeded: DemoSeedResult | null;
  /** What the phone migration did on this start; null once it has run on this database. */
  phones: PhoneMigrationCounts | null;
}

export interface PrepareOptions {
  /** The demo data's hashes and pictures made in a child process (a server's start: its memory stays lean). */
  prepareDemoApart?: boolean;
}

/** The demo work in a child process; where that fails, here (slower to give back memory, but a start never fails for it). */
const prepareApartOrHere =
  (log: (message: string) => void) =>
  async (keys: readonly IllustrationKey[]): Promise<PreparedDemoWork> => {
    try {
      return await prepareDemoWorkApart(keys);
    } catch (error) {
      log(`demo data: ${error instanceof Error ? error.message : String(error)}; preparing in this process instead`);
      return prepareDemoWorkHere(keys);
    }
  };

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'demoData' | 'admin' | 'accountCodes'>,
  log: (message: string) => void = () => {},
  options: PrepareOptions = {},
): Promise<PrepareResult> {
  return database.withStartupLock(async () => {
    await migrate(database);
    // A data migration libphonenumber does, so TypeScript; once, marked in app_meta (decision 023).
    const phones = await normalizeStoredPhones(database.db);
    const phonesLine = phones && phoneMigrationMessage(phones);
    if (phonesLine) log(phonesLine);
    let seeded: DemoSeedResult | null = null;
    if (config.demoData && !(await isSeeded(database.db))) {
      const started = Date.now();
      seeded = await seedDemoData(database.db, { log, prepare: options.prepareDemoApart ? prepareApartOrHere(log) : undefined });
      log(`demo data loaded in ${Date.now() - started} ms`);
    }
    // An install seeded before issue 21 gets the demo development's page copy (decision 030).
    if (await fillDemoPagesOnce(database.db)) log('demo development: page copy filled in (upgrade in place, once)');
    // A demo seeded before its package prices existed gets them (decision 059), once.
    const prices = await fillDemoPackagePricesOnce(database.db);
    if (prices) log(`demo development: ${prices} package prices filled in (upgrade in place, once)`);
    if (config.admin) await ensureAdmin(database, config.admin);
    // ACCOUNT_CODES → account_codes (hashed), so a code removed from the environment stops working.
    await syncAccountCodes(database.db, config.accountCodes);
    return { seeded, phones };
  });
}

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD: that account exists and is an Admin after start. An existing
 * account that this makes an Admin, or whose password this changes, starts afresh: its
 * sessions and any pending temporary password end, since they were given to whoever held the
 * account before (decision 022). An Admin already set up this way is left alone, sessions and all.
 */
async function ensureAdmin(database: Database, admin: { email: string; password: string }) {
  const db = database.db;
  const existing = await findAdminCandidate(db, admin.email);
  if (!existing) {
    await insertAdmin(db, admin.email, await hashPassword(admin.password));
    return;
  }
  if (existing.type === 'Admin' && (await verifyPassword(existing.passwordHash, admin.password))) return;
  const passwordHash = await hashPassword(admin.password);
  await db.transaction(async (tx) => {
    await makeAdmin(tx, existing.id, passwordHash);
    await revokeOtherSessions(tx, existing.id);
    await forgetTemporaryPasswordMails(tx, existing.email);
  });
}
