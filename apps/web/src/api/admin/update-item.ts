// PUT /items/{id} (SPEC §2.9 admin): every field of an item, each language's texts included.
// The answer's message is translated. Every item read is stale afterwards.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ItemWriteRequest, ItemWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function putItem(id: number, body: ItemWriteRequest, { lang }: CallOptions = {}): Promise<ItemWriteResponse> {
  return apiRequestChecked(`/items/${id}`, (s) => s.itemWriteResponseSchema, { method: 'PUT', body, lang });
}

export function useUpdateItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ItemWriteRequest }) => putItem(id, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
