import { describe, expect, it } from 'vitest';
import { gridTarget, type GridShape } from './grid-keys';

// Three floors: the top one has cells 0 and 2, the middle 0..3, the bottom only 3.
const FILLED = [
  [true, false, true, false],
  [true, true, true, true],
  [false, false, false, true],
];
const shape: GridShape = { rows: 3, cols: 4, filled: (r, c) => FILLED[r]?.[c] ?? false };

describe('gridTarget (APG grid keys over a plan with empty cells)', () => {
  it('moves right and left over empty cells, and stays at an edge', () => {
    expect(gridTarget('ArrowRight', { row: 0, col: 0 }, shape)).toEqual({ row: 0, col: 2 });
    expect(gridTarget('ArrowRight', { row: 0, col: 2 }, shape)).toEqual({ row: 0, col: 2 });
    expect(gridTarget('ArrowLeft', { row: 1, col: 0 }, shape)).toEqual({ row: 1, col: 0 });
    expect(gridTarget('ArrowRight', { row: 1, col: 1 }, shape, { dir: 'rtl' })).toEqual({ row: 1, col: 0 });
  });

  it('moves up and down to the nearest filled cell of the next floor that has one', () => {
    expect(gridTarget('ArrowDown', { row: 0, col: 2 }, shape)).toEqual({ row: 1, col: 2 });
    expect(gridTarget('ArrowDown', { row: 1, col: 0 }, shape)).toEqual({ row: 2, col: 3 });
    expect(gridTarget('ArrowUp', { row: 1, col: 1 }, shape)).toEqual({ row: 0, col: 0 });
    expect(gridTarget('ArrowUp', { row: 0, col: 0 }, shape)).toEqual({ row: 0, col: 0 });
  });

  it('goes to the row’s ends with Home and End, the grid’s with Ctrl', () => {
    expect(gridTarget('End', { row: 1, col: 1 }, shape)).toEqual({ row: 1, col: 3 });
    expect(gridTarget('Home', { row: 0, col: 2 }, shape)).toEqual({ row: 0, col: 0 });
    expect(gridTarget('End', { row: 0, col: 0 }, shape, { ctrl: true })).toEqual({ row: 2, col: 3 });
    expect(gridTarget('Home', { row: 2, col: 3 }, shape, { ctrl: true })).toEqual({ row: 0, col: 0 });
  });

  it('leaves other keys alone', () => {
    expect(gridTarget('Enter', { row: 0, col: 0 }, shape)).toBeNull();
    expect(gridTarget('a', { row: 0, col: 0 }, shape)).toBeNull();
  });
});
