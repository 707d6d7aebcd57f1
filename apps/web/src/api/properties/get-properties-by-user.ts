// GET /getPropertiesByUserId/{id} (SPEC §2.4, §7): a user's own units, for /deparments and the
// show-room list. Without a token nothing is fetched (SPEC §8: logged only, no error shown).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Property } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';

export async function fetchPropertiesByUser(userId: number, { signal, lang }: LocalisedCallOptions): Promise<Property[]> {
  return apiRequestChecked(`/getPropertiesByUserId/${userId}`, (s) => s.propertiesListSchema, { signal, lang });
}

export const propertiesByUserQueryOptions = (userId: number, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.properties.byUser(userId, lang),
    queryFn: ({ signal }) => fetchPropertiesByUser(userId, { signal, lang }),
  });

/** The signed-in user's units; disabled (pending, never fetched) without a session. */
export function useOwnProperties() {
  const { token, user } = useSession();
  const lang = useLanguage();
  return useQuery({ ...propertiesByUserQueryOptions(user?.id ?? 0, lang), enabled: !!token && user !== null });
}
