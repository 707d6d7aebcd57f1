// How wide an item card's picture is shown: 3 columns on desktop, 2 on a tablet, 1 on a phone.
// The show room's grid says so to the browser (`sizes`); a download for offline use picks the
// same picture the browser would.

export const CARD_SIZES = '(min-width: 1024px) 340px, (min-width: 600px) 45vw, 92vw';

/** The card picture's width in device pixels on this screen, as `sizes` above works it out. */
export function cardPixelWidth(): number {
  const viewport = window.innerWidth;
  const css = window.matchMedia('(min-width: 1024px)').matches ? 340 : window.matchMedia('(min-width: 600px)').matches ? 0.45 * viewport : 0.92 * viewport;
  return Math.ceil(css * (window.devicePixelRatio || 1));
}

/** The `srcset` candidate a browser would take for a card: the narrowest at least as wide, else the widest. */
export function cardPictureUrl(image: string, srcset: string | null | undefined, width: number): string {
  const candidates = (srcset ?? '')
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .flatMap(([url, descriptor]) => (url && descriptor?.endsWith('w') ? [{ url, width: Number.parseInt(descriptor, 10) }] : []))
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return image;
  return (candidates.find((c) => c.width >= width) ?? candidates[candidates.length - 1]!).url;
}
