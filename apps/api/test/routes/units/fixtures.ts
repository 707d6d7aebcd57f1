// Signed-in callers for the units tests: the demo accounts, plus people made on the spot.
// Sessions are created directly (the sign-in route is another feature's and is tested there).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { UserType } from '@vitrina/contracts';
import { createSession } from '../../../src/auth/sessions';
import type { Db } from '../../../src/db/client';
import { properties, users } from '../../../src/db/schema';

export interface Caller {
  id: number;
  name: string;
  headers: Record<string, string>;
}

export async function callerFor(db: Db, email: string): Promise<Caller> {
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(sql`lower(${users.email}) = ${email}`);
  if (!user) throw new Error(`no user ${email}`);
  const token = await createSession(db, user.id);
  return { id: user.id, name: user.name, headers: { authorization: `Bearer ${token}` } };
}

let counter = 0;

/** A new account of the given type; it cannot sign in (its hash matches no password). */
export async function createPerson(db: Db, type: UserType = 'Guest', name?: string): Promise<Caller> {
  counter++;
  const [row] = await db
    .insert(users)
    .values({
      name: name ?? `Persona de prueba ${counter}`,
      email: `units-test-${counter}-${Date.now()}@example.com`,
      phone: `+5298400${String(counter).padStart(5, '0')}`,
      type,
      passwordHash: 'not-a-hash',
    })
    .returning({ id: users.id, name: users.name });
  const token = await createSession(db, row!.id);
  return { id: row!.id, name: row!.name, headers: { authorization: `Bearer ${token}` } };
}

/** A unit owned by that user (the demo owners have several). */
export async function unitOwnedBy(db: Db, userId: number): Promise<{ id: number; name: string; number: string; dateBuy: string | null }> {
  const [row] = await db
    .select({ id: properties.id, name: properties.name, number: properties.number, dateBuy: properties.dateBuy })
    .from(properties)
    .where(and(eq(properties.userId, userId), isNotNull(properties.dateBuy)))
    .limit(1);
  if (!row) throw new Error(`user ${userId} owns no unit`);
  return row;
}

/** Some available units (no buyer, no hold), in id order. */
export async function availableUnits(db: Db, count: number) {
  return db
    .select({ id: properties.id, name: properties.name, number: properties.number })
    .from(properties)
    .where(sql`${properties.userId} is null and ${properties.status} = 'available'`)
    .orderBy(properties.id)
    .limit(count);
}

/** The demo accounts of the seed (apps/api/src/demo-data/users.ts). */
export const DEMO = {
  admin: 'admin@vitrina.demo',
  owner1: 'owner1@vitrina.demo',
  owner2: 'owner2@vitrina.demo',
  guest: 'guest@vitrina.demo',
} as const;
