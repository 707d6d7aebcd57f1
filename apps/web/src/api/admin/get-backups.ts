// GET /admin/backups (issue 24, Admin): the automatic backups of the embedded database, with
// their size and date, and the last failure, for Settings.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Backups } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchBackups({ signal, lang }: CallOptions = {}): Promise<Backups> {
  return apiRequestChecked('/admin/backups', (s) => s.backupsSchema, { signal, lang });
}

export const backupsQueryOptions = () => queryOptions({ queryKey: queryKeys.backups.all, queryFn: ({ signal }) => fetchBackups({ signal }), staleTime: 0, gcTime: 0 });

export const useBackups = () => useQuery(backupsQueryOptions());
