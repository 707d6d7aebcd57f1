// How a plan is drawn (issue 22): floors as rows, top floor first; each unit in the column of
// its position (1 = first); units without a position after the positioned ones of their floor.
// Pure, so it is tested without a browser.
export interface PlannedUnit {
  number: string;
  floor: number;
  position: number | null;
}

export interface PlanRow<U> {
  floor: number;
  /** One entry per column; null where the floor has no unit. */
  cells: (U | null)[];
}

export interface PlanLayout<U> {
  columns: number;
  rows: PlanRow<U>[];
}

const byNumber = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

export function planLayout<U extends PlannedUnit>(units: readonly U[]): PlanLayout<U> {
  const floors = new Map<number, U[]>();
  for (const unit of units) floors.set(unit.floor, [...(floors.get(unit.floor) ?? []), unit]);
  const positioned = units.flatMap((u) => (u.position === null ? [] : [u.position]));
  const widest = positioned.length > 0 ? Math.max(...positioned) : 0;
  const rows = [...floors.entries()]
    .sort(([a], [b]) => b - a)
    .map(([floor, onFloor]) => {
      const cells: (U | null)[] = Array.from({ length: widest }, () => null);
      const loose = onFloor.filter((u) => u.position === null || cells[u.position - 1] !== null).sort((a, b) => byNumber.compare(a.number, b.number));
      for (const unit of onFloor) if (unit.position !== null && cells[unit.position - 1] === null) cells[unit.position - 1] = unit;
      return { floor, cells: [...cells, ...loose] };
    });
  const columns = Math.max(0, ...rows.map((r) => r.cells.length));
  for (const row of rows) while (row.cells.length < columns) row.cells.push(null);
  return { columns, rows };
}
