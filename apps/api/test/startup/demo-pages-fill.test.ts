// Upgrade in place (decision 030): an install seeded before issue 21 has the demo development
// without page copy; the first start after the upgrade fills in the demo copy, once, and only
// into the demo development (same slug AND code, pages still empty).
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { migrate } from '../../src/db/client';
import { appMeta, developments } from '../../src/db/schema';
import { PLAYA_DEL_CARMEN_PAGES } from '../../src/demo-data/development-pages';
import { DEMO_PAGES_FILLED_KEY } from '../../src/demo-data/upgrade-in-place';
import { prepareDatabase } from '../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';

let target: TestDatabase | undefined;
afterEach(async () => {
  await target?.drop();
  target = undefined;
});

/** The demo development as an install seeded before issue 21 holds it after migration 0004. */
const OLD_DEMO = {
  slug: 'playa-del-carmen',
  code: 'PDC',
  name: 'Kaanal Residences Playa del Carmen',
  city: 'Playa del Carmen',
  address: 'Quinta Avenida, Playa del Carmen, Quintana Roo, México',
  status: 'selling',
  apartments: 81,
  levels: 7,
  areaM2: 754,
  sortOrder: 1,
};

describe(`the demo development's copy on an old install (${testDbKind})`, () => {
  it('fills the demo copy and the new figures into the demo development, once, and logs it', async () => {
    target = await createTestDatabase();
    const { db } = target.database;
    await migrate(target.database);
    await db.insert(developments).values([
      OLD_DEMO,
      // Same slug pattern but another code: someone else's development, left alone.
      { ...OLD_DEMO, slug: 'tulum', code: 'TUL', name: 'Tulum', sortOrder: 2 },
    ]);
    const lines: string[] = [];
    await prepareDatabase(target.database, testConfig(), (line) => lines.push(line));
    const [pdc] = await db.select().from(developments).where(eq(developments.code, 'PDC'));
    expect(pdc!.pages).toEqual(PLAYA_DEL_CARMEN_PAGES);
    expect(pdc).toMatchObject({ apartments: 81, levels: 7, areaM2: 754, minUnitM2: 35, maxUnitM2: 106, products: 5000 });
    const [tulum] = await db.select().from(developments).where(eq(developments.code, 'TUL'));
    expect(tulum!.pages).toEqual({});
    expect(tulum!.products).toBeNull();
    expect(lines).toContain('demo development: page copy filled in (upgrade in place, once)');

    // An Admin empties the pages afterwards: the next start leaves them empty.
    await db.update(developments).set({ pages: {} }).where(eq(developments.code, 'PDC'));
    const again: string[] = [];
    await prepareDatabase(target.database, testConfig(), (line) => again.push(line));
    expect((await db.select().from(developments).where(eq(developments.code, 'PDC')))[0]!.pages).toEqual({});
    expect(again.some((l) => l.startsWith('demo development'))).toBe(false);
  });

  it('keeps figures an Admin set, and touches a demo development that already has copy not at all', async () => {
    target = await createTestDatabase();
    const { db } = target.database;
    await migrate(target.database);
    await db.insert(developments).values({ ...OLD_DEMO, products: 7000, pages: { location: { es: 'Propia', en: '', fr: '' } } });
    await prepareDatabase(target.database, testConfig());
    const [pdc] = await db.select().from(developments);
    expect(pdc!.pages).toEqual({ location: { es: 'Propia', en: '', fr: '' } });
    expect(pdc!.products).toBe(7000);
    expect(pdc!.minUnitM2).toBeNull();
    // The marker is set all the same: the step has had its one chance.
    expect(await db.select().from(appMeta).where(eq(appMeta.key, DEMO_PAGES_FILLED_KEY))).toHaveLength(1);
  });

  it('fills nothing on a fresh install (no development), and a later demo seed brings its own copy', async () => {
    target = await createTestDatabase();
    const lines: string[] = [];
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }), (line) => lines.push(line));
    const rows = await target.database.db.select().from(developments);
    expect(rows.find((r) => r.code === 'PDC')!.pages).toEqual(PLAYA_DEL_CARMEN_PAGES);
    expect(lines.some((l) => l.startsWith('demo development'))).toBe(false);
  });
});
