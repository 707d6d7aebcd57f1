// POST /update-user/{id} { name, email, phone, current_password, password? } → { success,
// message, user } (SPEC §2.10, §7, §8). The answer's user is stored and cached as current.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editUserFieldsSchema, toUpdateProfileRequest, updateUserResponseSchema, type EditUserFields, type UpdateUserResponse } from '@vitrina/contracts';
import { apiRequest, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { saveUser } from '../../lib/session';

export async function postUpdateUser(id: number, fields: EditUserFields, { lang }: CallOptions = {}): Promise<UpdateUserResponse> {
  const body = toUpdateProfileRequest(editUserFieldsSchema.parse(fields));
  return updateUserResponseSchema.parse(await apiRequest(`/update-user/${id}`, { method: 'POST', body, lang }));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: EditUserFields }) => postUpdateUser(id, fields),
    onSuccess: ({ user }) => {
      saveUser(user);
      queryClient.setQueryData(queryKeys.user.current, user);
    },
  });
}
