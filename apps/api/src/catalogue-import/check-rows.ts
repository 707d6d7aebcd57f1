// The rows of an import file against the item form's rules (itemWriteRequestSchema): the header
// is matched to the import's columns, each row becomes an item or errors named by column, and a
// code may appear once. Errors carry message keys; the route translates them.
import {
  FORM_FIELD,
  ITEM_IMPORT_COLUMNS,
  firstErrors,
  itemWriteRequestSchema,
  type ItemImportColumn,
} from '@vitrina/contracts';
import type { ItemValues } from '../routes/catalogue/catalogue-repository';
import { restoreFormula } from '../spreadsheet/formula';
import { hasExtraValues, readHeader, type RowError } from '../spreadsheet/header';
import type { ParsedSheet } from '../spreadsheet/parse-file';

export type { RowError };

export interface CheckedItem {
  line: number;
  values: ItemValues;
}

export interface CheckedSheet {
  /** The rows that follow every rule (rows with any error are left out). */
  items: CheckedItem[];
  /** By line, then in column order. */
  errors: RowError[];
  /** Header names that are not import columns, as written. */
  unknownColumns: string[];
}

type ColumnIndex = Record<ItemImportColumn, number>;

/** Each column → the schema's path of its field (name_es is item.es). */
const PATH_OF_COLUMN: Record<ItemImportColumn, string> = {
  code: 'code',
  category: 'category',
  typology: 'typology',
  room: 'room',
  type: 'type',
  quantity: 'quantity',
  name_es: 'item.es',
  name_en: 'item.en',
  name_fr: 'item.fr',
  description_es: 'description.es',
  description_en: 'description.en',
  description_fr: 'description.fr',
};
const COLUMN_PATHS = new Set(Object.values(PATH_OF_COLUMN));

/** "12", " 12 ", "12.0" → 12; anything else → NaN, which the schema reports as item.quantityRange. */
function quantityOf(text: string): number {
  const trimmed = text.trim();
  return /^-?\d+(?:\.0*)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

function inputOf(cells: readonly string[], index: ColumnIndex) {
  const cell = (column: ItemImportColumn) => restoreFormula(cells[index[column]] ?? '');
  return {
    item: { es: cell('name_es'), en: cell('name_en'), fr: cell('name_fr') },
    description: { es: cell('description_es'), en: cell('description_en'), fr: cell('description_fr') },
    code: cell('code'),
    room: cell('room'),
    type: cell('type'),
    category: cell('category'),
    typology: cell('typology'),
    quantity: quantityOf(cells[index.quantity] ?? ''),
  };
}

export function checkSheet(sheet: ParsedSheet): CheckedSheet {
  const { index, errors, unknownColumns } = readHeader(sheet.header, ITEM_IMPORT_COLUMNS);
  // Without every column no row can be read: the header's errors are the whole answer.
  if (!index) return { items: [], errors, unknownColumns };
  const width = sheet.header.cells.length;
  const firstLineOfCode = new Map<string, number>();
  const items: CheckedItem[] = [];
  for (const { line, cells } of sheet.rows) {
    // More values than header cells: usually a text with a comma and no quotes, which shifts
    // every value after it. Checking the shifted values would only add noise.
    if (hasExtraValues(cells, width)) {
      errors.push({ line, field: FORM_FIELD, key: 'catalogue.import.extraValues' });
      continue;
    }
    const input = inputOf(cells, index);
    const result = itemWriteRequestSchema.safeParse(input);
    const rowErrors: RowError[] = [];
    // The first failing rule of each column, in column order, as the item form shows them.
    const byPath = result.success ? {} : firstErrors(result.error);
    for (const column of ITEM_IMPORT_COLUMNS) {
      const key = byPath[PATH_OF_COLUMN[column]];
      if (key) rowErrors.push({ line, field: column, key });
    }
    // Anything the schema names beyond the columns (it should not happen) still counts.
    for (const [path, key] of Object.entries(byPath)) if (!COLUMN_PATHS.has(path)) rowErrors.push({ line, field: FORM_FIELD, key });
    // Codes are compared as stored (trimmed, case kept), as the unique index compares them.
    const code = byPath.code ? '' : input.code.trim();
    if (code) {
      const first = firstLineOfCode.get(code);
      if (first === undefined) firstLineOfCode.set(code, line);
      else rowErrors.unshift({ line, field: 'code', key: 'catalogue.import.codeRepeated', params: { code, line: first } });
    }
    if (rowErrors.length) {
      errors.push(...rowErrors);
    } else if (result.success) {
      const { lang: _lang, ...values } = result.data;
      items.push({ line, values });
    }
  }
  return { items, errors, unknownColumns };
}
