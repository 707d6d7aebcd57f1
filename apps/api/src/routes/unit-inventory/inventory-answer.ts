// A development's units as the office sees them (inventoryUnitSchema): the plan's order (top
// floor first, then position, units without one last on their floor, then number), the counts
// per status, and the people as the office needs them (the holder, the buyer with an e-mail).
import {
  CATEGORIES,
  CURRENCIES,
  TYPOLOGY_CODES,
  UNIT_STATUSES,
  type Category,
  type Currency,
  type DevelopmentUnitsAnswer,
  type InventoryUnit,
  type Language,
  type UnitStatus,
} from '@vitrina/contracts';
import { unitStatusOf } from '../units/unit-status-repository';
import type { DevelopmentRow } from '../developments/developments-repository';
import type { InventoryUnitRow } from './inventory-repository';

// Numbers are text ('1203', 'PH-2'): compared as numbers where they are digits, in JS so the
// order does not depend on the database's collation (PGlite and the server may differ).
const byNumber = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });

/** The stacking plan's order. */
export function comparePlanOrder(a: Pick<InventoryUnitRow, 'floor' | 'position' | 'number' | 'id'>, b: typeof a): number {
  if (a.floor !== b.floor) return b.floor - a.floor;
  if (a.position !== b.position) {
    if (a.position === null) return 1;
    if (b.position === null) return -1;
    return a.position - b.position;
  }
  return byNumber.compare(a.number, b.number) || a.id - b.id;
}

// The CHECK constraints keep these columns in their lists; the fallbacks keep a hand-edited row
// from turning the whole plan into a 500.
const furnitureOf = (v: string): Category => ((CATEGORIES as readonly string[]).includes(v) ? (v as Category) : 'ESTANDAR');
export const currencyOf = (v: string): Currency => ((CURRENCIES as readonly string[]).includes(v) ? (v as Currency) : 'MXN');
const codeOf = (v: string) => ((TYPOLOGY_CODES as readonly string[]).includes(v) ? v : '1R');

export function toInventoryUnit(row: InventoryUnitRow, lang: Language): InventoryUnit {
  const status = unitStatusOf(row.status);
  const hasBuyer = (status === 'reserved' || status === 'sold') && row.buyerId !== null;
  const onHold = status === 'on_hold';
  return {
    id: row.id,
    number: row.number,
    floor: row.floor,
    position: row.position,
    typology: { id: row.typologyId, code: codeOf(row.typologyCode), name: row.typologyName[lang] || row.typologyName.es || row.typologyCode },
    furniture: furnitureOf(row.furniture),
    size_m2: row.sizeM2,
    price: row.price,
    status,
    status_version: row.statusVersion,
    hold_until: onHold && row.holdUntil ? row.holdUntil.toISOString() : null,
    hold_note: onHold ? row.holdNote : null,
    held_by: onHold && row.holderId !== null ? { id: row.holderId, name: row.holderName ?? '' } : null,
    buyer: hasBuyer ? { id: row.buyerId!, name: row.buyerName ?? '', email: row.buyerEmail ?? '' } : null,
    reserved_at: status === 'reserved' && row.reservedAt ? row.reservedAt.toISOString() : null,
    date_buy: status === 'sold' ? row.dateBuy : null,
  };
}

export function toInventoryAnswer(development: DevelopmentRow, rows: InventoryUnitRow[], lang: Language): DevelopmentUnitsAnswer {
  const counts = Object.fromEntries(UNIT_STATUSES.map((s) => [s, 0])) as Record<UnitStatus, number>;
  const units = rows.sort(comparePlanOrder).map((row) => toInventoryUnit(row, lang));
  for (const unit of units) counts[unit.status]++;
  return {
    development: {
      slug: development.slug,
      code: development.code,
      name: development.name,
      currency: currencyOf(development.currency),
      publish_prices: development.publishPrices,
      publish_availability: development.publishAvailability,
    },
    counts,
    units,
  };
}
