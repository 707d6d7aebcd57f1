// A development's unit types by code: what a unit written by hand, the generator and the
// import need to turn a code ('2R') into the unit type's row (its id, text and size).
import { eq } from 'drizzle-orm';
import { TYPOLOGY_CODES, type LocalizedText, type TypologyCode } from '@vitrina/contracts';
import type { Tx } from '../cache/change-signal';
import type { Db } from '../db/client';
import { typologies } from '../db/schema';

export interface UnitTypeRef {
  id: number;
  code: TypologyCode;
  name: LocalizedText;
  /** The unit-type text of SPEC §3: a unit's description. */
  description: string;
  /** A unit's size unless given. */
  sizeM2: number;
}

const isCode = (v: string): v is TypologyCode => (TYPOLOGY_CODES as readonly string[]).includes(v);

/** The development's unit types, by code (a code is unique in a development). */
export async function unitTypesByCode(db: Db | Tx, developmentId: number): Promise<Map<TypologyCode, UnitTypeRef>> {
  const rows = await db
    .select({ id: typologies.id, code: typologies.code, name: typologies.name, description: typologies.description, sizeM2: typologies.sizeM2 })
    .from(typologies)
    .where(eq(typologies.developmentId, developmentId));
  const byCode = new Map<TypologyCode, UnitTypeRef>();
  for (const row of rows) if (isCode(row.code)) byCode.set(row.code, { ...row, code: row.code });
  return byCode;
}
