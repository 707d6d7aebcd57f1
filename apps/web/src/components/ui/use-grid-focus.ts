// One Tab stop for a grid of cells, arrow keys inside it (decision 031; WAI-ARIA APG "grid"):
// a stacking plan, floors as rows. The active cell is the Tab stop; arrows, Home and End (Ctrl
// for the whole grid) move focus, without choosing — Enter or Space on a cell chooses it (the
// cell's own handler). The keys' rule is lib/focus/grid-keys.ts.
import type { KeyboardEvent } from 'react';
import { gridTarget, type GridCell } from '../../lib/focus/grid-keys';

const CELL = '[data-grid-cell]';

export interface GridFocus {
  /** Spread on the element with role=grid. */
  grid: { onKeyDown: (event: KeyboardEvent<HTMLElement>) => void };
  /** Spread on each focusable cell; the active one is the Tab stop. */
  cell: (at: GridCell, active: boolean) => { tabIndex: number; 'data-grid-cell': string };
}

const keyOf = (at: GridCell) => `${at.row}:${at.col}`;

export function useGridFocus(onMove: (at: GridCell) => void): GridFocus {
  return {
    grid: {
      onKeyDown(event) {
        if (event.altKey || event.metaKey) return;
        const cells = new Map([...event.currentTarget.querySelectorAll<HTMLElement>(CELL)].map((el) => [el.dataset.gridCell!, el]));
        const current = (document.activeElement as HTMLElement | null)?.closest<HTMLElement>(CELL)?.dataset.gridCell;
        if (!current) return;
        const [row, col] = current.split(':').map(Number) as [number, number];
        let rows = 0;
        let cols = 0;
        for (const key of cells.keys()) {
          const [r, c] = key.split(':').map(Number) as [number, number];
          rows = Math.max(rows, r + 1);
          cols = Math.max(cols, c + 1);
        }
        const dir = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'rtl' : 'ltr';
        const next = gridTarget(event.key, { row, col }, { rows, cols, filled: (r, c) => cells.has(`${r}:${c}`) }, { dir, ctrl: event.ctrlKey });
        if (!next) return;
        event.preventDefault();
        cells.get(keyOf(next))?.focus();
        onMove(next);
      },
    },
    cell: (at, active) => ({ tabIndex: active ? 0 : -1, 'data-grid-cell': keyOf(at) }),
  };
}
