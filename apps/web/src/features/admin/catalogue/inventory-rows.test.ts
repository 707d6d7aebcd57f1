import { describe, expect, it } from 'vitest';
import { inventoryLayout, inventoryRowAt, itemOffsetsOfRows, rowOfItem } from './inventory-rows';

// Three groups of 2, 0 and 3 items: rows H0 i0 i1 H1 H2 i2 i3 i4.
const layout = inventoryLayout([{ items: 2 }, { items: 0 }, { items: 3 }]);

describe('inventory rows', () => {
  it('counts a header per group plus the items', () => {
    expect(layout.rowCount).toBe(8);
    expect(layout.headerRows).toEqual([0, 3, 4]);
    expect(layout.firstItems).toEqual([0, 2, 2]);
  });

  it('maps each row to its group header or the item offset of /items/page', () => {
    expect(Array.from({ length: 8 }, (_, row) => inventoryRowAt(layout, row))).toEqual([
      { kind: 'group', group: 0 },
      { kind: 'item', group: 0, offset: 0 },
      { kind: 'item', group: 0, offset: 1 },
      { kind: 'group', group: 1 },
      { kind: 'group', group: 2 },
      { kind: 'item', group: 2, offset: 2 },
      { kind: 'item', group: 2, offset: 3 },
      { kind: 'item', group: 2, offset: 4 },
    ]);
    expect(inventoryRowAt(layout, -1)).toBeUndefined();
    expect(inventoryRowAt(layout, 8)).toBeUndefined();
  });

  it('finds the row of an item offset, the inverse of the above', () => {
    for (let row = 0; row < layout.rowCount; row += 1) {
      const at = inventoryRowAt(layout, row)!;
      if (at.kind === 'item') expect(rowOfItem(layout, at.offset)).toBe(row);
    }
    expect(rowOfItem(layout, 5)).toBeUndefined();
    expect(rowOfItem(inventoryLayout([]), 0)).toBeUndefined();
  });

  it('gives the item offsets a window of rows needs, skipping headers at its edges', () => {
    expect(itemOffsetsOfRows(layout, 0, 7)).toEqual({ first: 0, last: 4 });
    expect(itemOffsetsOfRows(layout, 2, 5)).toEqual({ first: 1, last: 2 });
    expect(itemOffsetsOfRows(layout, 3, 4)).toBeNull();
    expect(itemOffsetsOfRows(layout, 6, 40)).toEqual({ first: 3, last: 4 });
  });

  it('holds at catalogue scale: 50,000 items in 400 groups', () => {
    const groups = Array.from({ length: 400 }, () => ({ items: 125 }));
    const big = inventoryLayout(groups);
    expect(big.rowCount).toBe(50_400);
    expect(inventoryRowAt(big, 50_399)).toEqual({ kind: 'item', group: 399, offset: 49_999 });
    expect(inventoryRowAt(big, 126)).toEqual({ kind: 'group', group: 1 });
    expect(rowOfItem(big, 125)).toBe(127);
  });
});
