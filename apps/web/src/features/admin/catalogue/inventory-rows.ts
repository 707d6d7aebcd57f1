// The inventory's rows at catalogue scale (issue 13): one flat list of group headers and items,
// laid out from GET /items/summary's group counts. GET /items/page lists items in the order of
// those groups (contracts: paging.ts), so row r is either a group's header or the item at one
// offset of /items/page with the same search: no row needs the whole catalogue.

export interface InventoryLayout {
  /** Header rows plus item rows. */
  rowCount: number;
  /** The row of each group's header, ascending. */
  headerRows: number[];
  /** The /items/page offset of each group's first item. */
  firstItems: number[];
}

export type InventoryRow = { kind: 'group'; group: number } | { kind: 'item'; group: number; offset: number };

export function inventoryLayout(groups: readonly { items: number }[]): InventoryLayout {
  const headerRows: number[] = [];
  const firstItems: number[] = [];
  let row = 0;
  let item = 0;
  for (const group of groups) {
    headerRows.push(row);
    firstItems.push(item);
    row += 1 + group.items;
    item += group.items;
  }
  return { rowCount: row, headerRows, firstItems };
}

/** The group whose header is at or above `row` (binary search: hundreds of groups, many lookups). */
function groupOfRow(layout: InventoryLayout, row: number): number {
  let low = 0;
  let high = layout.headerRows.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (layout.headerRows[mid]! <= row) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** What row `row` shows; undefined outside the list. */
export function inventoryRowAt(layout: InventoryLayout, row: number): InventoryRow | undefined {
  if (row < 0 || row >= layout.rowCount) return undefined;
  const group = groupOfRow(layout, row);
  const header = layout.headerRows[group]!;
  if (row === header) return { kind: 'group', group };
  return { kind: 'item', group, offset: layout.firstItems[group]! + (row - header - 1) };
}

/** The row that shows the item at `offset` of /items/page (a search's first hit, say). */
export function rowOfItem(layout: InventoryLayout, offset: number): number | undefined {
  if (offset < 0 || layout.headerRows.length === 0) return undefined;
  let low = 0;
  let high = layout.firstItems.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (layout.firstItems[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  const row = layout.headerRows[low]! + 1 + (offset - layout.firstItems[low]!);
  const next = layout.headerRows[low + 1] ?? layout.rowCount;
  return row < next ? row : undefined;
}

/** The /items/page offsets (first, last, inclusive) of the items among rows `first`..`last`; null if only headers. */
export function itemOffsetsOfRows(layout: InventoryLayout, first: number, last: number): { first: number; last: number } | null {
  const from = Math.max(0, first);
  const to = Math.min(last, layout.rowCount - 1);
  let low: number | undefined;
  let high: number | undefined;
  for (let row = from; row <= to && low === undefined; row += 1) {
    const at = inventoryRowAt(layout, row);
    if (at?.kind === 'item') low = at.offset;
  }
  for (let row = to; row >= from && high === undefined; row -= 1) {
    const at = inventoryRowAt(layout, row);
    if (at?.kind === 'item') high = at.offset;
  }
  return low === undefined || high === undefined ? null : { first: low, last: high };
}
