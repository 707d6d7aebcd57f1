// PUT /favorites/{itemId} (issue 4): marks an item as a favourite; idempotent. The answer is a
// 204 without a body, so there is nothing to check. Offline it is kept and sent later
// (issue 12); a later toggle of the same item replaces it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { sendOrKeep, type WriteResult } from '../../offline/send-or-keep';

export const favouriteWriteKey = (itemId: number) => `favourite:${itemId}`;

export function putFavourite(itemId: number, { lang }: CallOptions = {}): Promise<WriteResult<unknown>> {
  return sendOrKeep({ kind: 'favourite', key: favouriteWriteKey(itemId), method: 'PUT', path: `/favorites/${itemId}`, lang, account: true });
}

export function usePutFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => putFavourite(itemId),
    // Offline the write is kept, not paused in memory: it must survive a reload.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}
