// POST /account-codes { type, code? } (issue 6, Admin): a new verification code, generated
// when none is given. The only answer that carries the code itself: the dialog shows it once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountCodeCreateRequest, AccountCodeCreated } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function postAccountCode(body: AccountCodeCreateRequest, { lang }: CallOptions = {}): Promise<AccountCodeCreated> {
  return apiRequestChecked('/account-codes', (s) => s.accountCodeCreatedSchema, { method: 'POST', body, lang });
}

export function useCreateAccountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountCodeCreateRequest) => postAccountCode(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.accountCodes.all }),
  });
}
