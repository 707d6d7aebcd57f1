// The two developments: the first (Playa del Carmen) with every figure of SPEC §2.12 and §2.20,
// the second (Miami) announced as coming soon, with no units yet.
import type { Db } from '../db/client';
import { developments } from '../db/schema';

type NewDevelopment = typeof developments.$inferInsert;

export const PLAYA_DEL_CARMEN = {
  slug: 'playa-del-carmen',
  code: 'PDC',
  name: 'Kaanal Residences Playa del Carmen',
  city: 'Playa del Carmen',
  address: 'Quinta Avenida, Playa del Carmen, Quintana Roo, México',
  // A block off Quinta Avenida, two minutes' walk from the beach.
  latitude: 20.6296,
  longitude: -87.0739,
  // Minutes, as the location page shows them (SPEC §2.12 and §9).
  distances: { beach: 2, quinta: 2, cenotes: 15, airport: 50 },
  status: 'active',
  // The project copy of SPEC §2.20: 81 apartments, about 754 m², 7 levels.
  apartments: 81,
  levels: 7,
  areaM2: 754,
  sortOrder: 1,
} as const satisfies NewDevelopment;

export const MIAMI = {
  slug: 'miami',
  code: 'MIA',
  name: 'Kaanal Residences Miami',
  city: 'Miami',
  address: 'Brickell Avenue, Miami, Florida, USA',
  latitude: 25.7617,
  longitude: -80.1918,
  distances: { beach: 15, airport: 20 },
  // The Miami card does nothing on click (SPEC §2.14): nothing to sell yet.
  status: 'coming_soon',
  apartments: null,
  levels: null,
  areaM2: null,
  sortOrder: 2,
} as const satisfies NewDevelopment;

export interface SeededDevelopments {
  playaDelCarmenId: number;
  miamiId: number;
}

export async function seedDevelopments(db: Db): Promise<SeededDevelopments> {
  const rows = await db
    .insert(developments)
    .values([
      { ...PLAYA_DEL_CARMEN, distances: { ...PLAYA_DEL_CARMEN.distances } },
      { ...MIAMI, distances: { ...MIAMI.distances } },
    ])
    .returning({ id: developments.id, code: developments.code });
  const id = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`development ${code} was not inserted`);
    return row.id;
  };
  return { playaDelCarmenId: id(PLAYA_DEL_CARMEN.code), miamiId: id(MIAMI.code) };
}
