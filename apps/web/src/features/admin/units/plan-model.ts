// The stacking plan's model (issue 22), pure and unit-tested: the building as floors × positions
// (top floor first; a unit without a position after the positioned ones of its floor), which
// cells a filter keeps, and where an arrow key moves in the grid (WAI-ARIA APG grid, decision 031).
import type { InventoryUnit, UnitStatus } from '@vitrina/contracts';

export interface PlanRow {
  floor: number;
  /** Index = column (position − 1); null where the floor has no unit. */
  cells: (InventoryUnit | null)[];
}

export interface PlanLayout {
  /** Columns of the widest floor. */
  columns: number;
  rows: PlanRow[];
}

/** The units (any order) as rows of cells: floors from the top, positions from the left. */
export function planLayout(units: readonly InventoryUnit[]): PlanLayout {
  const floors = new Map<number, InventoryUnit[]>();
  for (const unit of units) {
    const list = floors.get(unit.floor);
    if (list) list.push(unit);
    else floors.set(unit.floor, [unit]);
  }
  let columns = 0;
  const rows = [...floors.keys()]
    .sort((a, b) => b - a)
    .map((floor) => {
      const cells: (InventoryUnit | null)[] = [];
      const loose: InventoryUnit[] = [];
      for (const unit of floors.get(floor)!) {
        const at = unit.position === null ? -1 : unit.position - 1;
        if (at >= 0 && !cells[at]) cells[at] = unit;
        else loose.push(unit);
      }
      loose.sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }));
      const filled = Array.from({ length: cells.length }, (_, i) => cells[i] ?? null).concat(loose);
      columns = Math.max(columns, filled.length);
      return { floor, cells: filled };
    });
  return { columns, rows };
}

export interface PlanFilter {
  /** A unit type's code; null: every type. */
  typology: string | null;
  /** The statuses shown; empty: every status. */
  statuses: readonly UnitStatus[];
}

export const NO_FILTER: PlanFilter = { typology: null, statuses: [] };

/** Does a unit match the filter (else its cell is dimmed)? */
export function matchesFilter(unit: InventoryUnit, filter: PlanFilter): boolean {
  if (filter.typology !== null && unit.typology.code !== filter.typology) return false;
  return filter.statuses.length === 0 || filter.statuses.includes(unit.status);
}

export interface GridCell {
  row: number;
  col: number;
}

/** The columns of a row that hold a unit. */
const unitColumns = (row: PlanRow) => row.cells.flatMap((cell, col) => (cell ? [col] : []));

/** The unit column of `row` nearest to `col` (the left one on a tie); null for a row without units. */
function nearest(row: PlanRow, col: number): number | null {
  let best: number | null = null;
  for (const c of unitColumns(row)) if (best === null || Math.abs(c - col) < Math.abs(best - col)) best = c;
  return best;
}

/**
 * An arrow, Home, End (with Ctrl: the first or last unit of the building), PageUp or PageDown
 * (five floors) in the grid: the cell to move to, or null when the key is not the grid's or
 * there is nowhere to go (the grid does not wrap, as the APG's data grids). Empty cells are
 * skipped; up and down land on the nearest unit of the next floor that has one.
 */
export function gridTarget(key: string, from: GridCell, rows: readonly PlanRow[], { ctrl = false } = {}): GridCell | null {
  const row = rows[from.row];
  if (!row) return null;
  const cols = unitColumns(row);
  const vertical = (step: number, times = 1): GridCell | null => {
    let found: GridCell | null = null;
    for (let r = from.row + step, left = times; r >= 0 && r < rows.length && left > 0; r += step) {
      const col = nearest(rows[r]!, from.col);
      if (col !== null) {
        found = { row: r, col };
        left -= 1;
      }
    }
    return found;
  };
  const edge = (last: boolean): GridCell | null => {
    const order = rows.map((_, i) => i);
    if (last) order.reverse();
    for (const r of order) {
      const c = unitColumns(rows[r]!);
      if (c.length) return { row: r, col: last ? c[c.length - 1]! : c[0]! };
    }
    return null;
  };
  switch (key) {
    case 'ArrowRight': {
      const col = cols.find((c) => c > from.col);
      return col === undefined ? null : { row: from.row, col };
    }
    case 'ArrowLeft': {
      const col = cols.filter((c) => c < from.col).pop();
      return col === undefined ? null : { row: from.row, col };
    }
    case 'ArrowDown':
      return vertical(1);
    case 'ArrowUp':
      return vertical(-1);
    case 'PageDown':
      return vertical(1, 5);
    case 'PageUp':
      return vertical(-1, 5);
    case 'Home':
      return ctrl ? edge(false) : cols.length ? { row: from.row, col: cols[0]! } : null;
    case 'End':
      return ctrl ? edge(true) : cols.length ? { row: from.row, col: cols[cols.length - 1]! } : null;
    default:
      return null;
  }
}

/** Where a unit is in the layout, or null. */
export function cellOf(rows: readonly PlanRow[], unitId: number): GridCell | null {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]!.cells.findIndex((cell) => cell?.id === unitId);
    if (col >= 0) return { row, col };
  }
  return null;
}
