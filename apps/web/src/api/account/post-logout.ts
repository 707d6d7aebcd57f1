// POST /logout (SPEC §4): the server revokes the token; locally the token and the user are
// cleared whatever the server said, and what the device kept of that user is dropped. Before
// that, while the token still works, this device's push subscription is forgotten by the server
// and unsubscribed (decision 066; bounded in time, never failing the sign-out).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { browserPush, leavePushDevice } from '../../lib/push-browser';
import { PATHS } from '../../lib/routes';
import { clearSession, getSession } from '../../lib/session';
import { forgetAccount } from '../../offline/forget-account';
import { deletePushSubscription } from '../push/push-subscription';

/** No 401 redirect: an expired token is simply the end of the session being asked for. */
export async function postLogout({ lang }: CallOptions = {}): Promise<void> {
  apiRequestChecked('/logout', (s) => s.successResponseSchema, { method: 'POST', body: {}, authRedirect: false, lang });
}

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const userId = getSession().user?.id ?? null;
      await leavePushDevice(browserPush(), { remove: (endpoint) => deletePushSubscription(endpoint, { authRedirect: false }) });
      try {
        await postLogout();
      } catch (error) {
        // An expired token or no network: the local session still ends.
        console.warn('POST /logout failed', error);
      } finally {
        clearSession();
        // A shared phone: nothing of the account stays on it (issue 12).
        await forgetAccount(queryClient, userId);
      }
    },
    // Offline too: the session ends on this device at once, not when the connection returns.
    networkMode: 'always',
    onSettled: () => navigate(PATHS.landing),
  });
}
