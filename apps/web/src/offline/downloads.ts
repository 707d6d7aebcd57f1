// "Download for offline" (issue 12): one tap on a unit's show room keeps, on this device, the
// unit, its development (the list and its detail: terms, pages; decision 030) and the items of
// every package for its unit type in es, en and fr, with each item's
// picture at the width its card shows. The answers go into the query cache (so every screen
// finds them) and into a record of their own (so they outlive the cache's own clean-up);
// the pictures into a Cache Storage cache of the unit's own, never trimmed, that the service
// worker looks in first. The person sees what it takes and can remove it.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { CATEGORIES, LANGUAGES, categoryFetchesItems, type Item, type Property } from '@vitrina/contracts';
import { cardPictureUrl, cardPixelWidth } from '../lib/card-sizes';
import { developmentQueryOptions } from '../api/developments/get-development';
import { developmentsQueryOptions } from '../api/developments/get-developments';
import { itemQueryOptions } from '../api/items/get-item';
import { itemsByCategoryQueryOptions } from '../api/items/get-items-by-category';
import { propertyQueryOptions } from '../api/properties/get-property';
import { DOWNLOAD_REQUEST_HEADER, downloadCacheName, KEPT_AT_HEADER, KEPT_BYTES_HEADER } from './cache-names';
import { deleteDownloadRecord, downloadRecords, saveDownloadRecord, type DownloadRecord } from './download-records';
import { KEPT_DATA_VERSION } from './keep-queries';

export interface DownloadProgress {
  done: number;
  total: number;
  bytes: number;
}

/** Every package that lists items (BLACK lists none), for the comparison too. */
const DOWNLOADED_CATEGORIES = CATEGORIES.filter(categoryFetchesItems);
/** Pictures fetched side by side. */
const PARALLEL_PICTURES = 4;

const jsonBytes = (value: unknown) => new Blob([JSON.stringify(value)]).size;

export async function downloadUnit(
  queryClient: QueryClient,
  unit: Property,
  { userId, signal, onProgress }: { userId: number | null; signal: AbortSignal; onProgress: (progress: DownloadProgress) => void },
): Promise<DownloadRecord> {
  const unitId = String(unit.id);
  const answers: DownloadRecord['answers'] = [];
  const keep = (queryKey: QueryKey, data: unknown) => answers.push({ queryKey, data, updatedAt: Date.now() });
  // Per language: the unit, its development, and each package's items.
  const lists = LANGUAGES.length * (DOWNLOADED_CATEGORIES.length + 2);
  let done = 0;
  let total = lists;
  let bytes = 0;
  const step = (size = 0) => {
    done += 1;
    bytes += size;
    onProgress({ done, total, bytes });
  };
  onProgress({ done, total, bytes });

  const pictures = new Map<string, string>();
  const width = cardPixelWidth();
  for (const lang of LANGUAGES) {
    signal.throwIfAborted();
    const unitOptions = propertyQueryOptions(unitId, lang);
    const unitAnswer = await queryClient.fetchQuery({ ...unitOptions, staleTime: 0 });
    keep(unitOptions.queryKey, unitAnswer);
    step(jsonBytes(unitAnswer));
    signal.throwIfAborted();
    const listOptions = developmentsQueryOptions(lang);
    const list = await queryClient.fetchQuery({ ...listOptions, staleTime: 0 });
    keep(listOptions.queryKey, list);
    const slug = list.find((d) => d.code === unitAnswer?.development)?.slug;
    let developmentBytes = jsonBytes(list);
    if (slug) {
      const detailOptions = developmentQueryOptions(slug, lang);
      const detail = await queryClient.fetchQuery({ ...detailOptions, staleTime: 0 });
      keep(detailOptions.queryKey, detail);
      developmentBytes += jsonBytes(detail);
    }
    step(developmentBytes);
    for (const category of DOWNLOADED_CATEGORIES) {
      signal.throwIfAborted();
      const options = itemsByCategoryQueryOptions(category, unit.typology, lang);
      const items: Item[] = await queryClient.fetchQuery({ ...options, staleTime: 0 });
      keep(options.queryKey, items);
      // Each item's own page opens offline too: the list carries everything it shows.
      for (const item of items) {
        const itemKey = itemQueryOptions(String(item.id), lang).queryKey;
        queryClient.setQueryData(itemKey, item);
        keep(itemKey, item);
        if (item.image) pictures.set(item.image, cardPictureUrl(item.image, item.image_srcset, width));
      }
      step(jsonBytes(items));
    }
  }

  total = lists + pictures.size;
  onProgress({ done, total, bytes });
  const cache = await caches.open(downloadCacheName(unitId));
  const queue = [...pictures.values()];
  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      signal.throwIfAborted();
      const response = await fetch(url, { signal, headers: { [DOWNLOAD_REQUEST_HEADER]: '1' } });
      if (!response.ok) throw new Error(`picture ${response.status}`);
      const body = await response.arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set(KEPT_BYTES_HEADER, String(body.byteLength));
      headers.set(KEPT_AT_HEADER, String(Date.now()));
      await cache.put(url, new Response(body, { status: response.status, headers }));
      step(body.byteLength);
    }
  }
  try {
    await Promise.all(Array.from({ length: PARALLEL_PICTURES }, worker));
  } catch (error) {
    // Cancelled or failed half-way: nothing half-kept stays behind.
    await caches.delete(downloadCacheName(unitId));
    throw error;
  }

  const record: DownloadRecord = { unitId, version: KEPT_DATA_VERSION, userId, answers, pictures: pictures.size, bytes, savedAt: Date.now() };
  await saveDownloadRecord(record);
  return record;
}

export async function removeDownload(unitId: string): Promise<void> {
  await caches.delete(downloadCacheName(unitId));
  await deleteDownloadRecord(unitId);
}

/** Sign-out on a shared phone: what that account downloaded goes. */
export async function removeAccountDownloads(userId: number): Promise<void> {
  for (const record of await downloadRecords()) if (record.userId === userId) await removeDownload(record.unitId);
}

/**
 * At start: a downloaded answer the cache has lost (cleaned up) is put back. A download of
 * other answer shapes (a new build) is removed: the person downloads again.
 */
export async function restoreDownloads(queryClient: QueryClient): Promise<void> {
  for (const record of await downloadRecords()) {
    if (record.version !== KEPT_DATA_VERSION) {
      await removeDownload(record.unitId);
      continue;
    }
    for (const { queryKey, data, updatedAt } of record.answers) {
      if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, data, { updatedAt });
    }
  }
}
