// Who a unit's file is for on the buyer's side (issue 34, decision 046): the unit's user while it
// is reserved or sold. A unit read without its status (an older answer) counts by its user alone.
import type { Property } from '@vitrina/contracts';

export function isUnitBuyer(unit: Pick<Property, 'user_id' | 'status'>, userId: number | null): boolean {
  if (userId === null || unit.user_id !== userId) return false;
  return unit.status === undefined || unit.status === 'reserved' || unit.status === 'sold';
}
