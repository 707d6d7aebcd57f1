// GET /items/page?code=…&limit=1 (issue 13): the item with exactly that code (any letter case).
// The bulk linker asks it for each code a file's name may carry, longest first, instead of
// loading the whole catalogue (megabytes at 50,000 items) to search it in the browser.
import type { Item } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { codesInFileName } from './codes-in-file-name';

export async function fetchItemByCode(code: string, { signal, lang }: LocalisedCallOptions): Promise<Item | null> {
  const query = new URLSearchParams({ code, limit: '1' });
  const page = await apiRequestChecked(`/items/page?${query.toString()}`, (s) => s.itemsPageSchema, { signal, lang });
  return page.items[0] ?? null;
}

/** The item whose code the file's name carries (the longest such code), or null. */
export async function findItemForFileName(fileName: string, options: LocalisedCallOptions): Promise<Item | null> {
  for (const code of codesInFileName(fileName)) {
    const item = await fetchItemByCode(code, options);
    if (item) return item;
  }
  return null;
}
