// Where a lost session goes (a 401 to a call that carried a token, see api-client): the
// user's cached data is dropped and the user sent to /login, then back to the same page.
// A hook of lib, so the root layout wires it without reaching for the API client itself.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from './api-client';
import { queryKeys } from './query-keys';
import { PATHS } from './routes';

export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      queryClient.removeQueries({ queryKey: queryKeys.user.all });
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname !== PATHS.login) void navigate(`${PATHS.login}?next=${encodeURIComponent(here)}`);
    });
  }, [navigate, queryClient]);
}
