// Money without float drift: prices are numeric(14,2) in the database and numbers in JS, so any
// arithmetic on them is done in whole cents (integers, exact far beyond a condo's price).
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** Two prices (or their absence) are the same to the cent. */
export const samePrice = (a: number | null, b: number | null): boolean => (a === null || b === null ? a === b : toCents(a) === toCents(b));
