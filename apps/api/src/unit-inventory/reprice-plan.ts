// Bulk repricing's one computation (issue 22, decision 034): from a development's units and the
// request, which units change and to what. The preview and the real call both run it, so what
// was previewed is what is applied. Pure: no database, no clock.
//
// Money is exact: prices in whole cents, the percentage as millionths, and the products in
// BigInt (a 10-billion price × a 400 % factor overflows a double's exact integers), rounded
// half up to the step `round_to` asks for.
import type { TypologyCode, UnitReprice, UnitRepriceResult, UnitStatus } from '@vitrina/contracts';
import { fromCents, toCents } from './money';
import { comparePlanOrder } from './plan-order';

export interface PricedUnit {
  id: number;
  number: string;
  floor: number;
  position: number | null;
  typology: TypologyCode;
  status: UnitStatus;
  price: number | null;
}

export type RepriceChange = UnitRepriceResult['changes'][number];

export type RepricePlan =
  | { kind: 'changes'; changes: RepriceChange[]; skipped: number }
  /** Some new prices would be below zero: the whole call is refused. */
  | { kind: 'below-zero'; count: number };

const MILLION = 1_000_000n;

/** a / b rounded half up (b > 0), for any sign of a. */
function divideRounded(a: bigint, b: bigint): bigint {
  const twice = 2n * a + b;
  const q = twice / (2n * b);
  // BigInt division truncates toward zero: step down for negative quotients with a remainder.
  return twice % (2n * b) !== 0n && twice < 0n ? q - 1n : q;
}

/** The new price in cents: the change, then rounded half up to the step. */
export function repricedCents(cents: number, body: Pick<UnitReprice, 'mode' | 'value' | 'round_to'>): number {
  const step = BigInt(toCents(body.round_to));
  // The exact new price in cents is numerator / denominator.
  const [numerator, denominator] =
    body.mode === 'percent'
      ? [BigInt(cents) * (100n * MILLION + BigInt(Math.round(body.value * 1_000_000))), 100n * MILLION]
      : [BigInt(cents) + BigInt(toCents(body.value)), 1n];
  return Number(divideRounded(numerator, denominator * step) * step);
}

function selected(unit: PricedUnit, selection: UnitReprice['selection']): boolean {
  const { typologies, statuses, floor_from: from, floor_to: to } = selection;
  // An empty list selects like an absent one: no filter on that part.
  if (typologies?.length && !typologies.includes(unit.typology)) return false;
  if (statuses?.length && !statuses.includes(unit.status)) return false;
  if (from !== undefined && unit.floor < from) return false;
  if (to !== undefined && unit.floor > to) return false;
  return true;
}

/**
 * The changes for every selected unit with a price, in the plan's order; units without a price
 * are counted in `skipped`; a unit whose price would not change is left out.
 */
export function planReprice(units: readonly PricedUnit[], body: UnitReprice): RepricePlan {
  const changes: RepriceChange[] = [];
  let skipped = 0;
  let belowZero = 0;
  for (const unit of [...units].sort(comparePlanOrder)) {
    if (!selected(unit, body.selection)) continue;
    if (unit.price === null) {
      skipped++;
      continue;
    }
    const oldCents = toCents(unit.price);
    const newCents = repricedCents(oldCents, body);
    if (newCents < 0) belowZero++;
    if (newCents === oldCents) continue;
    changes.push({
      unit_id: unit.id,
      number: unit.number,
      floor: unit.floor,
      typology: unit.typology,
      status: unit.status,
      old_price: fromCents(oldCents),
      new_price: fromCents(newCents),
    });
  }
  return belowZero > 0 ? { kind: 'below-zero', count: belowZero } : { kind: 'changes', changes, skipped };
}
