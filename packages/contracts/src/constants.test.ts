import { describe, expect, it } from 'vitest';
import {
  ALERT_DURATION_MS,
  API_TIMEOUT_MS,
  ASSIGN_DIALOG_PAGE_BUTTONS,
  ASSIGN_DIALOG_PAGE_SIZE,
  DEFAULT_PROPERTY_SIZE_TEXT,
  DEFAULT_SHOW_ROOM_PROPERTY_ID,
  IDEMPOTENCY_KEY_PATTERN,
  INSTALL_FALLBACK_MS,
  ITEM_GRID_COLUMNS,
  SHOW_ROOM_ITEMS_TYPOLOGY,
  SNACKBAR_TIMEOUT_MS,
  VERSION_LABEL,
  displayTypology,
  isMobileWidth,
  isMultiLineToast,
  normalizeCategory,
  userTypeOf,
} from './constants';
import { DEFAULT_PACKAGE_TERMS } from './development-rules';

describe('SPEC §9 constants', () => {
  it('keeps the timings and layout figures of the spec', () => {
    expect([API_TIMEOUT_MS, SNACKBAR_TIMEOUT_MS, ALERT_DURATION_MS, INSTALL_FALLBACK_MS]).toEqual([10000, 4000, 3000, 3000]);
    expect([ASSIGN_DIALOG_PAGE_SIZE, ASSIGN_DIALOG_PAGE_BUTTONS, ITEM_GRID_COLUMNS]).toEqual([5, 5, 3]);
    expect(VERSION_LABEL).toBe('Version 1.11');
  });

  it('uses a multi-line toast only above 50 characters and mobile only below 768 px', () => {
    expect(isMultiLineToast('x'.repeat(50))).toBe(false);
    expect(isMultiLineToast('x'.repeat(51))).toBe(true);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
  });

  it('asks the show room for 2R items, on unit 34 by default', () => {
    expect(SHOW_ROOM_ITEMS_TYPOLOGY).toBe('2R');
    expect(DEFAULT_SHOW_ROOM_PROPERTY_ID).toBe('34');
    expect(DEFAULT_PROPERTY_SIZE_TEXT).toBe('52 m²');
  });

});

describe('a new development’s package terms (SPEC §9)', () => {
  it('start as the spec’s: Gold 30 %, Premium 20 %, Black 30 %, each with a price freeze and a financing plan', () => {
    expect(Object.entries(DEFAULT_PACKAGE_TERMS).map(([k, t]) => [k, t.down_payment_percent])).toEqual([['GOLD', 30], ['PREMIUM', 20], ['BLACK', 30]]);
    expect(Object.values(DEFAULT_PACKAGE_TERMS).every((t) => t.price_freeze && t.financing_plan)).toBe(true);
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('accepts what the web app sends, 8 to 100 letters, digits, _ and -', () => {
    for (const key of [crypto.randomUUID(), 'abcDEF12', 'a_b-c'.padEnd(100, 'x')]) expect(IDEMPOTENCY_KEY_PATTERN.test(key), key).toBe(true);
  });

  it.each(['', 'short12', 'x'.repeat(101), 'has space1', 'comma,key1', 'key.with.dots', 'ünïcödé-key'])('refuses %j', (key) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(false);
  });
});

describe('normalizeCategory', () => {
  it.each([
    ['ESTÁNDAR', 'ESTANDAR'],
    ['estándar', 'ESTANDAR'],
    ['Estandar', 'ESTANDAR'],
    ['ESTA\u0301NDAR', 'ESTANDAR'], // decomposed accent
    [' gold ', 'GOLD'],
    ['Premium', 'PREMIUM'],
    ['black', 'BLACK'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCategory(input)).toBe(expected);
  });

  it.each(['', 'STANDARD', 'PLATINUM', 'GOLD PREMIUM'])('refuses %j', (input) => {
    expect(normalizeCategory(input)).toBeNull();
  });

  it('refuses missing values', () => {
    expect(normalizeCategory(null)).toBeNull();
    expect(normalizeCategory(undefined)).toBeNull();
  });
});

describe('displayTypology', () => {
  it('shows EPH as ESP and every other code as it is', () => {
    expect(displayTypology('EPH')).toBe('ESP');
    expect(displayTypology('eph')).toBe('ESP');
    expect(['1R', '2R', '3R', 'PH', 'ESP', 'EG'].map(displayTypology)).toEqual(['1R', '2R', '3R', 'PH', 'ESP', 'EG']);
  });
});

describe('userTypeOf', () => {
  it('keeps every known type', () => {
    expect(['Guest', 'User', 'Admin', 'Vitrina', 'Selecta'].map(userTypeOf)).toEqual(['Guest', 'User', 'Admin', 'Vitrina', 'Selecta']);
  });

  it.each([undefined, null, '', 'admin', 'ADMIN', 'Owner', 42, {}])('reads %j as Guest', (value) => {
    expect(userTypeOf(value)).toBe('Guest');
  });
});
