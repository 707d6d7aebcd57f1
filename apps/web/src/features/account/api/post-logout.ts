// POST /logout (SPEC §4): the server revokes the token; locally the token and the user are
// cleared whatever the server said, and the cached data of that user is dropped.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequestChecked, type CallOptions } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { PATHS } from '../../../lib/routes';
import { clearSession } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';

/** No 401 redirect: an expired token is simply the end of the session being asked for. */
export async function postLogout({ lang }: CallOptions = {}): Promise<void> {
  apiRequestChecked('/logout', (s) => s.successResponseSchema, { method: 'POST', body: {}, authRedirect: false, lang });
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  return useMutation({
    mutationFn: async () => {
      try {
        await postLogout({ lang });
      } catch (error) {
        // An expired token or no network: the local session still ends.
        console.warn('POST /logout failed', error);
      } finally {
        clearSession();
        queryClient.removeQueries({ queryKey: queryKeys.user.all });
      }
    },
    onSettled: () => navigate(PATHS.landing),
  });
}
