// POST /logout (SPEC §4): the server revokes the token; locally the token and the user are
// cleared whatever the server said, and the cached server state of that user is dropped.
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../api-client';
import { queryClient } from '../query-client';
import { PATHS } from '../routes';
import { clearSession } from '../session';

export async function logout(): Promise<void> {
  try {
    await apiRequest('/logout', { method: 'POST', body: {}, authRedirect: false });
  } catch (error) {
    // An expired token or no network: the local session still ends.
    console.warn('POST /logout failed', error);
  } finally {
    clearSession();
    queryClient.removeQueries({ queryKey: ['user'] });
  }
}

export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => navigate(PATHS.landing),
  });
}
