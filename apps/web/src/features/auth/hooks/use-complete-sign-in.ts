// What every successful sign-in does (SPEC §4): store the token and the user, join this
// device's favourites to the account's, then land by type — or go back to the page the
// guard stopped the user at.
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { userTypeOf, type User } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { mergeFavouritesAfterSignIn } from '../../../lib/favourites/merge-favourites';
import { landingFor } from '../../../lib/guard';
import { queryClient } from '../../../lib/query-client';
import { queryKeys } from '../../../lib/query-keys';
import { safeNext } from '../../../lib/routes';
import { saveSession } from '../../../lib/session';

export function useCompleteSignIn() {
  const navigate = useNavigate();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));

  return useCallback(
    async (token: string, user: User, to?: string) => {
      queryClient.clear();
      saveSession(token, user);
      queryClient.setQueryData(queryKeys.user.current, user);
      await mergeFavouritesAfterSignIn(lang);
      await navigate(to ?? next ?? landingFor(userTypeOf(user.type)), { replace: true });
    },
    [navigate, next, lang],
  );
}
