// POST /items (SPEC §2.9 admin): a new item with its name and description in es, en and fr.
// The answer's message is translated. Every item read is stale afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemWriteRequest, ItemWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function postItem(body: ItemWriteRequest, { lang }: CallOptions = {}): Promise<ItemWriteResponse> {
  return apiRequestChecked('/items', (s) => s.itemWriteResponseSchema, { method: 'POST', body, lang });
}

export function useCreateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ItemWriteRequest) => postItem(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
