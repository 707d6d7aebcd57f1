// GET /users/page (Admin, issue 13): the assign dialog's search and its pages of 5 (SPEC §2.18)
// asked of the server, instead of every account at once (10,000 accounts are over 1 MB).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ASSIGN_DIALOG_PAGE_SIZE } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/use-session';
import { searchParams } from './search-params';

export async function fetchUsersPage(q: string, offset: number, limit: number, { signal, lang }: CallOptions = {}) {
  const answer = await apiRequestChecked(`/users/page?${searchParams({ q, offset, limit })}`, (s) => s.usersPageSchema, { signal, lang });
  return { ...answer, q };
}

/** Nothing translated (names, e-mails, phones, types): the account is in the key, no language. */
export const usersPageQueryOptions = (account: number, q: string, page: number, size = ASSIGN_DIALOG_PAGE_SIZE) =>
  queryOptions({
    queryKey: queryKeys.users.page(account, q, (page - 1) * size, size),
    queryFn: ({ signal }) => fetchUsersPage(q, (page - 1) * size, size, { signal }),
    staleTime: 0,
  });

/** One page (1-based) of a search; the previous page or search stays shown until it comes. */
export function useUsersPage(q: string, page: number) {
  const { user } = useSession();
  return useQuery({ ...usersPageQueryOptions(user?.id ?? 0, q, page), placeholderData: keepPreviousData });
}
