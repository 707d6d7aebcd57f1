// The demo development's package prices (issue 35, decision 059): GOLD, PREMIUM and BLACK for each
// of its seven unit types, in its currency (MXN), so a demo buyer sees the four levels priced and
// can ask for one. About 5,000, 7,200 and 10,500 MXN a m² of the type, rounded to 5,000: a larger
// type and a richer level cost more. The standard level is included (price 0, never stored).
// Miami has no unit types yet: nothing to price.
import type { PackageName, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { packagePrices } from '../db/schema';
import { TYPOLOGIES } from './typologies';

export const DEMO_PACKAGE_PRICES: Readonly<Record<TypologyCode, Readonly<Record<PackageName, number>>>> = {
  ESP: { GOLD: 175_000, PREMIUM: 250_000, BLACK: 370_000 }, // 35 m²
  EG: { GOLD: 210_000, PREMIUM: 300_000, BLACK: 440_000 }, // 42 m²
  EPH: { GOLD: 225_000, PREMIUM: 325_000, BLACK: 475_000 }, // 45 m²
  '1R': { GOLD: 260_000, PREMIUM: 375_000, BLACK: 545_000 }, // 52 m²
  '2R': { GOLD: 390_000, PREMIUM: 560_000, BLACK: 820_000 }, // 78 m²
  '3R': { GOLD: 480_000, PREMIUM: 690_000, BLACK: 1_010_000 }, // 96 m²
  PH: { GOLD: 530_000, PREMIUM: 765_000, BLACK: 1_115_000 }, // 106 m²
};

type PriceRow = typeof packagePrices.$inferInsert;

/** The rows for the given unit types (id and code), every level priced. */
export function priceRows(types: readonly { id: number; code: string }[]): PriceRow[] {
  return types.flatMap((t) => {
    const prices = DEMO_PACKAGE_PRICES[t.code as TypologyCode];
    return prices ? Object.entries(prices).map(([level, amount]) => ({ typologyId: t.id, package: level, amount })) : [];
  });
}

/** The demo prices as the API lists them: by unit-type size, then GOLD, PREMIUM, BLACK. */
export function demoPackagePriceList(): { typology: TypologyCode; package: PackageName; amount: number }[] {
  return Object.entries(DEMO_PACKAGE_PRICES).flatMap(([typology, prices]) =>
    Object.entries(prices).map(([level, amount]) => ({ typology: typology as TypologyCode, package: level as PackageName, amount })),
  );
}

/** The first seed's prices: every demo unit type (ids fixed by typologies.ts). */
export async function seedPackagePrices(db: Db): Promise<number> {
  const rows = priceRows(TYPOLOGIES);
  await db.insert(packagePrices).values(rows);
  return rows.length;
}
