// POST /users/update-type { userType, verificationCode } → { success, user } (SPEC §4, §7).
import { useMutation } from '@tanstack/react-query';
import type { AccountTypeRequest, User } from '@vitrina/contracts';
import { api } from '../../../lib/api-client';
import { saveUser } from '../../../lib/session';

export const updateAccountType = (body: AccountTypeRequest) =>
  api.post<{ success: true; user: User }>('/users/update-type', body);

export const useUpdateAccountType = () =>
  useMutation({
    mutationFn: updateAccountType,
    // SPEC §4: on success the stored type is set.
    onSuccess: ({ user }) => saveUser(user),
  });
