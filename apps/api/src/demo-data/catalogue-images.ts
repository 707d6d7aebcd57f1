// Pictures for the demo catalogue: one illustration per item kind and category, made at seed
// time (no network, nothing bundled). The CPU-heavy part (render, hash, WebP) runs before the
// transaction and two at a time (the machine's cores); only the inserts run inside it.
import type { Category } from '@vitrina/contracts';
import type { Db } from '../db/client';
import { processImage, type ProcessedImage } from '../images/image-processing';
import { saveImageDetailed } from '../images/image-repository';
import { illustrationSvg, type IllustrationKind } from '../images/illustrations';

export type IllustrationKey = `${IllustrationKind}|${Category}`;

export const illustrationKey = (kind: IllustrationKind, category: Category): IllustrationKey => `${kind}|${category}`;

const CONCURRENCY = 2;

/** Renders and processes each distinct illustration once. */
export async function prepareIllustrations(keys: Iterable<IllustrationKey>): Promise<Map<IllustrationKey, ProcessedImage>> {
  const queue = [...new Set(keys)].sort();
  const done = new Map<IllustrationKey, ProcessedImage>();
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      const [kind, category] = key.split('|') as [IllustrationKind, Category];
      // The SVG goes to sharp as it is: encoding a PNG first would only be decoded again. Flat
      // shapes compress as well at the lowest WebP effort, in half the time.
      done.set(key, await processImage(Buffer.from(illustrationSvg(kind, category)), { effort: 0 }));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done;
}

/** Stores the processed illustrations (identical pictures once); returns the image id of each key. */
export async function saveIllustrations(
  db: Db,
  processed: ReadonlyMap<IllustrationKey, ProcessedImage>,
): Promise<{ ids: Map<IllustrationKey, number>; created: number }> {
  const ids = new Map<IllustrationKey, number>();
  let created = 0;
  for (const [key, image] of [...processed].sort(([a], [b]) => a.localeCompare(b))) {
    const saved = await saveImageDetailed(db, image);
    ids.set(key, saved.id);
    if (saved.created) created++;
  }
  return { ids, created };
}
