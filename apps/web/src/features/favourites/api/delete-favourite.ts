// DELETE /favorites/{itemId} (issue 4): removes an item from the favourites; idempotent. The
// answer is a 204 without a body, so there is nothing to check.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiLanguage } from '../../../lib/use-api-language';

export async function deleteFavourite(itemId: number, { lang }: CallOptions = {}): Promise<void> {
  await apiRequest(`/favorites/${itemId}`, { method: 'DELETE', lang });
}

export function useDeleteFavourite() {
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  return useMutation({
    mutationFn: (itemId: number) => deleteFavourite(itemId, { lang }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}
