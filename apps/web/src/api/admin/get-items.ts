// GET /items (SPEC §7): every item of the catalogue, for the admin's item screens and the
// inventory. Names and room labels are translated, so the key carries the language.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item, Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchItems({ signal, lang }: LocalisedCallOptions): Promise<Item[]> {
  return apiRequestChecked('/items', (s) => s.itemsListSchema, { signal, lang });
}

export const itemsQueryOptions = (lang: Language) =>
  queryOptions({ queryKey: queryKeys.items.list(lang), queryFn: ({ signal }) => fetchItems({ signal, lang }), staleTime: 0 });

export function useItems() {
  const lang = useLanguage();
  return useQuery(itemsQueryOptions(lang));
}
