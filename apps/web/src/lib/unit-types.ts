// A development's unit types as a visitor meets them (topology page, picker, package prices):
// from the smallest to the largest, so studios come first and penthouses last whatever order
// they were added in.
import type { PublicTypology } from '@vitrina/contracts';

export function unitTypesBySize<T extends Pick<PublicTypology, 'size_m2' | 'bedrooms' | 'id'>>(types: readonly T[]): T[] {
  return [...types].sort((a, b) => a.size_m2 - b.size_m2 || a.bedrooms - b.bedrooms || a.id - b.id);
}

/** The smallest and largest unit size, or null without unit types. */
export function sizeRangeOf(types: readonly Pick<PublicTypology, 'size_m2'>[]): { min: number; max: number } | null {
  if (types.length === 0) return null;
  const sizes = types.map((t) => t.size_m2);
  return { min: Math.min(...sizes), max: Math.max(...sizes) };
}
