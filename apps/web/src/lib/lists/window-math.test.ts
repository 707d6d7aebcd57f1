import { describe, expect, it } from 'vitest';
import { DRAW_WHOLE_MAX, OVERSCAN_ROWS, gridRowCount, gridRowItems, overscanFor, pagesForRange, rowFromPages, spacers } from './window-math';

describe('window math', () => {
  it('lists the pages that hold a range of rows', () => {
    expect(pagesForRange(0, 0, 100)).toEqual([0]);
    expect(pagesForRange(95, 205, 100)).toEqual([0, 1, 2]);
    expect(pagesForRange(250, 260, 100, 255)).toEqual([2]);
    expect(pagesForRange(300, 310, 100, 255)).toEqual([]);
    expect(pagesForRange(0, 10, 100, 0)).toEqual([]);
    expect(pagesForRange(-5, 3, 100)).toEqual([0]);
  });

  it('reads a row from the page that holds it, or nothing before that page comes', () => {
    const pages = new Map([[1, ['b0', 'b1']]]);
    expect(rowFromPages(pages, 3, 2)).toBe('b1');
    expect(rowFromPages(pages, 0, 2)).toBeUndefined();
  });

  it('draws a short list whole and a long one around the screen', () => {
    expect(overscanFor(12)).toBe(12);
    expect(overscanFor(2)).toBe(OVERSCAN_ROWS);
    expect(overscanFor(80, DRAW_WHOLE_MAX)).toBe(80);
    expect(overscanFor(81, DRAW_WHOLE_MAX + 1)).toBe(OVERSCAN_ROWS);
    expect(overscanFor(400, 1200, 2)).toBe(2);
  });

  it('cuts cards into rows of a grid', () => {
    expect(gridRowCount(7, 3)).toBe(3);
    expect(gridRowCount(0, 3)).toBe(0);
    expect(gridRowItems(2, 3, 7)).toEqual([6]);
    expect(gridRowItems(0, 3, 7)).toEqual([0, 1, 2]);
    expect(gridRowItems(3, 3, 7)).toEqual([]);
  });

  it('sizes the spacers around the drawn rows', () => {
    expect(spacers([], 1000)).toEqual({ before: 0, after: 1000 });
    expect(spacers([], 0)).toEqual({ before: 0, after: 0 });
    // Rows 10..12 of 40 px with an 8 px gap, the list 200 px down the page.
    const rows = [10, 11, 12].map((i) => ({ start: 200 + i * 48, end: 200 + i * 48 + 40 }));
    expect(spacers(rows, 40 * 48 - 8, 200)).toEqual({ before: 480, after: 40 * 48 - 8 - (12 * 48 + 40) });
  });
});
