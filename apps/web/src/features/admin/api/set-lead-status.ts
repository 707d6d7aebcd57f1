// POST /leads/{id}/status { status } (Admin): a lead marked new, contacted or closed; the
// answer is the lead as it now stands.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Lead, LeadStatus } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { useApiLanguage } from '../../../lib/use-api-language';

export async function postLeadStatus(id: number, status: LeadStatus, { lang }: CallOptions = {}): Promise<Lead> {
  return apiRequestChecked(`/leads/${id}/status`, (s) => s.leadSchema, { method: 'POST', body: { status }, lang });
}

export function useSetLeadStatus(id: number) {
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  return useMutation({
    mutationFn: (status: LeadStatus) => postLeadStatus(id, status, { lang }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  });
}
