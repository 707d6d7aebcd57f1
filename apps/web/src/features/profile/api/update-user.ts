// POST /update-user/{id} { name, email, phone, current_password, password? } → { success,
// message, user } (SPEC §2.10, §7, §8).
import { useMutation } from '@tanstack/react-query';
import { toUpdateProfileRequest, type EditUserFields, type UpdateUserResponse } from '@vitrina/contracts';
import { editUserFieldsSchema } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';
import { saveUser } from '../../../lib/session';

export function updateUser(id: number, fields: EditUserFields) {
  return api.post<UpdateUserResponse>(`/update-user/${id}`, toUpdateProfileRequest(editUserFieldsSchema.parse(fields)));
}

export const useUpdateUser = () =>
  useMutation({
    mutationFn: ({ id, fields }: { id: number; fields: EditUserFields }) => updateUser(id, fields),
    onSuccess: (answer) => {
      if (answer.user) saveUser(answer.user);
    },
  });
