// The arithmetic of lists shown a window at a time (issue 13): which pages of a paged call hold
// the rows on screen, and how many rows a virtualized list draws beyond them.

/** Rows asked for per call as a list scrolls: about six screens of a table. */
export const PAGE_ROWS = 100;

/**
 * A list this short is drawn whole (every row in the DOM): a few thousand nodes at most, find
 * in page and a screen reader's browse mode see every row, and a test or a person can scroll
 * to any of them. Longer lists draw what is on screen and a few rows around it.
 */
export const DRAW_WHOLE_MAX = 240;

/** Rows drawn beyond each edge of the screen in a long list of short rows: smooth on a fast wheel. */
export const OVERSCAN_ROWS = 6;

/**
 * The virtualizer's overscan: every row of a short list (up to `drawWholeMax` items), `around`
 * rows beyond each edge of the screen otherwise (fewer for tall rows: a row of cards is a
 * third of a screen).
 */
export function overscanFor(rowCount: number, items = rowCount, around = OVERSCAN_ROWS, drawWholeMax = DRAW_WHOLE_MAX): number {
  return items <= drawWholeMax ? Math.max(rowCount, around) : around;
}

/**
 * The pages (0-based, `pageSize` rows each) that hold rows `first` to `last` (inclusive), within
 * `total` rows when it is known. Empty for an empty or inverted range.
 */
export function pagesForRange(first: number, last: number, pageSize: number, total?: number): number[] {
  const end = total === undefined ? last : Math.min(last, total - 1);
  if (end < 0 || end < first) return [];
  const from = Math.floor(Math.max(0, first) / pageSize);
  const to = Math.floor(end / pageSize);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** The row at `index` from pages keyed by page number, if that page has come. */
export function rowFromPages<T>(pages: ReadonlyMap<number, readonly T[]>, index: number, pageSize: number): T | undefined {
  return pages.get(Math.floor(index / pageSize))?.[index % pageSize];
}

/** A grid of `columns` per row: the number of rows of `items` cards, and the cards of one row. */
export const gridRowCount = (items: number, columns: number): number => Math.ceil(items / Math.max(1, columns));

export function gridRowItems(row: number, columns: number, items: number): number[] {
  const start = row * columns;
  return Array.from({ length: Math.max(0, Math.min(columns, items - start)) }, (_, i) => start + i);
}

/**
 * Spacers around the drawn rows of a list laid out in normal flow (a table, a CSS grid): the
 * space of the rows above and below the window, from the virtualizer's positions (which count
 * from `margin`, the list's own start).
 */
export function spacers(rows: readonly { start: number; end: number }[], totalSize: number, margin = 0): { before: number; after: number } {
  // Nothing drawn yet (a scrolling box not measured): the whole list's space, so the box gets a
  // height to measure and the first rows come.
  if (rows.length === 0) return { before: 0, after: Math.max(0, totalSize) };
  const before = Math.max(0, rows[0]!.start - margin);
  const after = Math.max(0, totalSize - (rows[rows.length - 1]!.end - margin));
  return { before, after };
}
