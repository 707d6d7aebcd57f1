// The two developments: the first (Playa del Carmen) with every figure of SPEC §2.12 and §2.20,
// its pages' copy, the seed's package terms (SPEC §9) and, since issue 35, package prices per
// unit type (package-prices.ts); the second (Miami) announced as coming soon, with no units yet. Since issue 21 this is data, not code: an Admin
// edits both from the console, and the API reads every figure from the tables.
import { DEFAULT_PACKAGE_TERMS } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { developments } from '../db/schema';
import { MIAMI_PAGES, PLAYA_DEL_CARMEN_PAGES } from './development-pages';

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
  distances: [
    { label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: 2 },
    { label: { es: 'Quinta Avenida', en: 'Fifth Avenue', fr: 'Cinquième Avenue' }, minutes: 2 },
    { label: { es: 'Cenotes', en: 'Cenotes', fr: 'Cénotes' }, minutes: 15 },
    { label: { es: 'Aeropuerto', en: 'Airport', fr: 'Aéroport' }, minutes: 50 },
  ],
  status: 'selling',
  currency: 'MXN',
  // The project copy of SPEC §2.20: 81 apartments, about 754 m², 7 levels, studios of 35 m² to
  // penthouses of 106 m², over 5,000 branded products in the catalogue.
  apartments: 81,
  levels: 7,
  areaM2: 754,
  minUnitM2: 35,
  maxUnitM2: 106,
  products: 5000,
  pages: PLAYA_DEL_CARMEN_PAGES,
  packageTerms: DEFAULT_PACKAGE_TERMS,
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
  distances: [
    { label: { es: 'Playa', en: 'Beach', fr: 'Plage' }, minutes: 15 },
    { label: { es: 'Aeropuerto', en: 'Airport', fr: 'Aéroport' }, minutes: 20 },
  ],
  // The Miami card does nothing on click (SPEC §2.14): nothing to sell yet.
  status: 'coming_soon',
  currency: 'USD',
  apartments: null,
  levels: null,
  areaM2: null,
  minUnitM2: null,
  maxUnitM2: null,
  products: null,
  pages: MIAMI_PAGES,
  packageTerms: DEFAULT_PACKAGE_TERMS,
  sortOrder: 2,
} as const satisfies NewDevelopment;

export interface SeededDevelopments {
  playaDelCarmenId: number;
  miamiId: number;
}

/** A mutable copy of a frozen demo value (the insert's types want plain objects and arrays). */
const copy = <T>(value: T): T => structuredClone(value) as T;

export async function seedDevelopments(db: Db): Promise<SeededDevelopments> {
  const rows = await db
    .insert(developments)
    .values([PLAYA_DEL_CARMEN, MIAMI].map((d) => copy(d) as NewDevelopment))
    .returning({ id: developments.id, code: developments.code });
  const id = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`development ${code} was not inserted`);
    return row.id;
  };
  return { playaDelCarmenId: id(PLAYA_DEL_CARMEN.code), miamiId: id(MIAMI.code) };
}
