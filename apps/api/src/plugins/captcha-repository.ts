// The SQL of the captcha's shared HMAC secret (one app_meta row).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

const SECRET_KEY = 'captcha_hmac_secret';

/** Stores `candidate` unless a secret is stored already; returns the stored one. */
export async function claimSharedSecret(db: Db, candidate: string): Promise<string> {
  await db.insert(appMeta).values({ key: SECRET_KEY, value: candidate }).onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  return String(row!.value);
}
