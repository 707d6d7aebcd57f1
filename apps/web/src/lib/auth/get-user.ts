// GET /user (SPEC §4: the current user is fetched when the top bar is created). Fetcher,
// query options and hook; a fresh answer is stored as the session's user.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '@vitrina/contracts';
import { api } from '../api-client';
import { saveUser } from '../session';
import { useSession } from '../use-session';

export const userKeys = { current: ['user', 'current'] as const };

export async function getUser(signal?: AbortSignal): Promise<User> {
  const user = await api.get<User>('/user', signal);
  saveUser(user);
  return user;
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: userKeys.current, queryFn: ({ signal }) => getUser(signal), staleTime: 30_000 });

/**
 * The signed-in user, refreshed from the server. Without a token nothing is fetched and the
 * stored user (none) is used. A failure keeps the stored copy so the app works offline; a 401
 * clears the session in the API client.
 */
export function useCurrentUser() {
  const session = useSession();
  const query = useQuery({ ...currentUserQuery(), enabled: !!session.token });
  useEffect(() => {
    if (query.error) console.error('GET /user failed', query.error);
  }, [query.error]);
  return { user: session.token ? session.user : null, type: session.token ? session.type : null, query };
}
