// The catalogue as a file an import takes back: exactly the import's columns, in their order,
// texts that a spreadsheet would run as formulas behind an apostrophe (formula.ts). CSV is UTF-8
// with a BOM (so Excel reads the accents) and RFC 4180 quoting and line ends (csv-stringify);
// XLSX is written by write-excel-file.
import { ITEM_IMPORT_COLUMNS, type ItemFileFormat, type ItemImportColumn } from '@vitrina/contracts';
import type { ItemValues } from '../routes/catalogue/catalogue-repository';
import { defuseFormula } from './formula';

export const FILE_TYPES: Record<ItemFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** One item as its row's texts; the quantity stays a number (an XLSX number cell). */
function rowOf(item: ItemValues): (string | number)[] {
  const cells: Record<ItemImportColumn, string | number> = {
    code: item.code,
    category: item.category,
    typology: item.typology,
    room: item.room,
    type: item.type,
    quantity: item.quantity,
    name_es: item.item.es,
    name_en: item.item.en,
    name_fr: item.item.fr,
    description_es: item.description.es,
    description_en: item.description.en,
    description_fr: item.description.fr,
  };
  return ITEM_IMPORT_COLUMNS.map((column) => {
    const value = cells[column];
    return typeof value === 'string' ? defuseFormula(value) : value;
  });
}

/** Column widths of the XLSX, in characters: codes and enums narrow, texts wide. */
const XLSX_WIDTHS: Record<ItemImportColumn, number> = {
  code: 18,
  category: 11,
  typology: 9,
  room: 20,
  type: 18,
  quantity: 9,
  name_es: 30,
  name_en: 30,
  name_fr: 30,
  description_es: 50,
  description_en: 50,
  description_fr: 50,
};

export async function writeCatalogueFile(items: readonly ItemValues[], format: ItemFileFormat): Promise<Buffer> {
  const rows = items.map(rowOf);
  // The file libraries load with the first export, not at start (issue 23).
  if (format === 'csv') {
    const { stringify } = await import('csv-stringify/sync');
    const text = stringify([[...ITEM_IMPORT_COLUMNS], ...rows], { record_delimiter: 'windows' });
    return Buffer.from(`\uFEFF${text}`, 'utf8');
  }
  const header = ITEM_IMPORT_COLUMNS.map((column) => ({ value: column, fontWeight: 'bold' as const }));
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  return writeXlsxFile([header, ...rows], {
    sheet: 'catalogue',
    columns: ITEM_IMPORT_COLUMNS.map((column) => ({ width: XLSX_WIDTHS[column] })),
    stickyRowsCount: 1,
  }).toBuffer();
}

/** The template's one example row: a complete item that imports as it is. */
export const TEMPLATE_ITEM: ItemValues = {
  code: 'EJEMPLO-2R-SALA-01',
  category: 'GOLD',
  typology: '2R',
  room: 'SALA',
  type: 'Iluminación',
  quantity: 2,
  item: { es: 'Lámpara de pie', en: 'Floor lamp', fr: 'Lampadaire' },
  description: {
    es: 'Lámpara de pie de latón, pantalla de lino, 160 cm',
    en: 'Brass floor lamp, linen shade, 160 cm',
    fr: 'Lampadaire en laiton, abat-jour en lin, 160 cm',
  },
};
