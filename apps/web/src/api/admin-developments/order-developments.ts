// PUT /developments/order (Admin, issue 21): the slugs of every development that is not
// archived, first shown first. The list shows the new order at once and goes back to the
// stored one if the server refuses it. The order sent is worked out on the stored list read
// just before (`arrange`), so a development another Admin added meanwhile is not left out
// (the server would refuse a list that misses one).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDevelopmentListEntry, SuccessResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { fetchAdminDevelopments } from './get-admin-developments';

export async function putDevelopmentOrder(slugs: string[], { lang }: CallOptions = {}): Promise<SuccessResponse> {
  return apiRequestChecked('/developments/order', (s) => s.successResponseSchema, { method: 'PUT', body: { slugs }, lang });
}

export interface OrderChange {
  /** The whole list in its new order: what the screen shows meanwhile. */
  list: AdminDevelopmentListEntry[];
  /** The same move made on the stored list: the slugs to send, or null when there is nothing to move. */
  arrange: (stored: AdminDevelopmentListEntry[]) => string[] | null;
}

export function useOrderDevelopments() {
  const queryClient = useQueryClient();
  const key = queryKeys.adminDevelopments.list;
  return useMutation({
    mutationFn: async ({ arrange }: OrderChange) => {
      const slugs = arrange(await fetchAdminDevelopments());
      return slugs ? putDevelopmentOrder(slugs) : null;
    },
    onMutate: async ({ list }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminDevelopmentListEntry[]>(key);
      queryClient.setQueryData(key, list);
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminDevelopments.publicReads });
    },
  });
}
