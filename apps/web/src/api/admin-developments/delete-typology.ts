// DELETE /typologies/{id} (Admin, issue 21): refused (409, with the server's reason) while units
// use it, or while the catalogue has items of its code and no other development has that code.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { afterTypologyWrite } from './after-write';

export async function deleteTypology(id: number, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/typologies/${id}`, (s) => s.developmentWriteResponseSchema, { method: 'DELETE', lang });
}

export function useDeleteTypology() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; slug: string }) => deleteTypology(id),
    onSuccess: (answer) => afterTypologyWrite(queryClient, answer.development),
    // A refusal may mean the page's `in_use` is out of date: read the development again.
    onError: (_error, { slug }) => void queryClient.invalidateQueries({ queryKey: queryKeys.adminDevelopments.detail(slug) }),
  });
}
