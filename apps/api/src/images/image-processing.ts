// Turns any picture sharp can read into what the database keeps: a content hash, the size, a
// placeholder colour and WebP renditions in a few widths. The input is decoded exactly once;
// every rendition is made from the decoded pixels, so nothing of the original file (metadata,
// embedded scripts, odd containers) survives.
import { createHash } from 'node:crypto';
import { loadSharp } from './load-sharp';

/** Pictures larger than this are refused before they are decoded (decompression bombs). */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Widths of the stored renditions; never larger than the picture itself. */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;
export const WEBP_QUALITY = 78;
/** 0 (fastest) … 6 (smallest); 2 keeps a 1280 px rendition in tens of ms on 2 cores. */
export const WEBP_EFFORT = 2;

export interface ProcessImageOptions {
  /** WebP effort, default WEBP_EFFORT; 0 halves the time again for flat, generated pictures. */
  effort?: number;
}

export interface ImageVariantData {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** SHA-256 (hex) of the decoded pixels; the image's public name. */
  hash: string;
  width: number;
  height: number;
  /** `#rrggbb`, shown while the picture loads. */
  dominantColor: string;
  /** Smallest first. */
  variants: ImageVariantData[];
}

const hex = (n: number) => Math.max(0, Math.min(255, Math.round(n))).toString(16).padStart(2, '0');

/**
 * The most frequent colour, the way sharp's stats() finds it (a 16 × 16 × 16 histogram), on a
 * thumbnail and in JavaScript: stats() costs ~50 ms a picture here, this ~3 ms. The answer is
 * the mean of the winning bin rather than its centre, so flat colours come back exactly.
 */
async function dominantColour(pixels: Buffer, width: number, height: number): Promise<string> {
  const sharp = await loadSharp();
  const thumb = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .resize({ width: Math.min(width, 96), kernel: 'nearest' })
    .raw()
    .toBuffer();
  const count = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  for (let i = 0; i + 3 < thumb.length; i += 4) {
    if ((thumb[i + 3] ?? 0) < 128) continue; // transparent pixels have no colour to show
    const r = thumb[i] ?? 0;
    const g = thumb[i + 1] ?? 0;
    const b = thumb[i + 2] ?? 0;
    const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    count[bin] = (count[bin] ?? 0) + 1;
    sums[bin * 3] = (sums[bin * 3] ?? 0) + r;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] ?? 0) + g;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] ?? 0) + b;
  }
  let best = -1;
  let bestCount = 0;
  for (let bin = 0; bin < 4096; bin++) {
    const n = count[bin] ?? 0;
    if (n > bestCount) {
      best = bin;
      bestCount = n;
    }
  }
  if (best < 0) return '#ffffff';
  const mean = (k: number) => (sums[best * 3 + k] ?? 0) / bestCount;
  return `#${hex(mean(0))}${hex(mean(1))}${hex(mean(2))}`;
}

function isOpaque(rgba: Buffer): boolean {
  for (let i = 3; i < rgba.length; i += 4) if (rgba[i] !== 255) return false;
  return true;
}

/** Widths to render for a picture `width` pixels wide. */
export function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

/**
 * Decodes, auto-orients and re-encodes a picture. Throws sharp's error for anything that is
 * not a readable image or that exceeds MAX_INPUT_PIXELS (callers turn it into a 4xx).
 */
export async function processImage(input: Buffer, options: ProcessImageOptions = {}): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  const effort = options.effort ?? WEBP_EFFORT;
  // One decode: the oriented RGBA pixels feed the hash, the statistics and every rendition.
  const { data: pixels, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const raw = { raw: { width, height, channels: 4 as const } };

  // The size takes part in the hash: the same bytes in another shape are another picture.
  const hash = createHash('sha256').update(`${width}x${height}:rgba:`).update(pixels).digest('hex');

  const dominantColor = await dominantColour(pixels, width, height);
  const opaque = isOpaque(pixels);

  const variants = await Promise.all(
    variantWidths(width).map(async (targetWidth) => {
      let pipeline = sharp(pixels, raw);
      if (targetWidth !== width) pipeline = pipeline.resize({ width: targetWidth, withoutEnlargement: true });
      // An opaque picture needs no alpha plane: smaller files, faster encoding.
      if (opaque) pipeline = pipeline.removeAlpha();
      const { data, info: out } = await pipeline
        .webp({ quality: WEBP_QUALITY, effort })
        .toBuffer({ resolveWithObject: true });
      return { width: out.width, height: out.height, data };
    }),
  );
  return { hash, width, height, dominantColor, variants };
}
