import { describe, expect, it } from 'vitest';
import { planLayout } from './plan-layout';

const unit = (number: string, floor: number, position: number | null) => ({ number, floor, position });

describe('planLayout (floors as rows, top first; positions as columns)', () => {
  it('puts the top floor first and each unit in its position’s column, empty cells where none', () => {
    const plan = planLayout([unit('101', 1, 1), unit('103', 1, 3), unit('201', 2, 1), unit('202', 2, 2)]);
    expect(plan.columns).toBe(3);
    expect(plan.rows.map((r) => r.floor)).toEqual([2, 1]);
    expect(plan.rows[0]!.cells.map((c) => c?.number ?? null)).toEqual(['201', '202', null]);
    expect(plan.rows[1]!.cells.map((c) => c?.number ?? null)).toEqual(['101', null, '103']);
  });

  it('draws units without a position after the positioned ones, by number', () => {
    const plan = planLayout([unit('PH-2', 3, null), unit('PH-10', 3, null), unit('301', 3, 1), unit('101', 1, 1)]);
    expect(plan.columns).toBe(3);
    expect(plan.rows[0]!.cells.map((c) => c?.number ?? null)).toEqual(['301', 'PH-2', 'PH-10']);
    expect(plan.rows[1]!.cells.map((c) => c?.number ?? null)).toEqual(['101', null, null]);
  });

  it('draws nothing for no units', () => {
    expect(planLayout([])).toEqual({ columns: 0, rows: [] });
  });
});
