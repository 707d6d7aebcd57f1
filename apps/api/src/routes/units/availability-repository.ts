// SQL of the public availability (issue 22, decision 034): a development's publish flags, and
// its units with only what a visitor may see — never a buyer, a holder, a hold's note or end.
import { eq } from 'drizzle-orm';
import type { LocalizedText } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { developments, properties, typologies } from '../../db/schema';

export async function findPublishingDevelopment(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: developments.id,
      slug: developments.slug,
      code: developments.code,
      name: developments.name,
      status: developments.status,
      currency: developments.currency,
      publishPrices: developments.publishPrices,
      publishAvailability: developments.publishAvailability,
    })
    .from(developments)
    .where(eq(developments.slug, slug))
    .limit(1);
  return row;
}

export interface PublicUnitRow {
  id: number;
  number: string;
  floor: number;
  position: number | null;
  typologyId: number;
  typologyCode: string;
  typologyName: LocalizedText;
  sizeM2: number;
  price: number | null;
  status: string;
}

/** The columns here are the whole of what leaves: the buyer and hold columns are not read. */
export function listPublicUnits(db: Db, developmentId: number): Promise<PublicUnitRow[]> {
  return db
    .select({
      id: properties.id,
      number: properties.number,
      floor: properties.floor,
      position: properties.position,
      typologyId: typologies.id,
      typologyCode: typologies.code,
      typologyName: typologies.name,
      sizeM2: properties.sizeM2,
      price: properties.price,
      status: properties.status,
    })
    .from(properties)
    .innerJoin(typologies, eq(typologies.id, properties.typologyId))
    .where(eq(properties.developmentId, developmentId));
}
