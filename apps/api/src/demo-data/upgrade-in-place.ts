// Upgrade in place (decision 030): an install seeded before issue 21 has the demo development
// without page copy (the copy lived in the web app) and without the figures added then. On the
// first start after the upgrade, a development whose slug AND code are the demo's and whose
// pages are empty receives the demo copy, and its empty new figures the demo's, so the site
// reads as before. Once per database: the app_meta marker is claimed in the same transaction,
// so an Admin who later empties the pages is never overwritten, and a crash leaves all or none.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appMeta, developments } from '../db/schema';
import { PLAYA_DEL_CARMEN } from './developments';

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
