// The name of a unit's move (decision 033), for its button and its form: the panel's actions
// (components/unit-actions.tsx) and the move's form (components/unit-move-form.tsx) both read it.
import type { UnitStatus } from '@vitrina/contracts';

/** The name of a move, for its button and its form: hold, release, reserve, sell, cancel. */
export type MoveName = 'hold' | 'release' | 'reserve' | 'sell' | 'cancelReservation' | 'cancelSale';

export function moveName(from: UnitStatus, to: UnitStatus): MoveName {
  if (to === 'on_hold') return 'hold';
  if (to === 'reserved') return 'reserve';
  if (to === 'sold') return 'sell';
  if (from === 'on_hold') return 'release';
  return from === 'reserved' ? 'cancelReservation' : 'cancelSale';
}
