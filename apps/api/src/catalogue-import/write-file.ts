// The catalogue as a file an import takes back: exactly the import's columns, in their order
// (the writing itself, formula defusing included, is spreadsheet/write-sheet.ts).
import { ITEM_IMPORT_COLUMNS, type ItemFileFormat, type ItemImportColumn } from '@vitrina/contracts';
import type { ItemValues } from '../routes/catalogue/catalogue-repository';
import { writeSheetFile } from '../spreadsheet/write-sheet';

export { FILE_TYPES } from '../spreadsheet/write-sheet';

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
  return ITEM_IMPORT_COLUMNS.map((column) => cells[column]);
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

export function writeCatalogueFile(items: readonly ItemValues[], format: ItemFileFormat): Promise<Buffer> {
  return writeSheetFile({ columns: ITEM_IMPORT_COLUMNS, sheet: 'catalogue', widths: XLSX_WIDTHS }, items.map(rowOf), format);
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
