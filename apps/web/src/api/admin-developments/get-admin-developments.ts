// GET /admin/developments (Admin, issue 21): every development, archived included, in the
// Admin's order, with its id, position, cover and units count. Asked afresh on every visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDevelopmentListEntry } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchAdminDevelopments({ signal, lang }: CallOptions = {}): Promise<AdminDevelopmentListEntry[]> {
  return apiRequestChecked('/admin/developments', (s) => s.adminDevelopmentListSchema, { signal, lang });
}

export const adminDevelopmentsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminDevelopments.list, queryFn: ({ signal }) => fetchAdminDevelopments({ signal }), staleTime: 0 });

export const useAdminDevelopments = () => useQuery(adminDevelopmentsQueryOptions());
