// The SQL of a unit's package choice (issue 35, decision 059): the unit as the choice needs it
// (its buyer, level, unit type, development's currency and deadline; locked for a write), the
// package prices of its type, the buyer's requests, and the unit's new level.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Category, Currency } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments, packagePrices, properties, unitPackageRequests } from '../db/schema';
import { centsOfDecimal, type Tx } from '../payments/payments-repository';

type Queryable = Db | Tx;

export interface SelectionUnit {
  id: number;
  number: string;
  /** The buyer while the unit is reserved or sold (decision 046); null otherwise. */
  buyerId: number | null;
  furniture: Category;
  typologyId: number;
  currency: Currency;
  deadline: Date | null;
  /** Its development's zone: the approved package's line is due 30 days after today there (decision 057). */
  timeZone: string;
}

/** The unit and what its choice depends on; `lock` holds the unit's row until the transaction ends. */
export async function findSelectionUnit(db: Queryable, unitId: number, lock = false): Promise<SelectionUnit | undefined> {
  const query = db
    .select({
      id: properties.id,
      number: properties.number,
      status: properties.status,
      userId: properties.userId,
      furniture: properties.furniture,
      typologyId: properties.typologyId,
      currency: developments.currency,
      deadline: developments.selectionDeadline,
      timeZone: developments.timeZone,
    })
    .from(properties)
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .where(eq(properties.id, unitId));
  const [row] = lock ? await query.for('update', { of: properties }) : await query;
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    buyerId: row.status === 'reserved' || row.status === 'sold' ? row.userId : null,
    furniture: row.furniture as Category,
    typologyId: row.typologyId,
    currency: row.currency as Currency,
    deadline: row.deadline,
    timeZone: row.timeZone,
  };
}

/** The unit type's package prices in cents (read as text: no float on the way). */
export async function packagePricesOf(db: Queryable, typologyId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ package: packagePrices.package, amount: sql<string>`${packagePrices.amount}::text` })
    .from(packagePrices)
    .where(eq(packagePrices.typologyId, typologyId));
  return new Map(rows.map((r) => [r.package, centsOfDecimal(r.amount)]));
}

export interface RequestRow {
  id: number;
  package: Category;
  priceCents: number;
  currency: Currency;
  status: 'pending' | 'approved' | 'declined' | 'replaced';
  note: string;
  createdAt: Date;
  decidedAt: Date | null;
}

const requestColumns = {
  id: unitPackageRequests.id,
  package: sql<Category>`${unitPackageRequests.package}`,
  priceCents: unitPackageRequests.priceCents,
  currency: sql<Currency>`${unitPackageRequests.currency}`,
  status: sql<RequestRow['status']>`${unitPackageRequests.status}`,
  note: unitPackageRequests.note,
  createdAt: unitPackageRequests.createdAt,
  decidedAt: unitPackageRequests.decidedAt,
};

/** This buyer's newest request on the unit that was not replaced by a later one. */
export async function latestRequest(db: Queryable, unitId: number, buyerId: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(unitPackageRequests)
    .where(and(eq(unitPackageRequests.propertyId, unitId), eq(unitPackageRequests.buyerId, buyerId), sql`${unitPackageRequests.status} <> 'replaced'`))
    .orderBy(desc(unitPackageRequests.id))
    .limit(1);
  return row;
}

/** The unit's pending request, whoever asked (at most one: a partial unique index). */
export async function pendingRequest(db: Queryable, unitId: number): Promise<(RequestRow & { buyerId: number }) | undefined> {
  const [row] = await db
    .select({ ...requestColumns, buyerId: unitPackageRequests.buyerId })
    .from(unitPackageRequests)
    .where(and(eq(unitPackageRequests.propertyId, unitId), eq(unitPackageRequests.status, 'pending')));
  return row;
}

export async function markReplaced(tx: Tx, requestId: number): Promise<void> {
  await tx.update(unitPackageRequests).set({ status: 'replaced' }).where(eq(unitPackageRequests.id, requestId));
}

/** A withdrawn request is stored `replaced` (the status check allows no other word) with its buyer as who decided it. */
export async function markWithdrawn(tx: Tx, requestId: number, buyerId: number): Promise<void> {
  await tx.update(unitPackageRequests).set({ status: 'replaced', decidedBy: buyerId, decidedAt: sql`now()` }).where(eq(unitPackageRequests.id, requestId));
}

export async function insertRequest(tx: Tx, values: { unitId: number; buyerId: number; package: Category; priceCents: number; currency: Currency }): Promise<number> {
  const [row] = await tx
    .insert(unitPackageRequests)
    .values({ propertyId: values.unitId, buyerId: values.buyerId, package: values.package, priceCents: values.priceCents, currency: values.currency })
    .returning({ id: unitPackageRequests.id });
  return row!.id;
}

export async function decideRequest(tx: Tx, requestId: number, decision: { status: 'approved' | 'declined'; note: string; decidedBy: number; lineId: number | null }): Promise<void> {
  await tx
    .update(unitPackageRequests)
    .set({ status: decision.status, note: decision.note, decidedBy: decision.decidedBy, decidedAt: sql`now()`, lineId: decision.lineId })
    .where(eq(unitPackageRequests.id, requestId));
}

export async function setUnitFurniture(tx: Tx, unitId: number, furniture: Category): Promise<void> {
  await tx.update(properties).set({ furniture }).where(eq(properties.id, unitId));
}
