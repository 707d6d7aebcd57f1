// The admin's Settings, a key → JSON value table. Only reads for now: the Settings screen
// (issue 6) adds the writes.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** The stored value of one key, or undefined when the admin never set it. */
export async function getSetting(db: Reader, key: string): Promise<unknown> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return rows[0]?.value;
}

/** Every stored setting, key → value; only the given keys when a list is passed. */
export async function getAllSettings(db: Reader, keys?: readonly string[]): Promise<Record<string, unknown>> {
  const query = db.select({ key: settings.key, value: settings.value }).from(settings);
  const rows = keys ? await query.where(inArray(settings.key, [...keys])) : await query;
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}
