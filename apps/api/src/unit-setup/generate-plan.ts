// What a generator call would create (decision 034), computed the same way for the preview and
// the real call: floors × positions, each cell's number from the pattern, its size from its unit
// type, its price from the base and the step per floor. A cell that already holds a unit is left
// as it is; a number that some other cell already uses refuses the whole call.
import { DEVELOPMENT_UNITS_MAX, UNIT_NUMBER_PATTERN, UNIT_PRICE_MAX, unitNumberFrom, type PlannedUnit, type UnitGenerate } from '@vitrina/contracts';
import type { StoredUnit } from '../routes/unit-setup/unit-setup-repository';
import type { UnitTypeRef } from '../unit-inventory/unit-types-repository';
import type { UnitValues } from '../unit-inventory/units-write-repository';

export type GeneratePlan =
  | { kind: 'ok'; units: PlannedUnit[]; values: UnitValues[]; existing: number }
  /** A unit type the development does not have. */
  | { kind: 'typology-not-in-development' }
  /** A floor's price below zero or above the limit. */
  | { kind: 'price-range' }
  /** The pattern gives a number that is not a valid unit number, or one number to two cells. */
  | { kind: 'template-invalid' | 'number-repeated' }
  | { kind: 'number-taken'; number: string }
  | { kind: 'too-many-units' };

const cellKey = (floor: number, position: number | null) => `${floor}:${position}`;
/** Prices are kept in cents: 0.1 + 0.2 must not become 0.30000000000000004. */
const cents = (n: number) => Math.round(n * 100) / 100;

export function planGeneration(body: UnitGenerate, own: ReadonlyMap<string, UnitTypeRef>, stored: readonly StoredUnit[]): GeneratePlan {
  const types = body.typologies.map((code) => own.get(code));
  if (types.some((t) => t === undefined)) return { kind: 'typology-not-in-development' };
  const byCell = new Map(stored.filter((u) => u.position !== null).map((u) => [cellKey(u.floor, u.position), u]));
  const byNumber = new Map(stored.map((u) => [u.number, u]));
  const seen = new Set<string>();
  const units: PlannedUnit[] = [];
  const values: UnitValues[] = [];
  let existing = 0;
  for (let floor = body.floor_from; floor <= body.floor_to; floor++) {
    const price = body.base_price === null ? null : cents(body.base_price + body.floor_step * (floor - body.floor_from));
    if (price !== null && (price < 0 || price > UNIT_PRICE_MAX)) return { kind: 'price-range' };
    for (let position = 1; position <= body.positions; position++) {
      const number = unitNumberFrom(body.number_template, floor, position);
      if (!UNIT_NUMBER_PATTERN.test(number)) return { kind: 'template-invalid' };
      if (seen.has(number)) return { kind: 'number-repeated' };
      seen.add(number);
      if (byCell.has(cellKey(floor, position))) {
        existing++;
        continue;
      }
      if (byNumber.has(number)) return { kind: 'number-taken', number };
      const type = types[position - 1]!;
      units.push({ number, floor, position, typology: type.code, furniture: body.furniture, size_m2: type.sizeM2, price });
      values.push({ unitType: type, number, floor, position, furniture: body.furniture, sizeM2: type.sizeM2, price });
    }
  }
  if (stored.length + units.length > DEVELOPMENT_UNITS_MAX) return { kind: 'too-many-units' };
  return { kind: 'ok', units, values, existing };
}
