// The reprice computation alone: exact money (no float drift), rounding half up to the step,
// the selection's parts, units without a price, unchanged units, and prices below zero.
import { describe, expect, it } from 'vitest';
import { unitRepriceSchema, type UnitRepriceInput } from '@vitrina/contracts';
import { planReprice, repricedCents, type PricedUnit } from './reprice-plan';

const body = (b: Partial<UnitRepriceInput>) => unitRepriceSchema.parse({ mode: 'percent', value: 5, reason: 'Lista 2026', ...b });
const unit = (id: number, u: Partial<PricedUnit>): PricedUnit => ({ id, number: String(id), floor: 1, position: id, typology: '1R', status: 'available', price: 100_000, ...u });

describe('reprice plan', () => {
  it('computes in cents without float drift', () => {
    // 0.1 + 0.2 style traps: 19.99 × 1.10 = 21.989 → 21.99 to the cent.
    expect(repricedCents(1999, { mode: 'percent', value: 10, round_to: 0.01 })).toBe(2199);
    // 1,234,567.89 × 1.035 = 1,277,777.76615 → 1,277,777.77
    expect(repricedCents(123_456_789, { mode: 'percent', value: 3.5, round_to: 0.01 })).toBe(127_777_777);
    // The largest price, +300 %: exact beyond a double's integers.
    expect(repricedCents(1_000_000_000_000, { mode: 'percent', value: 300, round_to: 1 })).toBe(4_000_000_000_000);
    expect(repricedCents(1_000_00, { mode: 'amount', value: 0.1 + 0.2, round_to: 0.01 })).toBe(100_030);
  });

  it('rounds half up to the step', () => {
    expect(repricedCents(1_000_000, { mode: 'percent', value: 2.5, round_to: 1 })).toBe(1_025_000); // 10,250.00
    expect(repricedCents(1_234_500, { mode: 'amount', value: 0, round_to: 1000 })).toBe(1_200_000); // 12,345 → 12,000
    expect(repricedCents(1_250_000, { mode: 'amount', value: 0, round_to: 1000 })).toBe(1_300_000); // 12,500 → 13,000
    expect(repricedCents(1_249_999, { mode: 'amount', value: 0, round_to: 1000 })).toBe(1_200_000);
    expect(repricedCents(999_950, { mode: 'percent', value: -10, round_to: 10 })).toBe(900_000); // 8,999.55 → 9,000
  });

  it('selects by unit type, floor range and status together; skips units without a price; leaves out unchanged ones', () => {
    const units = [
      unit(1, { floor: 2, typology: '2R' }),
      unit(2, { floor: 3, typology: '2R', status: 'sold' }),
      unit(3, { floor: 4, typology: '2R', price: null }),
      unit(4, { floor: 5, typology: '2R' }),
      unit(5, { floor: 3, typology: '1R' }),
      unit(6, { floor: 3, typology: '2R', status: 'on_hold', price: 10 }),
    ];
    const plan = planReprice(units, body({ selection: { typologies: ['2R'], floor_from: 3, floor_to: 4, statuses: ['available', 'sold', 'on_hold'] } }));
    // Unit 6: 10 × 1.05 = 10.50, half up to whole units: 11.
    expect(plan).toEqual({
      kind: 'changes',
      skipped: 1,
      changes: [
        { unit_id: 2, number: '2', floor: 3, typology: '2R', status: 'sold', old_price: 100_000, new_price: 105_000 },
        { unit_id: 6, number: '6', floor: 3, typology: '2R', status: 'on_hold', old_price: 10, new_price: 11 },
      ],
    });
    // 1 % of 10 rounded to whole units is no change: not listed.
    expect(planReprice([unit(1, { price: 10 })], body({ value: 1 }))).toEqual({ kind: 'changes', skipped: 0, changes: [] });
    // Empty lists select everything, as absent ones do.
    const all = planReprice(units, body({ selection: { typologies: [], statuses: [] } }));
    expect(all.kind === 'changes' && all.changes.map((c) => c.unit_id)).toEqual([4, 2, 5, 6, 1]);
  });

  it('refuses when any new price would be below zero, counting them', () => {
    const units = [unit(1, { price: 500 }), unit(2, { price: 900 }), unit(3, { price: 2_000 }), unit(4, { price: null })];
    expect(planReprice(units, body({ mode: 'amount', value: -1_000 }))).toEqual({ kind: 'below-zero', count: 2 });
    expect(planReprice(units, body({ mode: 'amount', value: -500 }))).toMatchObject({ kind: 'changes', skipped: 1 });
  });
});
