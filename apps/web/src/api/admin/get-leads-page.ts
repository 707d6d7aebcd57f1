// GET /leads/page (Admin, issue 13): the leads inbox a window at a time, searched and filtered
// by status on the server, with the count of each status for the filter chips. Stored as sent:
// nothing translated; the account is in the key.
import { queryOptions } from '@tanstack/react-query';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys, type LeadsFilter } from '../../lib/query-keys';
import { searchParams } from './search-params';

export async function fetchLeadsPage(filter: LeadsFilter, offset: number, limit: number, { signal, lang }: CallOptions = {}) {
  return apiRequestChecked(`/leads/page?${searchParams({ ...filter, offset, limit })}`, (s) => s.leadsPageSchema, { signal, lang });
}

export const leadsPageQueryOptions = (account: number, filter: LeadsFilter, offset: number, limit: number) =>
  queryOptions({
    queryKey: queryKeys.leads.page(account, filter, offset, limit),
    queryFn: ({ signal }) => fetchLeadsPage(filter, offset, limit, { signal }),
    staleTime: 30_000,
  });
