// GET /getItem/{id} (SPEC §2.7, §7): one item in the request's language, for its detail page;
// the admin's item form reads it once per language to edit every translation.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Item, Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchItem(id: string | number, { signal, lang }: LocalisedCallOptions): Promise<Item> {
  return apiRequestChecked(`/getItem/${encodeURIComponent(id)}`, (s) => s.itemSchema, { signal, lang });
}

export const itemQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.items.detail(id, lang),
    // null: no such item (a 404), shown as not found.
    queryFn: ({ signal }) => orMissing(fetchItem(id, { signal, lang })),
    staleTime: 5 * 60_000,
  });

export function useItem(id: string) {
  const lang = useLanguage();
  return useQuery(itemQueryOptions(id, lang));
}
