// Helpers of the package choice's tests (issue 35, decision 059): the payments tests' world (the
// office, two buyers with a sold unit each), package prices for a unit's type, the development's
// deadline, and the unit's level as the show room reads it.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { developments, packagePrices, properties } from '../../../src/db/schema';

export { history, requester, world, type Schedule, type World } from '../payments/fixtures';

export interface Selection {
  unit_id: number;
  package: string;
  deadline: string | null;
  time_zone: string;
  open: boolean;
  options: { package: string; price: number | null; currency: string; included: boolean }[];
  request: { id: number; package: string; price: number; currency: string; status: string; note: string; requested_at: string; decided_at: string | null } | null;
}

/** Prices for the unit's type (GOLD and PREMIUM; BLACK has none), the unit at the standard level, no deadline. */
export async function prepareChoice(db: Db, unitId: number, prices: Partial<Record<'GOLD' | 'PREMIUM' | 'BLACK', number>> = { GOLD: 50_000.5, PREMIUM: 90_000 }) {
  const [unit] = await db.update(properties).set({ furniture: 'ESTANDAR', status: 'sold' }).where(eq(properties.id, unitId)).returning({ typologyId: properties.typologyId, developmentId: properties.developmentId });
  await db.delete(packagePrices).where(eq(packagePrices.typologyId, unit!.typologyId));
  const rows = Object.entries(prices).map(([level, amount]) => ({ typologyId: unit!.typologyId, package: level, amount }));
  if (rows.length > 0) await db.insert(packagePrices).values(rows);
  await setDeadline(db, unitId, null);
}

export async function setDeadline(db: Db, unitId: number, deadline: Date | null) {
  const [unit] = await db.select({ developmentId: properties.developmentId }).from(properties).where(eq(properties.id, unitId));
  await db.update(developments).set({ selectionDeadline: deadline }).where(eq(developments.id, unit!.developmentId));
}

export async function furnitureOf(db: Db, unitId: number): Promise<string> {
  const [row] = await db.select({ furniture: properties.furniture }).from(properties).where(eq(properties.id, unitId));
  return row!.furniture;
}
