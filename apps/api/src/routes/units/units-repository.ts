// SQL of the unit reads: units with their typology, development and (left-joined) owner, and
// the users of the assign dialog. Visibility of owner fields is decided in property-view.ts.
import { and, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@vitrina/contracts';
import type { Db } from '../../db/client';
import { developments, properties, typologies, users } from '../../db/schema';

const unitColumns = {
  id: properties.id,
  name: properties.name,
  description: properties.description,
  number: properties.number,
  furniture: properties.furniture,
  sizeM2: properties.sizeM2,
  typology: typologies.code,
  typologyName: typologies.name,
  development: developments.code,
  userId: properties.userId,
  dateBuy: properties.dateBuy,
  status: properties.status,
  holdUntil: properties.holdUntil,
  price: properties.price,
  currency: developments.currency,
  publishPrices: developments.publishPrices,
  ownerId: users.id,
  ownerName: users.name,
  ownerEmail: users.email,
  ownerPhone: users.phone,
  ownerType: users.type,
};

export interface UnitRow {
  id: number;
  name: string;
  description: string;
  number: string;
  furniture: string;
  sizeM2: number;
  typology: string;
  /** The unit type's name in es/en/fr. */
  typologyName: LocalizedText;
  development: string;
  userId: number | null;
  dateBuy: string | null;
  /** The lifecycle status (decision 033). */
  status: string;
  holdUntil: Date | null;
  /** The list price in the development's currency. */
  price: number | null;
  currency: string;
  /** Whether the development shows its prices to visitors. */
  publishPrices: boolean;
  ownerId: number | null;
  ownerName: string | null;
  ownerEmail: string | null;
  ownerPhone: string | null;
  ownerType: string | null;
}

// Unit numbers are text ('101', '1203', 'PH-2'): '1203' must come after '203', so numbers are
// compared as numbers where they are digits. Sorting in JS keeps this independent of the
// database's collation (PGlite and the server may differ); lists are a few hundred rows at most.
const byNumber = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
const byName = new Intl.Collator('es', { sensitivity: 'base' });

export function sortUnits<T extends Pick<UnitRow, 'number' | 'development' | 'id'>>(rows: T[]): T[] {
  return rows.sort((a, b) => byNumber.compare(a.number, b.number) || byNumber.compare(a.development, b.development) || a.id - b.id);
}

async function selectUnits(db: Db, where?: SQL): Promise<UnitRow[]> {
  const rows = await db
    .select(unitColumns)
    .from(properties)
    .innerJoin(typologies, eq(typologies.id, properties.typologyId))
    .innerJoin(developments, eq(developments.id, properties.developmentId))
    .leftJoin(users, eq(users.id, properties.userId))
    .where(where);
  return sortUnits(rows);
}

/**
 * 'purchased': units with a buyer (reserved or sold: user_id is their buyer); 'available': the
 * others (available or on hold). The spec's lists keep reading user_id (issue 22).
 */
export type UnitFilter = 'all' | 'purchased' | 'available';

export function listUnits(db: Db, filter: UnitFilter): Promise<UnitRow[]> {
  const where = filter === 'purchased' ? isNotNull(properties.userId) : filter === 'available' ? isNull(properties.userId) : undefined;
  return selectUnits(db, where);
}

export function listUnitsOfUser(db: Db, userId: number): Promise<UnitRow[]> {
  return selectUnits(db, eq(properties.userId, userId));
}

/**
 * Units still for sale in developments that are selling. Not "coming soon" (nothing on sale
 * yet), not "archived", and not "sold out" either: that is the Admin saying nothing is left to
 * buy, even if a unit's buyer is not recorded yet, so a visitor is not offered it.
 */
export function listUnitsForSale(db: Db): Promise<UnitRow[]> {
  return selectUnits(db, and(isNull(properties.userId), inArray(properties.status, ['available', 'on_hold']), eq(developments.status, 'selling')));
}

export async function findUnit(db: Db, id: number): Promise<UnitRow | null> {
  const rows = await selectUnits(db, eq(properties.id, id));
  return rows[0] ?? null;
}

export async function unitExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: properties.id }).from(properties).where(eq(properties.id, id)).limit(1);
  return rows.length > 0;
}

export async function userExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  return rows.length > 0;
}

export interface UserRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  type: string;
}

/** Everyone who can be assigned a unit, by name; only the public fields, never a hash. */
export async function listUsers(db: Db): Promise<UserRow[]> {
  const rows = await db.select({ id: users.id, name: users.name, email: users.email, phone: users.phone, type: users.type }).from(users);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}
