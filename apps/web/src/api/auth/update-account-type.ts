// POST /users/update-type { userType, verificationCode } → { success, user } (SPEC §4, §7).
// On success the stored type is set (SPEC §4) and the cached current user replaced.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountTypeRequest } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { saveUser } from '../../lib/session';

export async function postAccountType(body: AccountTypeRequest, { lang }: CallOptions = {}) {
  return apiRequestChecked('/users/update-type', (s) => s.accountTypeResponseSchema, { method: 'POST', body, lang });
}

export function useUpdateAccountType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountTypeRequest) => postAccountType(body),
    onSuccess: ({ user }) => {
      saveUser(user);
      queryClient.setQueryData(queryKeys.user.current, user);
    },
  });
}
