// What a document's file is, judged by its bytes (never by its name or the Content-Type the
// client sent): a PDF, a JPEG, a PNG or a WebP, each recognised by its signature at the very
// start AND by the structure at its very end, so that an executable renamed `.pdf` (no
// signature) and the usual polyglots (a PDF or picture with a ZIP, a script or a second file
// appended after its end marker) are refused. The check reads only the file's first and last
// bytes, so it runs on the chunks as they were received, without joining them into one buffer.
import type { DocumentContentType } from '@vitrina/contracts';

export type ContentVerdict = { ok: true; contentType: DocumentContentType } | { ok: false; reason: 'empty' | 'unsupported' };

/** How many bytes of the end are looked at: PDF writers may put a few bytes after `%%EOF`. */
const TAIL_BYTES = 1024;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** An IEND chunk: length 0, type IEND, its fixed CRC. */
const PNG_END = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** The first `count` bytes of a file held as chunks. */
export function headOf(chunks: readonly Buffer[], count: number): Buffer {
  const parts: Buffer[] = [];
  let taken = 0;
  for (const chunk of chunks) {
    if (taken >= count) break;
    const part = chunk.subarray(0, count - taken);
    parts.push(part);
    taken += part.length;
  }
  return Buffer.concat(parts);
}

/** The last `count` bytes of a file held as chunks. */
export function tailOf(chunks: readonly Buffer[], count: number): Buffer {
  const parts: Buffer[] = [];
  let taken = 0;
  for (let i = chunks.length - 1; i >= 0 && taken < count; i--) {
    const chunk = chunks[i]!;
    const part = chunk.subarray(Math.max(0, chunk.length - (count - taken)));
    parts.unshift(part);
    taken += part.length;
  }
  return Buffer.concat(parts);
}

const ascii = (bytes: Buffer, start: number, end: number) => bytes.toString('latin1', start, end);
/** Trailing bytes a writer may leave after a format's end marker: whitespace and NUL padding. */
const onlyPadding = (bytes: Buffer) => bytes.every((b) => b === 0x00 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x20);

function isPdf(head: Buffer, tail: Buffer): boolean {
  // ISO 32000: "%PDF-1.x" or "%PDF-2.x" at offset 0 (readers tolerate it later; we do not, so
  // nothing can come before it), and the last "%%EOF" followed by nothing but line ends.
  if (!/^%PDF-[12]\.\d/.test(ascii(head, 0, 8))) return false;
  const end = tail.lastIndexOf('%%EOF', undefined, 'latin1');
  return end >= 0 && onlyPadding(tail.subarray(end + 5));
}

function isJpeg(head: Buffer, tail: Buffer): boolean {
  if (!(head.length >= 4 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)) return false;
  // The last end-of-image marker, with at most padding after it.
  let end = -1;
  for (let i = tail.length - 2; i >= 0; i--) {
    if (tail[i] === 0xff && tail[i + 1] === 0xd9) {
      end = i;
      break;
    }
  }
  return end >= 0 && onlyPadding(tail.subarray(end + 2));
}

function isPng(head: Buffer, tail: Buffer): boolean {
  return head.length >= PNG_SIGNATURE.length && head.subarray(0, 8).equals(PNG_SIGNATURE) && tail.length >= PNG_END.length && tail.subarray(tail.length - PNG_END.length).equals(PNG_END);
}

function isWebp(head: Buffer, size: number): boolean {
  if (head.length < 16 || ascii(head, 0, 4) !== 'RIFF' || ascii(head, 8, 12) !== 'WEBP') return false;
  if (!['VP8 ', 'VP8L', 'VP8X'].includes(ascii(head, 12, 16))) return false;
  // The RIFF header names the file's length: nothing may follow the image.
  const riffSize = head.readUInt32LE(4) + 8;
  return riffSize === size || riffSize + 1 === size; // a RIFF chunk of odd length has one pad byte
}

/** The verdict on a whole file, given as the chunks it arrived in and its total size. */
export function judgeDocumentContent(chunks: readonly Buffer[], size: number): ContentVerdict {
  if (size === 0) return { ok: false, reason: 'empty' };
  const head = headOf(chunks, 16);
  const tail = tailOf(chunks, TAIL_BYTES);
  if (isPdf(head, tail)) return { ok: true, contentType: 'application/pdf' };
  if (isJpeg(head, tail)) return { ok: true, contentType: 'image/jpeg' };
  if (isPng(head, tail)) return { ok: true, contentType: 'image/png' };
  if (isWebp(head, size)) return { ok: true, contentType: 'image/webp' };
  return { ok: false, reason: 'unsupported' };
}

/** The file name a download gets: the title in safe ASCII, with the type's extension. */
export function downloadName(title: string, contentType: DocumentContentType): { ascii: string; utf8: string } {
  const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[contentType];
  const clean = title
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
  const base = clean || 'document';
  const asciiBase =
    base
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._ -]+/g, '_')
      .replace(/^[.\s]+/, '')
      .trim() || 'document';
  return { ascii: `${asciiBase}.${extension}`, utf8: `${base}.${extension}` };
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266, RFC 5987). */
export function attachmentHeader(name: { ascii: string; utf8: string }): string {
  const encoded = encodeURIComponent(name.utf8).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}
