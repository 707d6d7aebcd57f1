// A development's units as a file its import takes back (decision 034): UNIT_IMPORT_COLUMNS in
// their order, a row per unit by floor, position and number; numbers as numbers, an empty cell
// for a missing position or price, the status as it is (the import reads it, never writes it).
import { UNIT_IMPORT_COLUMNS, type ItemFileFormat, type UnitImportColumn } from '@vitrina/contracts';
import type { StoredUnit } from '../routes/unit-setup/unit-setup-repository';
import { writeSheetFile, type SheetCell } from '../spreadsheet/write-sheet';

const WIDTHS: Record<UnitImportColumn, number> = { number: 10, floor: 6, position: 8, typology: 9, furniture: 11, size_m2: 9, price: 14, status: 11 };

function rowOf(unit: StoredUnit): SheetCell[] {
  const cells: Record<UnitImportColumn, SheetCell> = {
    number: unit.number,
    floor: unit.floor,
    position: unit.position,
    typology: unit.typologyCode,
    furniture: unit.furniture,
    size_m2: unit.sizeM2,
    price: unit.price,
    status: unit.status,
  };
  return UNIT_IMPORT_COLUMNS.map((column) => cells[column]);
}

export function writeUnitsFile(units: readonly StoredUnit[], format: ItemFileFormat): Promise<Buffer> {
  return writeSheetFile({ columns: UNIT_IMPORT_COLUMNS, sheet: 'units', widths: WIDTHS }, units.map(rowOf), format);
}
