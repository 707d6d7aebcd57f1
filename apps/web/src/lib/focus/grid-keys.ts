// The keys of a two-dimensional composite widget (decision 031; WAI-ARIA APG "grid"): a
// stacking plan's cells, floors as rows. Cells may be empty (a floor with fewer units): the
// arrows go to the nearest filled cell in their direction, never wrapping. Pure, so the
// public availability plan and the office's plan share one rule.
export interface GridCell {
  row: number;
  col: number;
}

export interface GridShape {
  rows: number;
  cols: number;
  /** Whether a cell holds something focusable. */
  filled: (row: number, col: number) => boolean;
}

/** The filled cell of `row` nearest to `col` (the left one on a tie), or null. */
function nearestInRow(shape: GridShape, row: number, col: number): GridCell | null {
  for (let d = 0; d < shape.cols; d++) {
    if (col - d >= 0 && shape.filled(row, col - d)) return { row, col: col - d };
    if (col + d < shape.cols && shape.filled(row, col + d)) return { row, col: col + d };
  }
  return null;
}

function firstFilled(shape: GridShape, rows: number[], fromEnd: boolean): GridCell | null {
  for (const row of rows) {
    const cols = [...Array(shape.cols).keys()];
    for (const col of fromEnd ? cols.reverse() : cols) if (shape.filled(row, col)) return { row, col };
  }
  return null;
}

/**
 * Where a key moves focus from `at`: the cell, `at` itself when the key is the grid's but there
 * is nowhere to go (an edge), or null when the key is not the grid's. Right/Left follow `dir`.
 * Home/End: the row's first/last cell; with Ctrl, the grid's first/last.
 */
export function gridTarget(key: string, at: GridCell, shape: GridShape, { dir = 'ltr', ctrl = false }: { dir?: 'ltr' | 'rtl'; ctrl?: boolean } = {}): GridCell | null {
  const step = (k: string) => (k === 'ArrowRight' ? 1 : -1) * (dir === 'rtl' ? -1 : 1);
  const allRows = [...Array(shape.rows).keys()];
  switch (key) {
    case 'ArrowRight':
    case 'ArrowLeft': {
      const s = step(key);
      for (let col = at.col + s; col >= 0 && col < shape.cols; col += s) if (shape.filled(at.row, col)) return { row: at.row, col };
      return at;
    }
    case 'ArrowDown':
    case 'ArrowUp': {
      const s = key === 'ArrowDown' ? 1 : -1;
      for (let row = at.row + s; row >= 0 && row < shape.rows; row += s) {
        const found = nearestInRow(shape, row, at.col);
        if (found) return found;
      }
      return at;
    }
    case 'Home':
      return (ctrl ? firstFilled(shape, allRows, false) : firstFilled(shape, [at.row], false)) ?? at;
    case 'End':
      return (ctrl ? firstFilled(shape, allRows.reverse(), true) : firstFilled(shape, [at.row], true)) ?? at;
    default:
      return null;
  }
}
