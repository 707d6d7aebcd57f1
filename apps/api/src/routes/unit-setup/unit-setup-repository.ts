// The SQL of a development's bulk unit setup (issue 22, decision 034) beyond the shared unit
// writes (unit-inventory/units-write-repository.ts): a development's units as the generator and
// the import compare them, and the import's multi-row update. Rows travel as one JSON
// parameter per statement (jsonb_to_recordset), as the catalogue import does: 2,000 units are a
// few statements, bound alike by PGlite and node-postgres.
import { asc, eq, sql } from 'drizzle-orm';
import type { Category, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { properties, typologies } from '../../db/schema';
import { unitNameFor } from '../../unit-inventory/unit-names';
import type { UnitValues } from '../../unit-inventory/units-write-repository';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'execute'>;

/** Units per statement: far from any parameter limit, a JSON parameter of a few hundred KB. */
const WRITE_BATCH = 1_000;

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

function* batches<T>(rows: readonly T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += WRITE_BATCH) yield rows.slice(start, start + WRITE_BATCH);
}

const asJson = (units: readonly UnitValues[]) =>
  JSON.stringify(
    units.map((u) => ({
      number: u.number,
      floor: u.floor,
      position: u.position,
      typology_id: u.unitType.id,
      name: unitNameFor(u.unitType.code, u.number),
      description: u.unitType.description,
      furniture: u.furniture,
      size_m2: u.sizeM2,
      price: u.price,
    })),
  );

const RECORD = sql.raw(
  'x(number text, floor integer, position integer, typology_id integer, name text, description text, furniture text, size_m2 numeric, price numeric)',
);

/**
 * Replaces the facts of existing units (matched by number within the development; the status
 * and everything of the lifecycle stay). A unit whose type changes takes the new type's name
 * and description.
 */
export async function updateUnits(tx: Writer, developmentId: number, units: readonly UnitValues[]): Promise<void> {
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
