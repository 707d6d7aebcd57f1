// GET /user (SPEC §4, §7: the current user is fetched when the top bar is created). A fresh
// answer is stored as the session's user. Not translated, so its key has no language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { saveUser } from '../../lib/session';
import { useSession } from '../../lib/use-session';

export async function fetchUser({ signal, lang }: CallOptions = {}): Promise<User> {
  return apiRequestChecked('/user', (s) => s.userSchema, { signal, lang });
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.user.current,
    queryFn: async ({ signal }) => {
      const user = await fetchUser({ signal });
      saveUser(user);
      return user;
    },
    staleTime: 30_000,
  });

/**
 * The signed-in user, refreshed from the server. Without a token nothing is fetched and the
 * stored user (none) is used. A failure keeps the stored copy so the app works offline; a 401
 * clears the session in the API client.
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({ ...currentUserQueryOptions(), enabled: !!session.token });
  useEffect(() => {
    if (query.error) console.error('GET /user failed', query.error);
  }, [query.error]);
  return { user: session.token ? session.user : null, type: session.token ? session.type : null, query };
}
