// GET /admin/developments/{slug} (Admin, issue 21): one development with every text in es, en
// and fr, its photos, unit types (in_use) and units count — what the edit page shows. A missing
// one reads as null (lib/api-error orMissing).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDevelopment } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

export async function fetchAdminDevelopment(slug: string, { signal, lang }: CallOptions = {}): Promise<AdminDevelopment | null> {
  return orMissing(apiRequestChecked(`/admin/developments/${encodeURIComponent(slug)}`, (s) => s.adminDevelopmentSchema, { signal, lang }));
}

export const adminDevelopmentQueryOptions = (slug: string) =>
  queryOptions({ queryKey: queryKeys.adminDevelopments.detail(slug), queryFn: ({ signal }) => fetchAdminDevelopment(slug, { signal }), staleTime: 0 });

export const useAdminDevelopment = (slug: string) => useQuery(adminDevelopmentQueryOptions(slug));
