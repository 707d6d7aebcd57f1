import { describe, expect, it } from 'vitest';
import { isUnitBuyer } from './buyer';

describe("who a unit's file is for", () => {
  it("is the unit's user while it is reserved or sold", () => {
    expect(isUnitBuyer({ user_id: 7, status: 'reserved' }, 7)).toBe(true);
    expect(isUnitBuyer({ user_id: 7, status: 'sold' }, 7)).toBe(true);
    expect(isUnitBuyer({ user_id: 7 }, 7)).toBe(true);
  });

  it('is nobody else, and nobody while the unit is available or on hold', () => {
    expect(isUnitBuyer({ user_id: 7, status: 'sold' }, 8)).toBe(false);
    expect(isUnitBuyer({ user_id: 7, status: 'sold' }, null)).toBe(false);
    expect(isUnitBuyer({ user_id: null, status: 'available' }, 7)).toBe(false);
    expect(isUnitBuyer({ user_id: 7, status: 'on_hold' }, 7)).toBe(false);
    expect(isUnitBuyer({ user_id: 7, status: 'available' }, 7)).toBe(false);
  });
});
