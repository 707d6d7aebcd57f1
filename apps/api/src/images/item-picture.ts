// An item's picture from an upload: checked by its bytes, decoded once, re-encoded to WebP
// without metadata (prepareUpload), then stored and linked in one transaction that also tells
// every instance the catalogue changed (storeItemPicture): when any step fails (unknown item
// included) nothing is left behind.
import type { ChangeSignal } from '../cache/change-signal';
import { processImage, type ProcessedImage } from './image-processing';
import { deleteImageIfUnused, linkImage, saveImage } from './image-repository';
import { inspectUpload } from './upload-check';

export type PreparedUpload =
  | { kind: 'ok'; image: ProcessedImage }
  | { kind: 'empty' | 'unsupported' | 'unreadable' | 'too-many-pixels' };

/** Checks the bytes, then decodes and re-encodes them. */
export async function prepareUpload(bytes: Buffer): Promise<PreparedUpload> {
  if (bytes.length === 0) return { kind: 'empty' };
  const verdict = await inspectUpload(bytes);
  if (!verdict.ok) return { kind: verdict.reason === 'too_many_pixels' ? 'too-many-pixels' : verdict.reason };
  try {
    return { kind: 'ok', image: await processImage(bytes) };
  } catch (error) {
    // The header said one thing, the pixels another (truncated or corrupt data).
    return { kind: /pixel limit/i.test((error as Error).message) ? 'too-many-pixels' : 'unreadable' };
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++, e = (e as { cause?: unknown }).cause) {
    if (codeOf(e) === '23503') return true;
  }
  return false;
}

/** Thrown inside the transaction so that the picture just stored is rolled back with the rest. */
class ItemNotFound extends Error {}

/** Stores the picture and points the item at it; the item's previous picture goes if nothing else shows it. */
export async function storeItemPicture(signal: ChangeSignal, itemId: number, image: ProcessedImage): Promise<'linked' | 'item-not-found'> {
  const store = () =>
    signal.transaction(async (tx) => {
      const imageId = await saveImage(tx, image);
      const linked = await linkImage(tx, itemId, imageId);
      if (!linked) throw new ItemNotFound();
      if (linked.previous !== null && linked.previous !== imageId) await deleteImageIfUnused(tx, linked.previous);
    });
  try {
    try {
      await store();
    } catch (error) {
      // The same picture was being dropped by another upload as we linked it: store it anew.
      if (!isForeignKeyViolation(error)) throw error;
      await store();
    }
  } catch (error) {
    if (error instanceof ItemNotFound) return 'item-not-found';
    throw error;
  }
  return 'linked';
}
