import { describe, expect, it } from 'vitest';
import { sizeRangeOf, unitTypesBySize } from './unit-types';

describe('unit types', () => {
  it('go from the smallest to the largest; bedrooms, then id, break ties', () => {
    const types = [
      { id: 36, size_m2: 106, bedrooms: 2 },
      { id: 33, size_m2: 52, bedrooms: 1 },
      { id: 37, size_m2: 35, bedrooms: 0 },
      { id: 101, size_m2: 52, bedrooms: 0 },
      { id: 100, size_m2: 52, bedrooms: 0 },
    ];
    expect(unitTypesBySize(types).map((t) => t.id)).toEqual([37, 100, 101, 33, 36]);
    // The list given is left as it was.
    expect(types[0]!.id).toBe(36);
  });

  it('span a size range, or none without unit types', () => {
    expect(sizeRangeOf([{ size_m2: 78 }, { size_m2: 35 }, { size_m2: 106 }])).toEqual({ min: 35, max: 106 });
    expect(sizeRangeOf([])).toBeNull();
  });
});
