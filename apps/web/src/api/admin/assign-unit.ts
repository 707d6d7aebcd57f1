// POST /properties/assign-user { property_id, user_id } (SPEC §2.18, §4, §7, Admin): the unit
// becomes the user's and the user's type becomes User. The answer's message is translated.
// A 409 means another admin assigned the unit first: the lists are stale then too.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignUserResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

export async function postAssignUnit(propertyId: number, userId: number, { lang }: CallOptions = {}): Promise<AssignUserResponse> {
  return apiRequestChecked('/properties/assign-user', (s) => s.assignUserResponseSchema, { method: 'POST', body: { property_id: propertyId, user_id: userId }, lang });
}

export function useAssignUnit() {
  const queryClient = useQueryClient();
  // Every unit read may show the unit's owner or whether it is for sale; the user's type changed.
  // Not awaited: the dialog closes at once while the clients list reloads behind it.
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  };
  return useMutation({
    mutationFn: ({ propertyId, userId }: { propertyId: number; userId: number }) => postAssignUnit(propertyId, userId),
    onSuccess: invalidate,
    onError: (error) => {
      if (isApiError(error) && error.code === 'conflict') invalidate();
    },
  });
}
