// GET /favorites (issue 4): the signed-in user's favourite items, so they follow the user
// across devices. The names come in the request's language, hence the language in the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, ServerFavourite } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';

export async function fetchFavourites({ signal, lang }: LocalisedCallOptions): Promise<ServerFavourite[]> {
  return apiRequestChecked('/favorites', (s) => s.serverFavouritesSchema, { signal, lang });
}

export const favouritesQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: queryKeys.favourites.list(lang), queryFn: ({ signal }) => fetchFavourites({ signal, lang }), staleTime: 0 });

/** Only with a session: a visitor's favourites live in this browser alone. */
export function useServerFavourites() {
  const { token } = useSession();
  const lang = useLanguage();
  return useQuery({ ...favouritesQueryOptions(lang), enabled: !!token });
}
