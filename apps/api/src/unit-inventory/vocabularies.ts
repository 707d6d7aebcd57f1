// A unit's columns as the answers type them. The CHECK constraints keep each column in its list;
// the fallbacks only keep a hand-edited row from turning a whole answer into a 500.
import { CATEGORIES, CURRENCIES, TYPOLOGY_CODES, UNIT_STATUSES, type Category, type Currency, type TypologyCode, type UnitStatus } from '@vitrina/contracts';

const isIn = <T extends string>(list: readonly T[], v: string): v is T => (list as readonly string[]).includes(v);

export const currencyOf = (v: string): Currency => (isIn(CURRENCIES, v) ? v : 'MXN');
export const furnitureOf = (v: string): Category => (isIn(CATEGORIES, v) ? v : 'ESTANDAR');
export const typologyCodeOf = (v: string): TypologyCode => (isIn(TYPOLOGY_CODES, v) ? v : '1R');
/** A hand-edited status reads as available (as the status route reads it). */
export const statusOf = (v: string): UnitStatus => (isIn(UNIT_STATUSES, v) ? v : 'available');
