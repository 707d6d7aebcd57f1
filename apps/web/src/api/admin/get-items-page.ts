// GET /items/page (issue 13): one window of the catalogue, searched on the server, in the order
// of the inventory's groups (category, typology, room, code). The admin's category list, the
// inventory's rows and the image linker's search read it instead of every item at once. Names
// and room labels are translated, so the key carries the language.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys, type ItemsPageParams } from '../../lib/query-keys';
import { searchParams } from './search-params';

export async function fetchItemsPage(params: ItemsPageParams, { signal, lang }: LocalisedCallOptions) {
  return apiRequestChecked(`/items/page?${searchParams(params)}`, (s) => s.itemsPageSchema, { signal, lang });
}

export const itemsPageQueryOptions = (params: ItemsPageParams, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.items.page(params, lang),
    queryFn: ({ signal }) => fetchItemsPage(params, { signal, lang }),
    // A window read a moment ago is shown again at once while scrolling back (and refreshed
    // in the background after a minute); an item write invalidates them all.
    staleTime: 60_000,
  });

/** The same, showing the previous search's answer until the new one comes (the image linker). */
export const itemsSearchQueryOptions = (params: ItemsPageParams, lang: Language) => ({
  ...itemsPageQueryOptions(params, lang),
  placeholderData: keepPreviousData,
});
