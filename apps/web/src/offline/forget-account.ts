// Signing out on a shared phone (issue 12): what this device kept of the account goes — its
// answers (profile, own units, favourites, units read with its rights), its writes waiting
// for a connection (they carry its token), the units it downloaded and the documents of its file
// it downloaded (issue 34). The public catalogue
// stays. Favourites under SPEC §3's `userFavorites` stay as the spec says (decision 020).
import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query-keys';
import { removeDocumentCopies } from './document-copies';
import { saveKeptQueriesNow } from './keep-queries';
import { dropAccountWrites } from './outbox';

export async function forgetAccount(queryClient: QueryClient, userId: number | null): Promise<void> {
  for (const queryKey of [queryKeys.user.all, queryKeys.properties.byUserAll, queryKeys.properties.detailAll, queryKeys.properties.clients.all]) {
    queryClient.removeQueries({ queryKey });
  }
  const work: Array<Promise<unknown>> = [saveKeptQueriesNow(queryClient)];
  if (userId !== null && typeof indexedDB !== 'undefined') {
    work.push(dropAccountWrites(userId), removeDocumentCopies(userId), import('./downloads').then(({ removeAccountDownloads }) => removeAccountDownloads(userId)));
  }
  const results = await Promise.allSettled(work);
  for (const result of results) if (result.status === 'rejected') console.warn('kept data of the account not all removed', result.reason);
}
