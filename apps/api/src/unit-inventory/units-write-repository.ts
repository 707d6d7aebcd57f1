// The SQL of writing a development's units (issue 22, decision 034): new units with their
// first price kept in the history, edits, prices changed in bulk, and what is already taken.
// Each takes the transaction of the write (lock the development first: every unit write takes
// that order, so two writes to one development go one at a time and never wait crosswise).
// Shared by the units written by hand, the reprice, the generator and the import.
import { and, count, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Category } from '@vitrina/contracts';
import type { Tx } from '../cache/change-signal';
import type { Db } from '../db/client';
import { auditLog, developments, properties, typologies, unitPriceChanges } from '../db/schema';
import { unitNameFor } from './unit-names';
import type { UnitTypeRef } from './unit-types-repository';

/** Rows per INSERT or UPDATE statement: well under PostgreSQL's 65,535 parameters. */
const CHUNK = 1_000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) out.push(rows.slice(i, i + CHUNK));
  return out;
}

/** The development a read-only step (a preview) works on; a write locks it instead (lockDevelopment). */
export async function findDevelopment(db: Db, slug: string) {
  const [row] = await db.select({ id: developments.id, currency: developments.currency }).from(developments).where(eq(developments.slug, slug));
  return row;
}

export async function countUnits(tx: Tx, developmentId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(properties).where(eq(properties.developmentId, developmentId));
  return Number(row?.n ?? 0);
}

/** A unit's facts as the writes read them, with its unit type's code. */
const unitFacts = {
  id: properties.id,
  developmentId: properties.developmentId,
  number: properties.number,
  floor: properties.floor,
  position: properties.position,
  typologyCode: typologies.code,
  furniture: properties.furniture,
  sizeM2: properties.sizeM2,
  price: properties.price,
  status: properties.status,
};

/** The units matching `where`, locked when asked (lock their development first). */
function selectUnitFacts(tx: Tx | Db, where: SQL, lock: boolean) {
  const query = tx.select(unitFacts).from(properties).innerJoin(typologies, eq(typologies.id, properties.typologyId)).where(where);
  return lock ? query.for('update', { of: properties }) : query;
}

/** One unit's facts, locked when asked (lock its development first). */
export async function lockUnit(tx: Tx, id: number, { lock }: { lock: boolean }) {
  const [row] = await selectUnitFacts(tx, eq(properties.id, id), lock);
  return row;
}

/**
 * A development's units as a bulk price change reads them; locked when asked (inside the write's
 * transaction, after the development: a status change made meanwhile waits, and is not lost).
 */
export function unitsForPricing(tx: Tx | Db, developmentId: number, { lock }: { lock: boolean }) {
  return selectUnitFacts(tx, eq(properties.developmentId, developmentId), lock);
}

export interface TakenPlace {
  /** Another unit of the development has this number. */
  number: { id: number } | null;
  /** Another unit stands at this (floor, position); its number. */
  cell: { id: number; number: string } | null;
}

/** Which of a unit's number and cell another unit of the development (not `exceptId`) already has. */
export async function takenPlace(
  tx: Tx,
  developmentId: number,
  place: { number: string; floor: number; position: number | null },
  exceptId: number | null,
): Promise<TakenPlace> {
  const sameCell = place.position === null ? undefined : and(eq(properties.floor, place.floor), eq(properties.position, place.position));
  const rows = await tx
    .select({ id: properties.id, number: properties.number, floor: properties.floor, position: properties.position })
    .from(properties)
    .where(and(eq(properties.developmentId, developmentId), or(eq(properties.number, place.number), sameCell), exceptId === null ? undefined : ne(properties.id, exceptId)));
  const number = rows.find((r) => r.number === place.number);
  const cell = place.position === null ? undefined : rows.find((r) => r.floor === place.floor && r.position === place.position);
  return { number: number ? { id: number.id } : null, cell: cell ? { id: cell.id, number: cell.number } : null };
}

/** A unit as written: its name and description come from its unit type. */
export interface UnitValues {
  unitType: UnitTypeRef;
  number: string;
  floor: number;
  position: number | null;
  furniture: Category;
  sizeM2: number;
  price: number | null;
}

const rowValues = (u: UnitValues) => ({
  typologyId: u.unitType.id,
  name: unitNameFor(u.unitType.code, u.number),
  description: u.unitType.description,
  number: u.number,
  floor: u.floor,
  position: u.position,
  furniture: u.furniture,
  sizeM2: u.sizeM2,
  price: u.price,
});

export interface PriceChangeRow {
  propertyId: number;
  oldPrice: number | null;
  newPrice: number | null;
}

/** One row of the price history per change, all with the same actor and reason. */
export async function insertPriceChanges(tx: Tx, changes: readonly PriceChangeRow[], actorId: number | null, reason: string): Promise<void> {
  for (const part of chunks(changes)) {
    await tx.insert(unitPriceChanges).values(part.map((c) => ({ propertyId: c.propertyId, actorId, oldPrice: c.oldPrice, newPrice: c.newPrice, reason })));
  }
}

/**
 * New units of a development, `available`; each one with a price gets its first row in the
 * price history (from none to its price, with `reason`). Returns their ids, in the given order.
 */
export async function insertUnits(tx: Tx, developmentId: number, units: readonly UnitValues[], actorId: number | null, reason: string): Promise<number[]> {
  const ids: number[] = [];
  for (const part of chunks(units)) {
    const rows = await tx
      .insert(properties)
      .values(part.map((u) => ({ developmentId, ...rowValues(u) })))
      .returning({ id: properties.id });
    ids.push(...rows.map((r) => r.id));
  }
  const priced = units.flatMap((u, i) => (u.price === null ? [] : [{ propertyId: ids[i]!, oldPrice: null, newPrice: u.price }]));
  await insertPriceChanges(tx, priced, actorId, reason);
  return ids;
}

/** Replaces a unit's facts and price (never its status: that moves through the status call). */
export async function updateUnit(tx: Tx, id: number, unit: UnitValues): Promise<void> {
  await tx.update(properties).set(rowValues(unit)).where(eq(properties.id, id));
}

/** Sets many units' prices in one statement. */
export async function setPrices(tx: Tx, prices: readonly { id: number; price: number | null }[]): Promise<void> {
  for (const part of chunks(prices)) {
    const values = sql.join(
      part.map((p) => sql`(${p.id}::integer, ${p.price}::numeric)`),
      sql`, `,
    );
    await tx.execute(sql`update ${properties} set price = v.price from (values ${values}) as v(id, price) where ${properties.id} = v.id`);
  }
}

/** An entry in the audit trail about one unit (propertyId) or the development's units as a whole. */
export async function writeUnitAudit(
  tx: Tx,
  entry: { actorId: number; action: string; developmentId: number; propertyId?: number; details: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    developmentId: entry.developmentId,
    propertyId: entry.propertyId ?? null,
    details: entry.details,
  });
}
