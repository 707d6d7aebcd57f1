// Bulk linking (SPEC §2.9 admin): which item a dropped picture belongs to, read from its file
// name. Pure, unit-tested.
import type { Item } from '@vitrina/contracts';

/**
 * The item whose code appears in the file's name (case-insensitive). The longest code wins, so
 * 'SOF-10' is not taken for 'SOF-100'. null when no code matches.
 */
export function itemForFileName(fileName: string, items: readonly Pick<Item, 'id' | 'code'>[]): Pick<Item, 'id' | 'code'> | null {
  const base = fileName.replace(/\.[^.]+$/, '').toLowerCase();
  let best: Pick<Item, 'id' | 'code'> | null = null;
  for (const item of items) {
    const code = item.code.trim().toLowerCase();
    if (!code || !base.includes(code)) continue;
    if (!best || code.length > best.code.trim().length) best = item;
  }
  return best;
}
