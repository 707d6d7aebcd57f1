// The 81 units of the first development over 7 levels (SPEC §2.20): garden studios on the
// ground level, penthouses and penthouse studios on the 7th, a mix in between. About a third
// are sold, mostly to the two demo owners, with purchase dates in the last two years.
import { CATEGORIES, type Category, type TypologyCode } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { properties } from '../db/schema';
import { createRandom } from './random';
import { unitNameFor } from '../unit-inventory/unit-names';
import { typologyByCode } from './typologies';
import { OTHER_BUYERS, type DemoPersonKey } from './users';

/** Unit types along each level, unit 01 first; levels 2 to 6 share one plan. */
const LEVEL_1: TypologyCode[] = ['2R', 'EG', 'EG', '1R', 'ESP', 'EG', 'ESP', '1R', 'EG', 'ESP', '1R', '2R'];
const TYPICAL_LEVEL: TypologyCode[] = ['3R', '2R', '1R', 'ESP', 'ESP', '1R', '2R', '1R', 'ESP', '1R', '2R', '3R'];
const LEVEL_7: TypologyCode[] = ['PH', 'EPH', 'EPH', 'PH', 'EPH', 'PH', 'EPH', 'EPH', 'PH'];
export const LEVEL_PLANS: TypologyCode[][] = [LEVEL_1, ...Array.from({ length: 5 }, () => TYPICAL_LEVEL), LEVEL_7];

export const UNIT_COUNT = LEVEL_PLANS.reduce((n, level) => n + level.length, 0); // 81
export const PURCHASED_COUNT = 27; // a third

/** Weights of ESTANDAR, GOLD, PREMIUM, BLACK: bigger units lean to the richer packages. */
const FURNITURE_WEIGHTS: Record<TypologyCode, readonly number[]> = {
  ESP: [50, 30, 15, 5], EG: [40, 35, 20, 5], EPH: [30, 35, 25, 10],
  '1R': [45, 30, 18, 7], '2R': [35, 30, 25, 10], '3R': [30, 30, 28, 12], PH: [10, 25, 35, 30],
};

function weighted(roll: number, weights: readonly number[]): Category {
  const total = weights.reduce((a, b) => a + b, 0);
  let at = roll * total;
  for (let i = 0; i < weights.length; i++) {
    at -= weights[i] ?? 0;
    if (at < 0) return CATEGORIES[i] ?? 'ESTANDAR';
  }
  return 'ESTANDAR';
}

/** Demo list prices (MXN): per m², and what each floor up adds. */
const PRICE_PER_M2 = 58_000;
const FLOOR_PREMIUM = 0.008;

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export interface UnitPlan {
  number: string;
  floor: number;
  position: number;
  typology: TypologyCode;
  typologyId: number;
  name: string;
  description: string;
  furniture: Category;
  sizeM2: number;
  /** The list price in the development's currency (MXN): by size, a little more per floor. */
  price: number;
  buyer: DemoPersonKey | null;
  dateBuy: string | null;
}

/** The units, deterministic except for the purchase dates, which count back from `now`. */
export function planUnits(now: Date): UnitPlan[] {
  const random = createRandom(20_260_081);
  const units: UnitPlan[] = [];
  LEVEL_PLANS.forEach((plan, index) => {
    const floor = index + 1;
    plan.forEach((code, position) => {
      const typology = typologyByCode(code);
      const number = `${floor}${String(position + 1).padStart(2, '0')}`;
      const corner = position === 0 || position === plan.length - 1;
      // Corner apartments gain the wrap-around balcony; studios and penthouses are all alike.
      const extra = corner && (code === '1R' || code === '2R' || code === '3R') ? 3 : 0;
      units.push({
        number,
        floor,
        position: position + 1,
        typology: code,
        typologyId: typology.id,
        name: unitNameFor(code, number),
        description: typology.description,
        furniture: weighted(random.next(), FURNITURE_WEIGHTS[code]),
        sizeM2: typology.sizeM2 + extra,
        price: Math.round(((typology.sizeM2 + extra) * PRICE_PER_M2 * (1 + FLOOR_PREMIUM * (floor - 1))) / 1000) * 1000,
        buyer: null,
        dateBuy: null,
      });
    });
  });
  // Sold units: owner 1, owner 2, owner 1, … and every ninth to another client.
  const sold = random.shuffle(units).slice(0, PURCHASED_COUNT);
  sold.sort((a, b) => Number(a.number) - Number(b.number));
  const day = 86_400_000;
  sold.forEach((unit, i) => {
    unit.buyer = i % 9 === 8 ? (OTHER_BUYERS[Math.floor(i / 9) % OTHER_BUYERS.length] ?? 'client1') : i % 2 === 0 ? 'owner1' : 'owner2';
    unit.dateBuy = isoDate(new Date(now.getTime() - random.int(12, 715) * day));
  });
  return units;
}

export async function seedUnits(
  db: Db,
  developmentId: number,
  userIds: ReadonlyMap<DemoPersonKey, number>,
  now: Date,
): Promise<{ units: number; purchased: number }> {
  const plan = planUnits(now);
  const rows = plan.map((u) => {
      const userId = u.buyer ? (userIds.get(u.buyer) ?? null) : null;
      return {
        developmentId,
        typologyId: u.typologyId,
        name: u.name,
        description: u.description,
        number: u.number,
        floor: u.floor,
        position: u.position,
        furniture: u.furniture,
        sizeM2: u.sizeM2,
        userId,
        dateBuy: userId === null ? null : u.dateBuy,
        status: userId === null ? ('available' as const) : ('sold' as const),
        price: u.price,
      };
    });
  await db.insert(properties).values(rows);
  return { units: rows.length, purchased: rows.filter((r) => r.userId !== null).length };
}
