// POST /items/category { category, typology } (SPEC §2.6, §7): the items a package brings to a
// unit type, for the show room and the package comparison. Texts and room labels come in the
// request's language. BLACK lists nothing; the show room does not even ask (SPEC §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, Item, Language, TypologyCode } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchItemsByCategory(category: Category, typology: TypologyCode, { signal, lang }: LocalisedCallOptions): Promise<Item[]> {
  return apiRequestChecked('/items/category', (s) => s.itemsListSchema, { method: 'POST', body: { category, typology }, signal, lang });
}

export const itemsByCategoryQueryOptions = (category: Category, typology: TypologyCode, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.items.byCategory(category, typology, lang),
    queryFn: ({ signal }) => fetchItemsByCategory(category, typology, { signal, lang }),
    staleTime: 5 * 60_000,
  });

export function useItemsByCategory(category: Category, typology: TypologyCode, { enabled = true }: { enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({ ...itemsByCategoryQueryOptions(category, typology, lang), enabled });
}
