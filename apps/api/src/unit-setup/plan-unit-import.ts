// What an import does with each checked row, against the development (decision 034): the unit
// type must be the development's; a new number is created, a known one updated when any fact
// differs and left alone when none does; the status is read, never written; a cell another unit
// keeps (one the file does not move away) is taken. Computed alike for the preview and, again,
// inside the real import's transaction.
import { DEVELOPMENT_UNITS_MAX, UNIT_MESSAGES } from '@vitrina/contracts';
import type { StoredUnit } from '../routes/unit-setup/unit-setup-repository';
import type { RowError } from '../spreadsheet/header';
import { samePrice } from '../unit-inventory/money';
import type { UnitTypeRef } from '../unit-inventory/unit-types-repository';
import type { PriceChangeRow, UnitValues } from '../unit-inventory/units-write-repository';
import type { CheckedUnitRow } from './check-unit-rows';

export interface UnitImportPlan {
  create: UnitValues[];
  update: UnitValues[];
  unchanged: number;
  errors: RowError[];
  /** Updated units that leave their cell: taken off it before any unit is written. */
  moving: number[];
  /** Price changes of updated units (those of created units are known once they have an id). */
  priceChanges: PriceChangeRow[];
  /** The development would pass DEVELOPMENT_UNITS_MAX units. */
  tooManyUnits: boolean;
}

const cellKey = (floor: number, position: number | null) => `${floor}:${position}`;

const sameFacts = (a: UnitValues, b: StoredUnit) =>
  a.floor === b.floor &&
  a.position === b.position &&
  a.unitType.id === b.typologyId &&
  a.furniture === b.furniture &&
  a.sizeM2 === b.sizeM2 &&
  samePrice(a.price, b.price);

export function planUnitImport(rows: readonly CheckedUnitRow[], own: ReadonlyMap<string, UnitTypeRef>, stored: readonly StoredUnit[]): UnitImportPlan {
  const plan: UnitImportPlan = { create: [], update: [], unchanged: 0, errors: [], moving: [], priceChanges: [], tooManyUnits: false };
  const byNumber = new Map(stored.map((u) => [u.number, u]));
  const byCell = new Map(stored.filter((u) => u.position !== null).map((u) => [cellKey(u.floor, u.position), u]));
  const cellInFile = new Map(rows.map(({ values: v }) => [v.number, cellKey(v.floor, v.position)]));
  for (const { line, values } of rows) {
    const rowErrors: RowError[] = [];
    const type = own.get(values.typology);
    if (!type) rowErrors.push({ line, field: 'typology', key: UNIT_MESSAGES.typologyNotInDevelopment });
    const current = byNumber.get(values.number);
    // An export imports back: empty, or what the unit is (a new one: available).
    if (values.status !== undefined && values.status !== (current ? current.status : 'available')) {
      rowErrors.push({ line, field: 'status', key: UNIT_MESSAGES.statusNotImported });
    }
    const cell = cellKey(values.floor, values.position);
    const occupant = values.position === null ? undefined : byCell.get(cell);
    // Another unit on this cell, which stays there (the file does not name it, or keeps it there).
    if (occupant && occupant.number !== values.number && (cellInFile.get(occupant.number) ?? cell) === cell) {
      rowErrors.push({ line, field: 'position', key: UNIT_MESSAGES.cellRepeated });
    }
    if (rowErrors.length || !type) {
      plan.errors.push(...rowErrors);
      continue;
    }
    const facts: UnitValues = {
      unitType: type,
      number: values.number,
      floor: values.floor,
      position: values.position,
      furniture: values.furniture,
      sizeM2: values.sizeM2 ?? type.sizeM2,
      price: values.price,
    };
    if (!current) {
      plan.create.push(facts);
    } else if (sameFacts(facts, current)) {
      plan.unchanged++;
    } else {
      plan.update.push(facts);
      if (current.position !== null && cellKey(current.floor, current.position) !== cell) plan.moving.push(current.id);
      if (!samePrice(current.price, facts.price)) plan.priceChanges.push({ propertyId: current.id, oldPrice: current.price, newPrice: facts.price });
    }
  }
  plan.tooManyUnits = stored.length + plan.create.length > DEVELOPMENT_UNITS_MAX;
  return plan;
}
