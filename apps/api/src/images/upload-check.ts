// What an upload really is, judged by its bytes (never by its name or Content-Type): JPEG, PNG,
// WebP or AVIF only, and not more pixels than MAX_INPUT_PIXELS. Only the header is read here;
// nothing is decoded, so a pixel bomb is refused before it can take memory. SVG, HEIC, GIF,
// TIFF and anything else never reach an image decoder.
import type sharp from 'sharp';
import { loadSharp } from './load-sharp';
import { MAX_INPUT_PIXELS } from './image-processing';

/** Uploads larger than this are refused while they stream in (413). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type UploadFormat = (typeof UPLOAD_FORMATS)[number];

export type UploadVerdict =
  | { ok: true; format: UploadFormat; width: number; height: number }
  | { ok: false; reason: 'unsupported' | 'unreadable' | 'too_many_pixels' };

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);

/** The format the first bytes announce, or null. */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ISO-BMFF: a 'ftyp' box whose major or compatible brands name AVIF (still or sequence).
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
    for (let at = 8; at + 4 <= boxSize; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(bytes, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** Checks an upload without decoding its pixels. */
export async function inspectUpload(bytes: Buffer): Promise<UploadVerdict> {
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) return { ok: false, reason: 'unsupported' };
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    // The header only; the pixel limit is checked below with a clear answer.
    meta = await (await loadSharp())(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // The decoder must agree with the magic bytes (an AVIF is HEIF with AV1 inside; HEIC is not).
  const format = meta.format === 'heif' ? (meta.compression === 'av1' ? 'avif' : null) : meta.format;
  if (format !== sniffed) return { ok: false, reason: 'unsupported' };
  const { width, height } = meta;
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too_many_pixels' };
  return { ok: true, format: sniffed, width, height };
}
