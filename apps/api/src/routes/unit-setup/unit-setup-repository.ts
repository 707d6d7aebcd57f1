// The SQL of a development's bulk unit setup (issue 22, decision 034): the development and its
// unit types, its units as the generator and the import compare them, and the multi-row writes.
// Rows travel as one JSON parameter per statement (jsonb_to_recordset), as the catalogue import
// does: 2,000 units are a few statements, bound alike by PGlite and node-postgres.
import { asc, eq, sql } from 'drizzle-orm';
import type { Category, TypologyCode } from '@vitrina/contracts';
import type { Tx } from '../../cache/change-signal';
import type { Db } from '../../db/client';
import { auditLog, developments, properties, typologies, unitPriceChanges } from '../../db/schema';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'execute' | 'insert'>;

/** Units per statement: far from any parameter limit, a JSON parameter of a few hundred KB. */
const WRITE_BATCH = 1_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface UnitsDevelopment {
  id: number;
  slug: string;
}

/** The development by slug (archived ones too: the office still manages them); `lock`: FOR UPDATE, so bulk writes to one development go one at a time. */
export async function findUnitsDevelopment(db: Reader, slug: string, lock = false): Promise<UnitsDevelopment | undefined> {
  const query = db.select({ id: developments.id, slug: developments.slug }).from(developments).where(eq(developments.slug, slug));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export interface OwnTypology {
  id: number;
  code: TypologyCode;
  sizeM2: number;
  /** Its Spanish name: a new unit is named after it ("Dos recámaras 1203"). */
  nameEs: string;
  description: string;
}

/** The development's own unit types, by code. */
export async function ownTypologies(db: Reader, developmentId: number): Promise<Map<string, OwnTypology>> {
  const rows = await db
    .select({ id: typologies.id, code: typologies.code, sizeM2: typologies.sizeM2, name: typologies.name, description: typologies.description })
    .from(typologies)
    .where(eq(typologies.developmentId, developmentId));
  return new Map(rows.map((t) => [t.code, { id: t.id, code: t.code as TypologyCode, sizeM2: t.sizeM2, nameEs: t.name.es, description: t.description }]));
}

export interface StoredUnit {
  id: number;
  number: string;
  floor: number;
  position: number | null;
  typologyId: number;
  typologyCode: TypologyCode;
  furniture: Category;
  sizeM2: number;
  price: number | null;
  status: string;
}

/** Every unit of the development, by floor, then position (units without one last), then number. */
export async function developmentUnits(db: Reader, developmentId: number): Promise<StoredUnit[]> {
  const rows = await db
    .select({
      id: properties.id,
      number: properties.number,
      floor: properties.floor,
      position: properties.position,
      typologyId: properties.typologyId,
      typologyCode: typologies.code,
      furniture: properties.furniture,
      sizeM2: properties.sizeM2,
      price: properties.price,
      status: properties.status,
    })
    .from(properties)
    .innerJoin(typologies, eq(typologies.id, properties.typologyId))
    .where(eq(properties.developmentId, developmentId))
    .orderBy(asc(properties.floor), sql`${properties.position} asc nulls last`, sql`${properties.number} collate "C"`);
  // The table's check constraints hold these to the contracts' lists.
  return rows.map((r) => ({ ...r, typologyCode: r.typologyCode as TypologyCode, furniture: r.furniture as Category }));
}

/** A unit's facts as the generator and the import write them. */
export interface UnitFacts {
  number: string;
  floor: number;
  position: number | null;
  typologyId: number;
  name: string;
  description: string;
  furniture: Category;
  sizeM2: number;
  price: number | null;
}

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) yield rows.slice(start, start + WRITE_BATCH);
}

const asJson = (units: readonly UnitFacts[]) =>
  JSON.stringify(
    units.map((u) => ({
      number: u.number,
      floor: u.floor,
      position: u.position,
      typology_id: u.typologyId,
      name: u.name,
      description: u.description,
      furniture: u.furniture,
      size_m2: u.sizeM2,
      price: u.price,
    })),
  );

const RECORD = sql.raw(
  'x(number text, floor integer, position integer, typology_id integer, name text, description text, furniture text, size_m2 numeric, price numeric)',
);

/** New units, available; answers each one's id and price. */
export async function insertUnits(tx: Writer, developmentId: number, units: readonly UnitFacts[]): Promise<{ id: number; price: number | null }[]> {
  const created: { id: number; price: number | null }[] = [];
  for (const batch of batches(units)) {
    const result = await tx.execute(sql`
      insert into ${properties} (development_id, number, floor, position, typology_id, name, description, furniture, size_m2, price, status)
      select ${developmentId}, x.number, x.floor, x.position, x.typology_id, x.name, x.description, x.furniture, x.size_m2, x.price, 'available'
      from jsonb_to_recordset(${asJson(batch)}::jsonb) as ${RECORD}
      returning id, price`);
    for (const row of rowsOf<{ id: unknown; price: unknown }>(result)) created.push({ id: Number(row.id), price: row.price === null ? null : Number(row.price) });
  }
  return created;
}

/**
 * Replaces the facts of existing units (matched by number within the development; the status
 * and everything of the lifecycle stay). A unit whose type changes takes the new type's name
 * and description.
 */
export async function updateUnits(tx: Writer, developmentId: number, units: readonly UnitFacts[]): Promise<void> {
  for (const batch of batches(units)) {
    await tx.execute(sql`
      update ${properties} as p set
        floor = x.floor,
        position = x.position,
        name = case when p.typology_id = x.typology_id then p.name else x.name end,
        description = case when p.typology_id = x.typology_id then p.description else x.description end,
        typology_id = x.typology_id,
        furniture = x.furniture,
        size_m2 = x.size_m2,
        price = x.price
      from jsonb_to_recordset(${asJson(batch)}::jsonb) as ${RECORD}
      where p.development_id = ${developmentId} and p.number = x.number`);
  }
}

/** Takes these units off their cells first, so units that swap cells never meet on one. */
export async function clearPositions(tx: Writer, ids: readonly number[]): Promise<void> {
  for (const batch of batches(ids)) {
    await tx.execute(sql`update ${properties} set position = null where id in (select jsonb_array_elements_text(${JSON.stringify(batch)}::jsonb)::integer)`);
  }
}

export interface PriceChange {
  propertyId: number;
  oldPrice: number | null;
  newPrice: number | null;
}

/** One price history row per change, all with the same actor and reason. */
export async function insertPriceChanges(tx: Writer, actorId: number, reason: string, changes: readonly PriceChange[]): Promise<void> {
  for (const batch of batches(changes)) {
    await tx.insert(unitPriceChanges).values(batch.map((c) => ({ propertyId: c.propertyId, actorId, oldPrice: c.oldPrice, newPrice: c.newPrice, reason })));
  }
}

export async function writeUnitsAudit(tx: Tx, entry: { actorId: number; action: string; developmentId: number; details: Record<string, unknown> }): Promise<void> {
  await tx.insert(auditLog).values(entry);
}
