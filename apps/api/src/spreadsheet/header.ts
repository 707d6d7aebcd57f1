// A spreadsheet's header against the columns an import takes (decision 024): names trimmed and
// compared in any case, in any order; a missing or repeated column is an error of the header's
// line naming it; an unknown column is listed and otherwise ignored; an empty cell is no column.
import type { SheetRow } from './parse-file';

/** One error of an import file, by line and column; the key is translated by the route. */
export interface RowError {
  line: number;
  /** A column name, or FORM_FIELD for the row as a whole. */
  field: string;
  key: string;
  params?: Record<string, string | number>;
}

export interface ReadHeader<C extends string> {
  /** Each column's place in a row; absent when a column is missing or repeated. */
  index?: Record<C, number>;
  errors: RowError[];
  /** Header names that are not import columns, as written. */
  unknownColumns: string[];
}

export function readHeader<C extends string>(header: SheetRow, columns: readonly C[]): ReadHeader<C> {
  const known = new Set<string>(columns);
  const found = new Map<string, number>();
  const errors: RowError[] = [];
  const unknownColumns: string[] = [];
  header.cells.forEach((cell, position) => {
    const name = cell.trim().toLowerCase();
    if (!name) return;
    if (!known.has(name)) {
      if (!unknownColumns.includes(cell.trim())) unknownColumns.push(cell.trim());
    } else if (found.has(name)) {
      errors.push({ line: header.line, field: name, key: 'catalogue.import.columnRepeated', params: { column: name } });
    } else {
      found.set(name, position);
    }
  });
  for (const column of columns) {
    if (!found.has(column)) errors.push({ line: header.line, field: column, key: 'catalogue.import.columnMissing', params: { column } });
  }
  if (errors.length) return { errors, unknownColumns };
  return { index: Object.fromEntries(found) as Record<C, number>, errors, unknownColumns };
}

/** More non-empty values than the header has cells: a text with a comma and no quotes, usually. */
export const hasExtraValues = (cells: readonly string[], width: number) => cells.slice(width).some((cell) => cell.trim() !== '');
