// GET /users/list (SPEC §2.18, §7, Admin): the users a unit can be assigned to, for the assign
// dialog. Names, e-mails, phones and types only: nothing translated, so no language in the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export async function fetchAssignableUsers({ signal, lang }: CallOptions = {}): Promise<User[]> {
  return apiRequestChecked('/users/list', (s) => s.usersListSchema, { signal, lang });
}

export const assignableUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.users.all, queryFn: ({ signal }) => fetchAssignableUsers({ signal }), staleTime: 0 });

export const useAssignableUsers = () => useQuery(assignableUsersQueryOptions());
