// Everything the app does for offline use at start (issue 12), in one chunk loaded apart from
// the first page: the kept answers into the cache (and kept from now on), the downloaded units'
// answers if any unit is downloaded, and the sending of writes kept offline.
import type { QueryClient } from '@tanstack/react-query';
import { hasDownloads } from './download-records';
import { keepQueries } from './keep-queries';
import { startSendingKeptWrites } from './send-kept-writes';

export async function startOffline(queryClient: QueryClient): Promise<void> {
  if (typeof indexedDB !== 'undefined') {
    await keepQueries(queryClient);
    try {
      // The download code loads only on a device that downloaded something.
      if (await hasDownloads()) await (await import('./downloads')).restoreDownloads(queryClient);
    } catch (error) {
      console.warn('downloaded units could not be read', error);
    }
  }
  startSendingKeptWrites();
}
