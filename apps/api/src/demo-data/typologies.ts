// The seven unit types of the first development. Ids 33, 34 and 35 are fixed by the spec
// (SPEC §2.15, §9: one, two and three bedrooms); the others follow them. The descriptions are
// the unit-type texts of SPEC §3, one per code:
//   1R 'CONDO Depto.- 1 Recamara', 2R 'CONDO Depto. -2 Recamaras', 3R 'CONDO Depto. -3 Recamaras',
//   PH 'CONDO Depto.- PH', EG 'CONDO Depto. -Estudio Garden', EPH 'CONDO Depto. -Estudio PH'.
// ESP, the plain studio, has no text of its own in the spec (the studio texts there are the
// garden and the penthouse ones), so 'CONDO Depto. -Estudio' is invented in the same style.
import type { LocalizedText, TypologyCode } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { typologies } from '../db/schema';

export interface TypologySeed {
  id: number;
  code: TypologyCode;
  name: LocalizedText;
  description: string;
  /** m²: studios of 35 m² up to penthouses of 106 m² (SPEC §2.20). */
  sizeM2: number;
  bedrooms: number;
}

export const TYPOLOGIES: readonly TypologySeed[] = [
  {
    id: 33, code: '1R', description: 'CONDO Depto.- 1 Recamara', sizeM2: 52, bedrooms: 1,
    name: { es: 'Departamento de 1 recámara', en: 'One-bedroom apartment', fr: 'Appartement une chambre' },
  },
  {
    id: 34, code: '2R', description: 'CONDO Depto. -2 Recamaras', sizeM2: 78, bedrooms: 2,
    name: { es: 'Departamento de 2 recámaras', en: 'Two-bedroom apartment', fr: 'Appartement deux chambres' },
  },
  {
    id: 35, code: '3R', description: 'CONDO Depto. -3 Recamaras', sizeM2: 96, bedrooms: 3,
    name: { es: 'Departamento de 3 recámaras', en: 'Three-bedroom apartment', fr: 'Appartement trois chambres' },
  },
  {
    id: 36, code: 'PH', description: 'CONDO Depto.- PH', sizeM2: 106, bedrooms: 2,
    name: { es: 'Penthouse con terraza', en: 'Penthouse with terrace', fr: 'Penthouse avec terrasse' },
  },
  {
    id: 37, code: 'ESP', description: 'CONDO Depto. -Estudio', sizeM2: 35, bedrooms: 0,
    name: { es: 'Estudio', en: 'Studio', fr: 'Studio' },
  },
  {
    id: 38, code: 'EG', description: 'CONDO Depto. -Estudio Garden', sizeM2: 42, bedrooms: 0,
    name: { es: 'Estudio con jardín', en: 'Garden studio', fr: 'Studio avec jardin' },
  },
  {
    id: 39, code: 'EPH', description: 'CONDO Depto. -Estudio PH', sizeM2: 45, bedrooms: 0,
    name: { es: 'Estudio penthouse', en: 'Penthouse studio', fr: 'Studio penthouse' },
  },
];

export function typologyByCode(code: TypologyCode): TypologySeed {
  const found = TYPOLOGIES.find((t) => t.code === code);
  if (!found) throw new Error(`no typology ${code}`);
  return found;
}

export async function seedTypologies(db: Db, developmentId: number): Promise<number> {
  await db.insert(typologies).values(
    TYPOLOGIES.map((t) => ({
      id: t.id,
      developmentId,
      code: t.code,
      name: t.name,
      description: t.description,
      sizeM2: t.sizeM2,
      bedrooms: t.bedrooms,
    })),
  );
  return TYPOLOGIES.length;
}
