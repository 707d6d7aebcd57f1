// Assigning a unit to a buyer, and the unit's audit trail. The assignment is one transaction
// whose UPDATE carries the condition "still available": under any number of concurrent
// requests for one unit, exactly one UPDATE finds the row with user_id null; on PostgreSQL the
// others wait for its row lock, re-check the condition after it commits and match nothing.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userTypeOf, type UserType } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { auditLog, properties, users } from '../../db/schema';
import { developmentToday } from './development-today';

export const ASSIGN_ACTION = 'assign_unit';

/**
 * SPEC §4: "the assign step also sets that user's type to User". Only a Guest is changed: an
 * Admin or a team member (Vitrina, Selecta) who buys a unit keeps the role they were given, or
 * an assignment would silently take away their access (an Admin could even demote themselves).
 * Owning a unit is the unit's user_id, not the type, so they still see it as their own.
 */
export function typeAfterPurchase(type: UserType): UserType {
  return type === 'Guest' ? 'User' : type;
}

export type AssignOutcome =
  | { status: 'assigned'; unitName: string; userName: string; dateBuy: string; newType: UserType }
  | { status: 'unit_not_found' | 'user_not_found' | 'already_assigned' };

export interface AssignInput {
  propertyId: number;
  userId: number;
  actorId: number;
}

export function assignUnit(db: Db, { propertyId, userId, actorId }: AssignInput): Promise<AssignOutcome> {
  return db.transaction(async (tx): Promise<AssignOutcome> => {
    // Locked so the buyer cannot be deleted before the foreign key below is checked; the weaker
    // "no key update" lock leaves their sign-ins (new sessions referencing them) unblocked.
    const [user] = await tx
      .select({ id: users.id, name: users.name, type: users.type })
      .from(users)
      .where(eq(users.id, userId))
      .for('no key update');
    if (!user) return { status: 'user_not_found' };

    // Issue 22: assigning is selling (decision 033). A unit without a buyer (available, or on
    // hold: an Admin may convert anyone's hold) becomes sold; a reserved or sold one answers 409.
    // Locked, so the status recorded as "from" is the one the UPDATE below changes.
    const [before] = await tx.select({ status: properties.status }).from(properties).where(eq(properties.id, propertyId)).for('update');
    const [unit] = await tx
      .update(properties)
      .set({
        userId,
        dateBuy: developmentToday,
        status: 'sold',
        statusVersion: sql`${properties.statusVersion} + 1`,
        holdUntil: null,
        holdNote: null,
        heldBy: null,
        reservedAt: null,
      })
      .where(and(eq(properties.id, propertyId), isNull(properties.userId), inArray(properties.status, ['available', 'on_hold'])))
      .returning({ name: properties.name, number: properties.number, dateBuy: properties.dateBuy });
    if (!unit) {
      const [existing] = await tx.select({ id: properties.id }).from(properties).where(eq(properties.id, propertyId));
      return { status: existing ? 'already_assigned' : 'unit_not_found' };
    }

    const previousType = userTypeOf(user.type);
    const newType = typeAfterPurchase(previousType);
    if (newType !== previousType) {
      await tx.update(users).set({ type: newType, updatedAt: new Date() }).where(eq(users.id, userId));
    }
    await tx.insert(auditLog).values({
      actorId,
      action: ASSIGN_ACTION,
      propertyId,
      userId,
      details: {
        unit_name: unit.name,
        unit_number: unit.number,
        date_buy: unit.dateBuy,
        previous_type: previousType,
        new_type: newType,
        from: before?.status ?? 'available',
        to: 'sold',
      },
    });
    return { status: 'assigned', unitName: unit.name, userName: user.name, dateBuy: unit.dateBuy ?? '', newType };
  });
}

export interface AuditRow {
  id: number;
  action: string;
  createdAt: Date;
  details: Record<string, unknown>;
  actorId: number | null;
  actorName: string | null;
  userId: number | null;
  userName: string | null;
}

/** The unit's audit trail, newest first, with the names of the actor and of the user. */
export async function listUnitAudit(db: Db, propertyId: number): Promise<AuditRow[]> {
  const actor = alias(users, 'actor');
  const target = alias(users, 'target');
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      createdAt: auditLog.createdAt,
      details: auditLog.details,
      actorId: actor.id,
      actorName: actor.name,
      userId: target.id,
      userName: target.name,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(target, eq(target.id, auditLog.userId))
    .where(eq(auditLog.propertyId, propertyId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}
