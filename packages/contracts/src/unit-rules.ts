// Who may move a unit, and where (issue 22, decision 033): plain rules without schemas, so
// a screen's first load (the route guard reads SALES_TEAM_TYPES) never pulls in zod.
import type { UnitStatus, UserType } from './enums';

/** A hold lasts at most this long: longer, and the unit should be reserved (a deposit). */
export const UNIT_HOLD_MAX_DAYS = 30;
export const UNIT_HOLD_MAX_MS = UNIT_HOLD_MAX_DAYS * 24 * 60 * 60_000;
export const UNIT_STATUS_NOTE_MAX_LENGTH = 500;

/** The moves a unit can make (decision 033); staying in the same status is not a move. */
export const UNIT_TRANSITIONS: Readonly<Record<UnitStatus, readonly UnitStatus[]>> = {
  available: ['on_hold', 'reserved', 'sold'],
  on_hold: ['available', 'reserved', 'sold'],
  reserved: ['available', 'sold'],
  sold: ['available'],
};

/** The sales team: they may place holds and release their own (decision 033). */
export const SALES_TEAM_TYPES: readonly UserType[] = ['Vitrina', 'Selecta'];

export type UnitStatusDecision = 'allowed' | 'not_a_move' | 'forbidden';

/**
 * May this person move a unit from `from` to `to`? `heldBy` is who placed the current hold.
 * Admin: every move. Sales team: place a hold on an available unit, and release a hold of
 * their own. Anyone else: nothing. Whether the move exists is answered first.
 */
export function canChangeUnitStatus(
  actor: { id: number; type: string },
  from: UnitStatus,
  to: UnitStatus,
  heldBy: number | null,
): UnitStatusDecision {
  if (!UNIT_TRANSITIONS[from].includes(to)) return 'not_a_move';
  if (actor.type === 'Admin') return 'allowed';
  if (!(SALES_TEAM_TYPES as readonly string[]).includes(actor.type)) return 'forbidden';
  if (from === 'available' && to === 'on_hold') return 'allowed';
  if (from === 'on_hold' && to === 'available' && heldBy === actor.id) return 'allowed';
  return 'forbidden';
}
