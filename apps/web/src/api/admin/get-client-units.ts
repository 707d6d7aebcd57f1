// GET /properties/whith-user and GET /properties/no-user (SPEC §2.17, §7; spelling as the
// API's): the clients page's two lists, purchased units with their owner and available ones.
// One module for both: they are one list cut by the page's filter. The unit-type names and
// sizes are translated, so the key carries the language (the cards once kept the old language
// after a switch, when it did not).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Property } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';
import type { ClientFilter } from './client-filter';

const LIST_PATH: Record<ClientFilter, string> = {
  purchased: '/properties/whith-user',
  available: '/properties/no-user',
};

export async function fetchClientUnits(filter: ClientFilter, { signal, lang }: LocalisedCallOptions): Promise<Property[]> {
  return apiRequestChecked(LIST_PATH[filter], (s) => s.propertiesListSchema, { signal, lang });
}

export const clientUnitsQueryOptions = (filter: ClientFilter, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.properties.clients.list(filter, lang),
    queryFn: ({ signal }) => fetchClientUnits(filter, { signal, lang }),
    // Switching the filter always reloads (SPEC §4).
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useClientUnits(filter: ClientFilter) {
  const lang = useLanguage();
  return useQuery(clientUnitsQueryOptions(filter, lang));
}
