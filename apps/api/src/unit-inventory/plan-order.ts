// The stacking plan's order of a development's units: top floor first, then by position (units
// without one last on their floor), then by number — numbers compared as numbers where they are
// digits ('203' before '1203'), in JS so the order does not depend on the database's collation
// (PGlite and the server may differ).
const byNumber = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

export interface PlanPlace {
  id: number;
  number: string;
  floor: number;
  position: number | null;
}

export function comparePlanOrder(a: PlanPlace, b: PlanPlace): number {
  if (a.floor !== b.floor) return b.floor - a.floor;
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  return byNumber.compare(a.number, b.number) || a.id - b.id;
}
