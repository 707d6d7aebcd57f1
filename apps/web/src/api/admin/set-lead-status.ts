// POST /leads/{id}/status { status } (Admin): a lead marked new, contacted or closed; the
// answer is the lead as it now stands. The inbox's windows (GET /leads/page) are updated in
// place: the card keeps its place under the pointer, the chips' counts follow; they are marked
// stale, so the next view of the inbox asks again (a card may then leave a status filter).
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Lead, LeadStatus } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/use-session';
import type { fetchLeadsPage } from './get-leads-page';

type LeadsPage = Awaited<ReturnType<typeof fetchLeadsPage>>;

export async function postLeadStatus(id: number, status: LeadStatus, { lang }: CallOptions = {}): Promise<Lead> {
  return apiRequestChecked(`/leads/${id}/status`, (s) => s.leadSchema, { method: 'POST', body: { status }, lang });
}

/** Every cached window of the account's inbox with `lead` as it now stands. */
export function updateCachedLead(queryClient: QueryClient, account: number, lead: Lead): void {
  const was = findStatus(queryClient, account, lead.id);
  queryClient.setQueriesData<LeadsPage>({ queryKey: queryKeys.leads.pages(account) }, (page) => {
    if (!page) return page;
    const before = page.items.find((item) => item.id === lead.id);
    // by_status counts every status among the search's matches, whatever the window shows.
    const counts = { ...page.by_status };
    if (was && was !== lead.status) {
      counts[was] = Math.max(0, (counts[was] ?? 0) - 1);
      counts[lead.status] = (counts[lead.status] ?? 0) + 1;
    }
    return { ...page, by_status: counts, items: before ? page.items.map((item) => (item.id === lead.id ? lead : item)) : page.items };
  });
}

function findStatus(queryClient: QueryClient, account: number, id: number): LeadStatus | undefined {
  for (const [, page] of queryClient.getQueriesData<LeadsPage>({ queryKey: queryKeys.leads.pages(account) })) {
    const found = page?.items.find((item) => item.id === id);
    if (found) return found.status;
  }
  return undefined;
}

export function useSetLeadStatus(id: number) {
  const queryClient = useQueryClient();
  const account = useSession().user?.id ?? 0;
  return useMutation({
    mutationFn: (status: LeadStatus) => postLeadStatus(id, status),
    onSuccess: (lead) => {
      updateCachedLead(queryClient, account, lead);
      void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all, refetchType: 'none' });
    },
  });
}
