// Developments of their own for the inventory tests: a development with unit types, and units
// put straight into the database in a given state (the state a test starts from).
import { eq } from 'drizzle-orm';
import type { TypologyCode, UnitStatus } from '@vitrina/contracts';
import type { Db } from '../../../src/db/client';
import { developments, properties, typologies } from '../../../src/db/schema';

let counter = 0;

const UNIT_TYPES: Record<string, { name: string; description: string; sizeM2: number }> = {
  '1R': { name: 'Uno', description: 'CONDO Depto.- 1 Recamara', sizeM2: 50 },
  '2R': { name: 'Dos', description: 'CONDO Depto. -2 Recamaras', sizeM2: 75.5 },
  PH: { name: 'Ático', description: 'CONDO Depto.- PH', sizeM2: 110 },
};

export interface TestDevelopment {
  id: number;
  slug: string;
  /** The unit types' ids by code. */
  types: Record<string, number>;
}

/** A development selling in `currency`, with unit types 1R, 2R and PH. */
export async function createDevelopment(db: Db, currency: 'MXN' | 'USD' = 'MXN'): Promise<TestDevelopment> {
  counter++;
  const key = `${Date.now().toString(36)}${counter}`;
  const [dev] = await db
    .insert(developments)
    .values({ slug: `inv-${key}`, code: `INV${key}`.toUpperCase(), name: `Torre ${key}`, city: 'Tulum', address: 'Tulum', status: 'selling', currency, sortOrder: 50 + counter })
    .returning({ id: developments.id, slug: developments.slug });
  const types: Record<string, number> = {};
  for (const [code, t] of Object.entries(UNIT_TYPES)) {
    const [row] = await db
      .insert(typologies)
      .values({ developmentId: dev!.id, code, name: { es: t.name, en: `${t.name} (en)`, fr: `${t.name} (fr)` }, description: t.description, sizeM2: t.sizeM2 })
      .returning({ id: typologies.id });
    types[code] = row!.id;
  }
  return { id: dev!.id, slug: dev!.slug, types };
}

export interface UnitSeed {
  number: string;
  floor: number;
  position?: number | null;
  typology?: TypologyCode;
  price?: number | null;
  status?: UnitStatus;
  userId?: number | null;
  heldBy?: number | null;
}

/** Units written directly; returns their ids in the given order. */
export async function addUnits(db: Db, dev: TestDevelopment, seeds: readonly UnitSeed[]): Promise<number[]> {
  const ids: number[] = [];
  // At most 1,000 rows per statement: PostgreSQL takes 65,535 parameters.
  for (let i = 0; i < seeds.length; i += 1_000) ids.push(...(await insertSome(db, dev, seeds.slice(i, i + 1_000))));
  return ids;
}

async function insertSome(db: Db, dev: TestDevelopment, seeds: readonly UnitSeed[]): Promise<number[]> {
  const rows = await db
    .insert(properties)
    .values(
      seeds.map((s) => {
        const status = s.status ?? 'available';
        return {
          developmentId: dev.id,
          typologyId: dev.types[s.typology ?? '1R']!,
          name: `Unidad ${s.number}`,
          description: 'CONDO',
          number: s.number,
          floor: s.floor,
          position: s.position === undefined ? null : s.position,
          sizeM2: 50,
          price: s.price ?? null,
          status,
          userId: s.userId ?? null,
          dateBuy: status === 'sold' ? '2026-03-01' : null,
          reservedAt: status === 'reserved' ? new Date('2026-04-01T10:00:00Z') : null,
          holdUntil: status === 'on_hold' ? new Date(Date.now() + 86_400_000) : null,
          heldBy: status === 'on_hold' ? (s.heldBy ?? null) : null,
          holdNote: status === 'on_hold' ? 'Cliente vuelve el lunes' : null,
        };
      }),
    )
    .returning({ id: properties.id });
  return rows.map((r) => r.id);
}

export async function unitRow(db: Db, id: number) {
  return (await db.select().from(properties).where(eq(properties.id, id)))[0];
}
