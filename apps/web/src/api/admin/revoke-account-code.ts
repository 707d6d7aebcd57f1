// POST /account-codes/{id}/revoke (issue 6, Admin): the code stops working at once; it stays
// listed, marked revoked.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCode } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function postRevokeAccountCode(id: number, { lang }: CallOptions = {}): Promise<AccountCode> {
  return apiRequestChecked(`/account-codes/${id}/revoke`, (s) => s.accountCodeSchema, { method: 'POST', body: {}, lang });
}

export function useRevokeAccountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postRevokeAccountCode(id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.accountCodes.all }),
  });
}
