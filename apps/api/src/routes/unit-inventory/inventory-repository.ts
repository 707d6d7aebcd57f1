// The SQL of the office's inventory (GET /developments/{slug}/units): all of a development's
// units with their unit type, holder and buyer in one query (no query per unit).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { properties, typologies, users } from '../../db/schema';

export interface InventoryUnitRow {
  id: number;
  number: string;
  floor: number;
  position: number | null;
  typologyId: number;
  typologyCode: string;
  typologyName: LocalizedText;
  furniture: string;
  sizeM2: number;
  price: number | null;
  status: string;
  statusVersion: number;
  holdUntil: Date | null;
  holdNote: string | null;
  holderId: number | null;
  holderName: string | null;
  buyerId: number | null;
  buyerName: string | null;
  buyerEmail: string | null;
  reservedAt: Date | null;
  dateBuy: string | null;
}

function selectInventoryUnits(db: Db) {
  const holder = alias(users, 'holder');
  const buyer = alias(users, 'buyer');
  return db
    .select({
      id: properties.id,
      number: properties.number,
      floor: properties.floor,
      position: properties.position,
      typologyId: typologies.id,
      typologyCode: typologies.code,
      typologyName: typologies.name,
      furniture: properties.furniture,
      sizeM2: properties.sizeM2,
      price: properties.price,
      status: properties.status,
      statusVersion: properties.statusVersion,
      holdUntil: properties.holdUntil,
      holdNote: properties.holdNote,
      holderId: holder.id,
      holderName: holder.name,
      buyerId: buyer.id,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      reservedAt: properties.reservedAt,
      dateBuy: properties.dateBuy,
    })
    .from(properties)
    .innerJoin(typologies, eq(typologies.id, properties.typologyId))
    .leftJoin(holder, eq(holder.id, properties.heldBy))
    .leftJoin(buyer, eq(buyer.id, properties.userId));
}

/** Every unit of the development, unordered (the answer orders them: numbers sort as numbers). */
export function listInventoryUnits(db: Db, developmentId: number): Promise<InventoryUnitRow[]> {
  return selectInventoryUnits(db).where(eq(properties.developmentId, developmentId));
}

/** One unit as the inventory shows it, with its development's id (the answer of a unit write). */
export async function findInventoryUnit(db: Db, id: number): Promise<InventoryUnitRow | undefined> {
  const [row] = await selectInventoryUnits(db).where(eq(properties.id, id));
  return row;
}
