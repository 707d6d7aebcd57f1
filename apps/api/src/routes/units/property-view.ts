// A unit as the API answers it (propertySchema), and who may see whose unit it is.
import {
  CATEGORIES,
  CURRENCIES,
  DEFAULT_PROPERTY_SIZE_TEXT,
  SALES_TEAM_TYPES,
  TYPOLOGY_CODES,
  type Category,
  type Currency,
  type Language,
  type Property,
  type TypologyCode,
} from '@vitrina/contracts';
import type { SessionUser } from '../../auth/sessions';
import { toUser } from '../../users/user-answer';
import type { UnitRow } from './units-repository';
import { unitStatusOf } from './unit-status-repository';

/**
 * Owner fields (user_id, user, date_buy) go only to an Admin and to the unit's owner. Who owns
 * a unit is personal data, so user_id is hidden from everyone else too, not only the user
 * object: a visitor learns whether a unit is for sale from GET /getVisitorProperty instead.
 */
export function maySeeOwner(viewer: Pick<SessionUser, 'id' | 'type'> | null, ownerId: number | null): boolean {
  if (!viewer) return false;
  return viewer.type === 'Admin' || (ownerId !== null && viewer.id === ownerId);
}

/**
 * Holds are the sales office's own business (decision 033): an Admin and the sales team see a
 * unit on hold as on_hold with its end; everyone else sees it as available, without the end.
 */
export function maySeeHolds(viewer: Pick<SessionUser, 'type'> | null): boolean {
  return !!viewer && (viewer.type === 'Admin' || (SALES_TEAM_TYPES as readonly string[]).includes(viewer.type));
}

const sizeFormats = new Map<Language, Intl.NumberFormat>();

/** '52 m²'; decimals only when the size has them ('52,5 m²' in es and fr, '52.5 m²' in en). */
export function sizeText(sizeM2: number | null | undefined, lang: Language): string {
  if (typeof sizeM2 !== 'number' || !Number.isFinite(sizeM2) || sizeM2 <= 0) return DEFAULT_PROPERTY_SIZE_TEXT;
  let format = sizeFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { maximumFractionDigits: 2, useGrouping: false });
    sizeFormats.set(lang, format);
  }
  return `${format.format(sizeM2)} m²`;
}

// The CHECK constraints keep both columns inside these vocabularies; the fallbacks only keep a
// hand-edited row from turning a whole list into a 500.
const furnitureOf = (v: string): Category => ((CATEGORIES as readonly string[]).includes(v) ? (v as Category) : 'ESTANDAR');
const currencyOf = (v: string): Currency => ((CURRENCIES as readonly string[]).includes(v) ? (v as Currency) : 'MXN');
const typologyOf = (v: string): TypologyCode => ((TYPOLOGY_CODES as readonly string[]).includes(v) ? (v as TypologyCode) : '1R');

export function toProperty(row: UnitRow, viewer: Pick<SessionUser, 'id' | 'type'> | null, lang: Language): Property {
  const showOwner = maySeeOwner(viewer, row.userId);
  const owner =
    showOwner && row.ownerId !== null
      ? toUser({ id: row.ownerId, name: row.ownerName ?? '', email: row.ownerEmail ?? '', phone: row.ownerPhone, type: row.ownerType ?? 'Guest' })
      : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    number: row.number,
    furniture: furnitureOf(row.furniture),
    size: sizeText(row.sizeM2, lang),
    typology: typologyOf(row.typology),
    typology_name: row.typologyName[lang] || row.typologyName.es || row.description,
    development: row.development,
    user_id: showOwner ? row.userId : null,
    user: owner,
    date_buy: showOwner ? row.dateBuy : null,
    ...unitStatusFields(row, viewer),
  };
}

/** status, price, currency and hold_until of a unit, as this viewer may see them. */
function unitStatusFields(row: UnitRow, viewer: Pick<SessionUser, 'type'> | null): Pick<Property, 'status' | 'price' | 'currency' | 'hold_until'> {
  const status = unitStatusOf(row.status);
  const office = maySeeHolds(viewer);
  const seesHold = status === 'on_hold' && office;
  return {
    status: status === 'on_hold' && !seesHold ? 'available' : status,
    // Prices: the sales office always; anyone else only if the development publishes them.
    price: office || row.publishPrices ? row.price : null,
    currency: currencyOf(row.currency),
    hold_until: seesHold && row.holdUntil ? row.holdUntil.toISOString() : null,
  };
}
