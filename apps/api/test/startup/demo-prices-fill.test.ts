// Upgrade in place (decision 059): a demo database seeded before the demo had package prices gets
// them on its next start, once, and only while the demo development has none; a fresh demo brings
// its own, and a second start adds nothing.
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appMeta, packagePrices, typologies } from '../../src/db/schema';
import { demoPackagePriceList } from '../../src/demo-data/package-prices';
import { DEMO_PRICES_FILLED_KEY } from '../../src/demo-data/upgrade-in-place';
import { prepareDatabase } from '../../src/startup';
import { createTestDatabase, testConfig, testDbKind, type TestDatabase } from '../helper';

let target: TestDatabase | undefined;
afterEach(async () => {
  await target?.drop();
  target = undefined;
});

const FILLED = 'demo development: 21 package prices filled in (upgrade in place, once)';

/** The prices as the API lists them, read from the table. */
async function pricesIn(target: TestDatabase) {
  const rows = await target.database.db
    .select({ typology: typologies.code, package: packagePrices.package, amount: packagePrices.amount })
    .from(packagePrices)
    .innerJoin(typologies, eq(typologies.id, packagePrices.typologyId));
  const key = (p: { typology: string; package: string }) => `${p.typology}/${p.package}`;
  return rows.sort((a, b) => key(a).localeCompare(key(b)));
}
const expected = () => demoPackagePriceList().sort((a, b) => `${a.typology}/${a.package}`.localeCompare(`${b.typology}/${b.package}`));

/** A demo database as an install seeded before the prices holds it: no prices, no fill marker. */
async function oldDemo() {
  const t = await createTestDatabase(testDbKind, 'demo');
  await t.database.db.delete(packagePrices);
  await t.database.db.delete(appMeta).where(eq(appMeta.key, DEMO_PRICES_FILLED_KEY));
  return t;
}

describe(`the demo's package prices on an older demo database (${testDbKind})`, () => {
  it('fills every price into the demo development once; a second start adds nothing', async () => {
    target = await oldDemo();
    const lines: string[] = [];
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }), (line) => lines.push(line));
    expect(await pricesIn(target)).toEqual(expected());
    expect(lines).toContain(FILLED);

    // An Admin removes them afterwards: the next start leaves them removed.
    await target.database.db.delete(packagePrices);
    const again: string[] = [];
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }), (line) => again.push(line));
    expect(await target.database.db.$count(packagePrices)).toBe(0);
    expect(again.some((l) => l.includes('package prices'))).toBe(false);
  });

  it('leaves prices an Admin already set alone, adding none beside them', async () => {
    target = await oldDemo();
    await target.database.db.insert(packagePrices).values({ typologyId: 34, package: 'GOLD', amount: 123_456 });
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }));
    expect(await pricesIn(target)).toEqual([{ typology: '2R', package: 'GOLD', amount: 123_456 }]);
    expect(await target.database.db.select().from(appMeta).where(eq(appMeta.key, DEMO_PRICES_FILLED_KEY))).toHaveLength(1);
  });

  it('finds the prices of a fresh demo seed in place, fills nothing, and a second start adds nothing', async () => {
    // The demo template as the seed leaves it on a first start, before the fill's first chance.
    target = await createTestDatabase(testDbKind, 'demo');
    await target.database.db.delete(appMeta).where(eq(appMeta.key, DEMO_PRICES_FILLED_KEY));
    const lines: string[] = [];
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }), (line) => lines.push(line));
    expect(await pricesIn(target)).toEqual(expected());
    await prepareDatabase(target.database, testConfig({ DEMO_DATA: 'true' }), (line) => lines.push(line));
    expect(await pricesIn(target)).toEqual(expected());
    expect(lines.some((l) => l.includes('package prices'))).toBe(false);
  });

  it('fills nothing into a database the demo never seeded', async () => {
    target = await createTestDatabase();
    await prepareDatabase(target.database, testConfig());
    expect(await target.database.db.$count(packagePrices)).toBe(0);
  });
});
