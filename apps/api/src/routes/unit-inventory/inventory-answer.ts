// A development's units as the office sees them (inventoryUnitSchema): the plan's order (top
// floor first, then position, units without one last on their floor, then number), the counts
// per status, and the people as the office needs them (the holder, the buyer with an e-mail).
import {
  UNIT_STATUSES,
  type DevelopmentUnitsAnswer,
  type InventoryUnit,
  type Language,
  type UnitStatus,
} from '@vitrina/contracts';
import { currencyOf, furnitureOf, statusOf, typologyCodeOf } from '../../unit-inventory/vocabularies';
import { comparePlanOrder } from '../../unit-inventory/plan-order';
import type { DevelopmentRow } from '../developments/developments-repository';
import type { InventoryUnitRow } from './inventory-repository';

export function toInventoryUnit(row: InventoryUnitRow, lang: Language): InventoryUnit {
  const status = statusOf(row.status);
  const hasBuyer = (status === 'reserved' || status === 'sold') && row.buyerId !== null;
  const onHold = status === 'on_hold';
  return {
    id: row.id,
    number: row.number,
    floor: row.floor,
    position: row.position,
    typology: { id: row.typologyId, code: typologyCodeOf(row.typologyCode), name: row.typologyName[lang] || row.typologyName.es || row.typologyCode },
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
      time_zone: development.timeZone,
    },
    counts,
    units,
  };
}
