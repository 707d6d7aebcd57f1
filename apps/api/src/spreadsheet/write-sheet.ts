// A table as a file an import takes back (decision 024): the header, then the rows; texts that
// a spreadsheet would run as formulas behind an apostrophe (formula.ts), numbers as numbers.
// CSV is UTF-8 with a BOM (so Excel reads the accents) and RFC 4180 quoting and line ends
// (csv-stringify); XLSX (write-excel-file) has one sheet, a bold frozen header and widths.
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { ItemFileFormat } from '@vitrina/contracts';
import { defuseFormula } from './formula';

export const FILE_TYPES: Record<ItemFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell: a text, a number, or nothing (an empty cell). */
export type SheetCell = string | number | null;

export interface SheetLayout<C extends string> {
  columns: readonly C[];
  /** The XLSX sheet's name. */
  sheet: string;
  /** Column widths of the XLSX, in characters. */
  widths: Record<C, number>;
}

const defused = (cell: SheetCell) => (typeof cell === 'string' ? defuseFormula(cell) : cell);

export async function writeSheetFile<C extends string>(layout: SheetLayout<C>, rows: readonly SheetCell[][], format: ItemFileFormat): Promise<Buffer> {
  const cells = rows.map((row) => row.map(defused));
  if (format === 'csv') {
    const text = stringify([[...layout.columns], ...cells.map((row) => row.map((cell) => cell ?? ''))], { record_delimiter: 'windows' });
    return Buffer.from(`\uFEFF${text}`, 'utf8');
  }
  const header = layout.columns.map((column) => ({ value: column, fontWeight: 'bold' as const }));
  return writeXlsxFile([header, ...cells], {
    sheet: layout.sheet,
    columns: layout.columns.map((column) => ({ width: layout.widths[column] })),
    stickyRowsCount: 1,
  }).toBuffer();
}
