import { describe, expect, it } from 'vitest';
import type { InventoryUnit } from '@vitrina/contracts';
import { cellOf, gridTarget, matchesFilter, planLayout } from './plan-model';

let nextId = 1;
function unit(floor: number, position: number | null, extra: Partial<InventoryUnit> = {}): InventoryUnit {
  const id = nextId++;
  return {
    id,
    number: position === null ? `${floor}X${id}` : `${floor}${String(position).padStart(2, '0')}`,
    floor,
    position,
    typology: { id: 1, code: '1R', name: 'One bedroom' },
    furniture: 'ESTANDAR',
    size_m2: 60,
    price: 100_000,
    status: 'available',
    status_version: 1,
    hold_until: null,
    hold_note: null,
    held_by: null,
    buyer: null,
    reserved_at: null,
    date_buy: null,
    ...extra,
  };
}

describe('planLayout', () => {
  it('puts the top floor first and each unit in its position’s column, leaving gaps', () => {
    const layout = planLayout([unit(1, 1), unit(2, 3), unit(1, 2), unit(2, 1)]);
    expect(layout.rows.map((r) => r.floor)).toEqual([2, 1]);
    expect(layout.rows[0]!.cells.map((c) => c?.number ?? null)).toEqual(['201', null, '203']);
    expect(layout.rows[1]!.cells.map((c) => c?.number ?? null)).toEqual(['101', '102']);
    expect(layout.columns).toBe(3);
  });

  it('draws units without a position after the positioned ones of their floor', () => {
    const layout = planLayout([unit(3, null, { number: 'PH-2' }), unit(3, 1), unit(3, null, { number: 'PH-10' })]);
    expect(layout.rows[0]!.cells.map((c) => c?.number)).toEqual(['301', 'PH-2', 'PH-10']);
  });
});

describe('matchesFilter', () => {
  const held = unit(1, 1, { status: 'on_hold', typology: { id: 2, code: '2R', name: 'Two' } });
  it('keeps everything without a filter, and narrows by type and status together', () => {
    expect(matchesFilter(held, { typology: null, statuses: [] })).toBe(true);
    expect(matchesFilter(held, { typology: '1R', statuses: [] })).toBe(false);
    expect(matchesFilter(held, { typology: '2R', statuses: ['on_hold', 'sold'] })).toBe(true);
    expect(matchesFilter(held, { typology: '2R', statuses: ['available'] })).toBe(false);
  });
});

describe('gridTarget', () => {
  // Floor 3: positions 1 and 3; floor 2: none (not drawn); floor 1: positions 1, 2, 3, 4.
  const { rows } = planLayout([unit(3, 1), unit(3, 3), unit(1, 1), unit(1, 2), unit(1, 3), unit(1, 4)]);

  it('moves left and right over the empty cells, without wrapping', () => {
    expect(gridTarget('ArrowRight', { row: 0, col: 0 }, rows)).toEqual({ row: 0, col: 2 });
    expect(gridTarget('ArrowRight', { row: 0, col: 2 }, rows)).toBeNull();
    expect(gridTarget('ArrowLeft', { row: 1, col: 3 }, rows)).toEqual({ row: 1, col: 2 });
    expect(gridTarget('ArrowLeft', { row: 1, col: 0 }, rows)).toBeNull();
  });

  it('moves up and down to the nearest unit of the next floor', () => {
    expect(gridTarget('ArrowDown', { row: 0, col: 2 }, rows)).toEqual({ row: 1, col: 2 });
    expect(gridTarget('ArrowUp', { row: 1, col: 1 }, rows)).toEqual({ row: 0, col: 0 });
    expect(gridTarget('ArrowUp', { row: 1, col: 3 }, rows)).toEqual({ row: 0, col: 2 });
    expect(gridTarget('ArrowUp', { row: 0, col: 0 }, rows)).toBeNull();
  });

  it('goes to a floor’s ends with Home and End, and the building’s with Ctrl', () => {
    expect(gridTarget('End', { row: 1, col: 1 }, rows)).toEqual({ row: 1, col: 3 });
    expect(gridTarget('Home', { row: 1, col: 3 }, rows)).toEqual({ row: 1, col: 0 });
    expect(gridTarget('Home', { row: 1, col: 3 }, rows, { ctrl: true })).toEqual({ row: 0, col: 0 });
    expect(gridTarget('End', { row: 0, col: 0 }, rows, { ctrl: true })).toEqual({ row: 1, col: 3 });
    expect(gridTarget('PageDown', { row: 0, col: 0 }, rows)).toEqual({ row: 1, col: 0 });
    expect(gridTarget('a', { row: 0, col: 0 }, rows)).toBeNull();
  });

  it('finds a unit’s cell', () => {
    const id = rows[1]!.cells[2]!.id;
    expect(cellOf(rows, id)).toEqual({ row: 1, col: 2 });
    expect(cellOf(rows, -5)).toBeNull();
  });
});
