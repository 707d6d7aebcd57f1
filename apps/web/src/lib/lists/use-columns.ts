// How many cards a row of a grid holds at this width, from the same breakpoints as the grid's
// CSS, so a virtualized grid cuts its rows as the CSS lays them out. The server (and hydration)
// assume `fallback`: a short list is drawn whole whatever the count, a long one re-cuts its rows
// right after hydration.
import { useCallback, useSyncExternalStore } from 'react';

/** `[minWidthPx, columns]` pairs, widest first; below them all, one column. */
export type ColumnSteps = readonly (readonly [number, number])[];

export function columnsAt(width: number, steps: ColumnSteps): number {
  return steps.find(([min]) => width >= min)?.[1] ?? 1;
}

export function useColumns(steps: ColumnSteps, fallback: number): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      const queries = steps.map(([min]) => window.matchMedia(`(min-width: ${min}px)`));
      for (const query of queries) query.addEventListener('change', notify);
      return () => queries.forEach((query) => query.removeEventListener('change', notify));
    },
    [steps],
  );
  const read = useCallback(() => steps.find(([min]) => window.matchMedia(`(min-width: ${min}px)`).matches)?.[1] ?? 1, [steps]);
  return useSyncExternalStore(subscribe, read, () => fallback);
}
