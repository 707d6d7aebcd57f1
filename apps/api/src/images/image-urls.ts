// Public addresses of stored pictures: GET /api/images/{hash}?w={width}. A URL names the
// content (its hash), so it can be cached forever.

/** SHA-256 hex, as processImage names pictures. */
export const IMAGE_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** The width the item answers point at (the grid's cards are at most this wide). */
export const DISPLAY_WIDTH = 640;

export const imageUrl = (hash: string, width: number = DISPLAY_WIDTH) => `/api/images/${hash}?w=${width}`;

/** The stored width served for a requested one: the nearest not larger, else the smallest. */
export function chooseVariantWidth(stored: readonly number[], requested: number): number | undefined {
  const sorted = [...stored].sort((a, b) => a - b);
  let chosen = sorted[0];
  for (const width of sorted) if (width <= requested) chosen = width;
  return chosen;
}

/** `srcset` over every stored width, smallest first. */
export const imageSrcset = (hash: string, widths: readonly number[]) =>
  [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${imageUrl(hash, w)} ${w}w`)
    .join(', ');
