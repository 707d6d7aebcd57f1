// Upgrade in place (decision 030): an install seeded before issue 21 has the demo development
// without page copy (the copy lived in the web app) and without the figures added then. On the
// first start after the upgrade, a development whose slug AND code are the demo's and whose
// pages are empty receives the demo copy, and its empty new figures the demo's, so the site
// reads as before. Once per database: the app_meta marker is claimed in the same transaction,
// so an Admin who later empties the pages is never overwritten, and a crash leaves all or none.
// Since issue 35 the same once-only step gives an older demo its package prices (decision 059).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, developments, packagePrices, typologies } from '../db/schema';
import { PLAYA_DEL_CARMEN } from './developments';
import { isSeeded } from './index';
import { priceRows } from './package-prices';

/** The app_meta key whose presence means the fill has run on this database. */
export const DEMO_PAGES_FILLED_KEY = 'demo_pages_filled_at';

/** True when the demo development received its copy on this call. */
export async function fillDemoPagesOnce(db: Db, at: Date = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_PAGES_FILLED_KEY, value: { at: at.toISOString() } })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (!claimed.length) return false;
    const d = PLAYA_DEL_CARMEN;
    const filled = await tx
      .update(developments)
      .set({
        pages: structuredClone(d.pages),
        minUnitM2: sql`coalesce(${developments.minUnitM2}, ${d.minUnitM2})`,
        maxUnitM2: sql`coalesce(${developments.maxUnitM2}, ${d.maxUnitM2})`,
        products: sql`coalesce(${developments.products}, ${d.products})`,
        updatedAt: at,
      })
      .where(and(eq(developments.slug, d.slug), eq(developments.code, d.code), sql`${developments.pages} = '{}'::jsonb`))
      .returning({ id: developments.id });
    return filled.length > 0;
  });
}

/** The app_meta key whose presence means the price fill has had its one chance on this database. */
export const DEMO_PRICES_FILLED_KEY = 'demo_package_prices_filled_at';

/**
 * Upgrade in place: a demo database seeded before the prices existed gets them on its next start,
 * once (the marker is claimed in the same transaction, so an Admin who later removes them is never
 * overwritten). Only a database the demo seeded, only the demo development (slug AND code), and
 * only while none of its unit types has a price: prices an Admin set are never mixed with these.
 * Returns how many prices it added.
 */
export async function fillDemoPackagePricesOnce(db: Db, at: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: DEMO_PRICES_FILLED_KEY, value: { at: at.toISOString() } })
      .onConflictDoNothing({ target: appMeta.key })
      .returning({ key: appMeta.key });
    if (!claimed.length || !(await isSeeded(tx))) return 0;
    const d = PLAYA_DEL_CARMEN;
    const types = await tx
      .select({ id: typologies.id, code: typologies.code })
      .from(typologies)
      .innerJoin(developments, eq(developments.id, typologies.developmentId))
      .where(and(eq(developments.slug, d.slug), eq(developments.code, d.code)));
    if (!types.length) return 0;
    const priced = await tx.$count(packagePrices, inArray(packagePrices.typologyId, types.map((t) => t.id)));
    if (priced > 0) return 0;
    const rows = priceRows(types);
    if (rows.length) await tx.insert(packagePrices).values(rows).onConflictDoNothing();
    return rows.length;
  });
}
