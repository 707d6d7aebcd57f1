// GET /leads (Admin): the sales leads of the contact form, the register call without a
// password and the package modal, newest first. Stored as sent: nothing translated.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lead } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchLeads({ signal, lang }: CallOptions = {}): Promise<Lead[]> {
  return apiRequestChecked('/leads', (s) => s.leadSchema.array(), { signal, lang });
}

export const leadsQueryOptions = () => queryOptions({ queryKey: queryKeys.leads.all, queryFn: ({ signal }) => fetchLeads({ signal }), staleTime: 0 });

export const useLeads = () => useQuery(leadsQueryOptions());
