// A unit's status change (issue 22, decision 033), and the release of holds whose time is up.
// A change is one transaction: the UPDATE carries the state the change was decided on (status
// and status_version), so of two people acting on one unit at once exactly one finds the row;
// on PostgreSQL the other waits for the row lock, re-checks the condition and matches nothing.
// The audit entry is written in the same transaction.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { canChangeUnitStatus, userTypeOf, type UnitStatus, type UserType } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { auditLog, properties, users } from '../../db/schema';
import { typeAfterPurchase } from './assign-repository';
import { developmentToday } from './development-today';

export const STATUS_ACTION = 'unit_status';

export interface StatusChangeInput {
  unitId: number;
  to: UnitStatus;
  /** ISO date-time, for on_hold (already checked: future, within the limit). */
  until?: string;
  buyerId?: number;
  note?: string;
  actor: { id: number; type: string };
}

export type StatusChangeOutcome =
  | { kind: 'changed'; from: UnitStatus; to: UnitStatus }
  | { kind: 'unit_not_found' | 'user_not_found' | 'buyer_required' | 'forbidden' | 'conflict' }
  | { kind: 'not_a_move'; from: UnitStatus };

const STATUSES: readonly string[] = ['available', 'on_hold', 'reserved', 'sold'];
/** The CHECK constraint keeps the column in the list; a hand-edited row reads as available. */
export const unitStatusOf = (value: string): UnitStatus => (STATUSES.includes(value) ? (value as UnitStatus) : 'available');

/** Every lifecycle field empty: what a unit for sale looks like. */
const CLEARED = { userId: null, dateBuy: null, holdUntil: null, holdNote: null, heldBy: null, reservedAt: null } as const;

export function changeUnitStatus(db: Db, input: StatusChangeInput): Promise<StatusChangeOutcome> {
  const { unitId, to, actor } = input;
  return db.transaction(async (tx): Promise<StatusChangeOutcome> => {
    const [unit] = await tx
      .select({
        status: properties.status,
        version: properties.statusVersion,
        heldBy: properties.heldBy,
        userId: properties.userId,
        name: properties.name,
        number: properties.number,
      })
      .from(properties)
      .where(eq(properties.id, unitId));
    if (!unit) return { kind: 'unit_not_found' };
    const from = unitStatusOf(unit.status);
    const decision = canChangeUnitStatus(actor, from, to, unit.heldBy);
    if (decision === 'not_a_move') return { kind: 'not_a_move', from };
    if (decision === 'forbidden') return { kind: 'forbidden' };

    let buyer: { id: number; type: UserType } | null = null;
    if (to === 'reserved' || to === 'sold') {
      const buyerId = input.buyerId ?? (from === 'reserved' ? unit.userId : null);
      if (buyerId === null || buyerId === undefined) return { kind: 'buyer_required' };
      // Locked so the buyer cannot be deleted before the foreign key is checked (as in assign).
      const [row] = await tx.select({ id: users.id, type: users.type }).from(users).where(eq(users.id, buyerId)).for('no key update');
      if (!row) return { kind: 'user_not_found' };
      buyer = { id: row.id, type: userTypeOf(row.type) };
    }

    const changes =
      to === 'available'
        ? { ...CLEARED }
        : to === 'on_hold'
          ? { ...CLEARED, holdUntil: new Date(input.until!), holdNote: input.note ?? null, heldBy: actor.id }
          : to === 'reserved'
            ? { ...CLEARED, userId: buyer!.id, reservedAt: sql`now()` }
            : { ...CLEARED, userId: buyer!.id, dateBuy: developmentToday };
    const [updated] = await tx
      .update(properties)
      .set({ ...changes, status: to, statusVersion: sql`${properties.statusVersion} + 1` })
      .where(and(eq(properties.id, unitId), eq(properties.status, unit.status), eq(properties.statusVersion, unit.version)))
      .returning({ dateBuy: properties.dateBuy, holdUntil: properties.holdUntil });
    if (!updated) return { kind: 'conflict' };

    const details: Record<string, unknown> = { from, to, unit_name: unit.name, unit_number: unit.number };
    if (input.note) details.note = input.note;
    if (to === 'on_hold') details.until = updated.holdUntil?.toISOString();
    if (to === 'sold') details.date_buy = updated.dateBuy;
    if (to === 'sold' && buyer) {
      // A sale makes a Guest an owner, as assign-user does (decision 007).
      const newType = typeAfterPurchase(buyer.type);
      if (newType !== buyer.type) await tx.update(users).set({ type: newType, updatedAt: new Date() }).where(eq(users.id, buyer.id));
      details.previous_type = buyer.type;
      details.new_type = newType;
    }
    await tx.insert(auditLog).values({
      actorId: actor.id,
      action: STATUS_ACTION,
      propertyId: unitId,
      // The buyer of a reservation or sale; for a cancellation, the buyer it had.
      userId: buyer?.id ?? unit.userId,
      details,
    });
    return { kind: 'changed', from, to };
  });
}

/**
 * Ends every hold whose time is up at `now`: the unit is available again and the history says
 * so (no actor: nobody did it). Safe to repeat and to run on two instances at once: the UPDATE
 * re-checks each row, so a hold is released once.
 */
export async function releaseExpiredHolds(tx: Pick<Db, 'update' | 'insert'>, now: Date, limit: number): Promise<number> {
  const expired = sql`(select ${properties.id} from ${properties} where ${properties.status} = 'on_hold' and ${properties.holdUntil} <= ${now.toISOString()} order by ${properties.holdUntil} limit ${limit})`;
  const released = await tx
    .update(properties)
    .set({ ...CLEARED, status: 'available', statusVersion: sql`${properties.statusVersion} + 1` })
    .where(and(inArray(properties.id, expired), eq(properties.status, 'on_hold'), lte(properties.holdUntil, now)))
    .returning({ id: properties.id, name: properties.name, number: properties.number });
  if (released.length === 0) return 0;
  await tx.insert(auditLog).values(
    released.map((u) => ({
      actorId: null,
      action: STATUS_ACTION,
      propertyId: u.id,
      details: { from: 'on_hold', to: 'available', reason: 'hold_expired', unit_name: u.name, unit_number: u.number },
    })),
  );
  return released.length;
}
