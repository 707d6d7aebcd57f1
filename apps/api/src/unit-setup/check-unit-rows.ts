// The rows of a units file against the unit form's rules (unitWriteSchema) and the status list:
// the header matched to UNIT_IMPORT_COLUMNS, each row a unit or errors named by column, a number
// and a cell (floor, position) once per file. What needs the development (its unit types, its
// units) is plan-unit-import.ts. Errors carry message keys; the route translates them.
import {
  FORM_FIELD,
  UNIT_IMPORT_COLUMNS,
  UNIT_MESSAGES,
  firstErrors,
  unitStatusSchema,
  unitWriteSchema,
  type Category,
  type TypologyCode,
  type UnitImportColumn,
  type UnitStatus,
} from '@vitrina/contracts';
import { restoreFormula } from '../spreadsheet/formula';
import { hasExtraValues, readHeader, type RowError } from '../spreadsheet/header';
import type { ParsedSheet } from '../spreadsheet/parse-file';

export interface UnitRow {
  number: string;
  floor: number;
  position: number | null;
  typology: TypologyCode;
  furniture: Category;
  /** Absent: the unit type's size. */
  sizeM2: number | undefined;
  price: number | null;
  /** Absent: the column was empty. */
  status: UnitStatus | undefined;
}

export interface CheckedUnitRow {
  line: number;
  values: UnitRow;
}

export interface CheckedUnitSheet {
  rows: CheckedUnitRow[];
  errors: RowError[];
  unknownColumns: string[];
}

/** "12", " 12.50 " → the number; empty → `empty`; anything else → NaN, which the schemas refuse. */
function numberOf<E>(text: string, empty: E): number | E {
  const trimmed = text.trim();
  if (trimmed === '') return empty;
  return /^-?\d+(?:\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

const COLUMN_ORDER = new Map<string, number>([[FORM_FIELD, -1], ...UNIT_IMPORT_COLUMNS.map((c, i) => [c, i] as const)]);
/** By line, then in column order (the whole row first). */
export const byLineAndColumn = (a: RowError, b: RowError) => a.line - b.line || (COLUMN_ORDER.get(a.field) ?? 99) - (COLUMN_ORDER.get(b.field) ?? 99);

export function checkUnitSheet(sheet: ParsedSheet): CheckedUnitSheet {
  const { index, errors, unknownColumns } = readHeader(sheet.header, UNIT_IMPORT_COLUMNS);
  // Without every column no row can be read: the header's errors are the whole answer.
  if (!index) return { rows: [], errors, unknownColumns };
  const width = sheet.header.cells.length;
  const firstLineOfNumber = new Map<string, number>();
  const firstLineOfCell = new Map<string, number>();
  const rows: CheckedUnitRow[] = [];
  for (const { line, cells } of sheet.rows) {
    if (hasExtraValues(cells, width)) {
      errors.push({ line, field: FORM_FIELD, key: 'catalogue.import.extraValues' });
      continue;
    }
    const raw = (column: UnitImportColumn) => cells[index[column]] ?? '';
    const text = (column: UnitImportColumn) => restoreFormula(raw(column)).trim();
    const input = {
      number: text('number'),
      floor: numberOf(raw('floor'), undefined),
      position: numberOf(raw('position'), null),
      typology: text('typology').toUpperCase(),
      furniture: text('furniture') || undefined,
      size_m2: numberOf(raw('size_m2'), undefined),
      price: numberOf(raw('price'), null),
    };
    const result = unitWriteSchema.safeParse(input);
    const byPath = result.success ? {} : firstErrors(result.error);
    const rowErrors: RowError[] = [];
    for (const [path, key] of Object.entries(byPath)) rowErrors.push({ line, field: COLUMN_ORDER.has(path) ? path : FORM_FIELD, key });
    const statusText = text('status').toLowerCase();
    const status = statusText ? unitStatusSchema.safeParse(statusText) : undefined;
    if (status && !status.success) rowErrors.push({ line, field: 'status', key: UNIT_MESSAGES.statusInvalid });
    // A number (as stored: trimmed, case kept) and a cell may each appear once in the file.
    if (result.success) {
      const { number, floor, position } = result.data;
      const first = firstLineOfNumber.get(number);
      if (first === undefined) firstLineOfNumber.set(number, line);
      else rowErrors.push({ line, field: 'number', key: UNIT_MESSAGES.numberRepeated, params: { line: first } });
      if (position !== null) {
        const cell = `${floor}:${position}`;
        if (firstLineOfCell.has(cell)) rowErrors.push({ line, field: 'position', key: UNIT_MESSAGES.cellRepeated });
        else firstLineOfCell.set(cell, line);
      }
    }
    if (rowErrors.length || !result.success) {
      errors.push(...rowErrors.sort(byLineAndColumn));
      continue;
    }
    const v = result.data;
    rows.push({
      line,
      values: { number: v.number, floor: v.floor, position: v.position, typology: v.typology, furniture: v.furniture, sizeM2: v.size_m2, price: v.price, status: status?.data },
    });
  }
  return { rows, errors, unknownColumns };
}
