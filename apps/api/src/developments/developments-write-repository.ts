// The SQL of the developments' writes (issue 21): a development's row and package prices, the
// Admin's order, the copy a duplicate makes, and the audit trail. Each takes a transaction, so
// a domain function (development-writes.ts) groups them with the change signal's NOTIFY.
import { and, asc, eq, inArray, max, ne, or, sql } from 'drizzle-orm';
import { toBasisPoints, type DevelopmentWrite, type PackagePrice } from '@vitrina/contracts';
import type { Tx } from '../cache/change-signal';
import { auditLog, developmentPhotos, developments, packagePrices, typologies, type StoredPages } from '../db/schema';

export type { Tx };

/** The row, locked until the transaction ends: writes to one development go one at a time. */
export async function lockDevelopment(tx: Tx, where: { slug: string } | { id: number }) {
  const condition = 'slug' in where ? eq(developments.slug, where.slug) : eq(developments.id, where.id);
  const [row] = await tx.select().from(developments).where(condition).for('update');
  return row;
}

/** Which of slug and code another development already has. */
export async function takenBy(tx: Tx, slug: string, code: string, exceptId: number | null): Promise<{ slug: boolean; code: boolean }> {
  const rows = await tx
    .select({ slug: developments.slug, code: developments.code })
    .from(developments)
    .where(and(or(eq(developments.slug, slug), eq(developments.code, code)), exceptId === null ? undefined : ne(developments.id, exceptId)));
  return { slug: rows.some((r) => r.slug === slug), code: rows.some((r) => r.code === code) };
}

/** Pages whose three languages are all empty are not kept: "no copy yet". */
function storedPages(pages: DevelopmentWrite['pages']): StoredPages {
  return Object.fromEntries(Object.entries(pages).filter(([, text]) => text && (text.es || text.en || text.fr)));
}

const rowValues = (body: DevelopmentWrite) => ({
  slug: body.slug,
  code: body.code,
  name: body.name,
  city: body.city,
  address: body.address,
  latitude: body.latitude,
  longitude: body.longitude,
  status: body.status,
  currency: body.currency,
  apartments: body.facts.apartments,
  levels: body.facts.levels,
  areaM2: body.facts.area_m2,
  minUnitM2: body.facts.min_unit_m2,
  maxUnitM2: body.facts.max_unit_m2,
  products: body.facts.products,
  distances: body.distances,
  pages: storedPages(body.pages),
  packageTerms: body.package_terms,
  // Absent: kept as they are on a PUT, the columns' default (false) on a POST.
  ...(body.publish_prices !== undefined && { publishPrices: body.publish_prices }),
  ...(body.publish_availability !== undefined && { publishAvailability: body.publish_availability }),
  // Issue 34 (decision 048): absent keeps the plan; percentages kept exactly, in basis points.
  ...(body.payment_plan !== undefined && {
    paymentPlan: body.payment_plan.map((l) => ({ label: l.label, basis_points: toBasisPoints(l.percent), months_after_reservation: l.months_after_reservation })),
  }),
  // Issue 35 (decision 059): absent keeps the deadline; null removes it.
  ...(body.selection_deadline !== undefined && { selectionDeadline: body.selection_deadline === null ? null : new Date(body.selection_deadline) }),
  // Decision 057: absent keeps the zone ('UTC', the column's default, for a new one).
  ...(body.time_zone !== undefined && { timeZone: body.time_zone }),
  updatedAt: new Date(),
});

async function nextPosition(tx: Tx): Promise<number> {
  const [row] = await tx.select({ top: max(developments.sortOrder) }).from(developments);
  return (row?.top ?? 0) + 1;
}

/** A new development, last in the Admin's order. */
export async function insertDevelopment(tx: Tx, body: DevelopmentWrite): Promise<number> {
  const [row] = await tx
    .insert(developments)
    .values({ ...rowValues(body), sortOrder: await nextPosition(tx) })
    .returning({ id: developments.id });
  return row!.id;
}

export async function updateDevelopment(tx: Tx, id: number, body: DevelopmentWrite): Promise<void> {
  await tx.update(developments).set(rowValues(body)).where(eq(developments.id, id));
}

/**
 * Replaces a development's package prices. A unit-type code it has no unit type for is
 * refused (nothing is written): the price would belong to nothing.
 */
export async function replacePackagePrices(tx: Tx, developmentId: number, prices: readonly PackagePrice[]): Promise<'ok' | 'unknown-typology'> {
  const own = await tx.select({ id: typologies.id, code: typologies.code }).from(typologies).where(eq(typologies.developmentId, developmentId));
  const idOf = new Map(own.map((t) => [t.code, t.id]));
  if (prices.some((p) => !idOf.has(p.typology))) return 'unknown-typology';
  if (own.length > 0) await tx.delete(packagePrices).where(inArray(packagePrices.typologyId, own.map((t) => t.id)));
  if (prices.length > 0) await tx.insert(packagePrices).values(prices.map((p) => ({ typologyId: idOf.get(p.typology)!, package: p.package, amount: p.amount })));
  return 'ok';
}

export async function setStatus(tx: Tx, id: number, status: string): Promise<void> {
  await tx.update(developments).set({ status, updatedAt: new Date() }).where(eq(developments.id, id));
}

/** Every development's slug and status, in the current order (locked: a reorder is one step). */
export const lockAllForOrder = (tx: Tx) =>
  tx.select({ id: developments.id, slug: developments.slug, status: developments.status }).from(developments).orderBy(asc(developments.sortOrder), asc(developments.id)).for('update');

export async function setPositions(tx: Tx, idsInOrder: readonly number[]): Promise<void> {
  for (const [index, id] of idsInOrder.entries()) await tx.update(developments).set({ sortOrder: index + 1 }).where(eq(developments.id, id));
}

/**
 * Copies a development under a new slug, code and name, as coming soon and last in the order:
 * fields, pages, distances and terms; photos (new rows, the same stored pictures); unit types
 * (new ids from the sequence, the same cover and floor plan) and their package prices. Never
 * the units: they are real apartments of the first development.
 */
export async function copyDevelopment(tx: Tx, source: typeof developments.$inferSelect, names: { slug: string; code: string; name: string }): Promise<number> {
  const { id: _id, updatedAt: _u, ...fields } = source;
  const [row] = await tx
    .insert(developments)
    // A copy's buyers are new: no package deadline until the Admin sets one (decision 059).
    .values({ ...fields, ...names, status: 'coming_soon', selectionDeadline: null, sortOrder: await nextPosition(tx), updatedAt: new Date() })
    .returning({ id: developments.id });
  const copyId = row!.id;
  await tx.execute(sql`
    insert into ${developmentPhotos} (development_id, page, image_id, position, is_cover, alt)
    select ${copyId}, page, image_id, position, is_cover, alt from ${developmentPhotos} where development_id = ${source.id}`);
  const units = await tx.select().from(typologies).where(eq(typologies.developmentId, source.id));
  for (const { id: oldId, developmentId: _d, ...unitType } of units) {
    const [copy] = await tx.insert(typologies).values({ ...unitType, developmentId: copyId }).returning({ id: typologies.id });
    await tx.execute(sql`
      insert into ${packagePrices} (typology_id, package, amount)
      select ${copy!.id}, package, amount from ${packagePrices} where typology_id = ${oldId}`);
  }
  return copyId;
}

export interface AuditEntry {
  actorId: number | null;
  action: string;
  developmentId: number | null;
  details?: Record<string, unknown>;
}

/** One row of the audit trail per write (who, what, which development, the particulars). */
export async function writeAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ actorId: entry.actorId, action: entry.action, developmentId: entry.developmentId, details: entry.details ?? {} });
}
