// GET /items/summary (Admin, issue 13): the inventory's totals (items, pieces, without image)
// and its groups by category, typology and room, counted in SQL for a search. The group counts
// lay out the inventory's rows (inventory-rows.ts). Room labels are translated: the language is
// in the key, and the account, as in every admin read.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';
import { useSession } from '../../lib/use-session';
import { searchParams } from './search-params';

export async function fetchInventorySummary(q: string, { signal, lang }: LocalisedCallOptions) {
  const answer = await apiRequestChecked(`/items/summary?${searchParams({ q })}`, (s) => s.inventorySummarySchema, { signal, lang });
  // The search travels with its answer: a screen showing the previous search's answer until
  // the new one comes knows which search its rows belong to.
  return { ...answer, q };
}

export const inventorySummaryQueryOptions = (account: number, q: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.items.summary(account, q, lang),
    queryFn: ({ signal }) => fetchInventorySummary(q, { signal, lang }),
    staleTime: 60_000,
  });

/** The summary of a search, the previous search's shown until it comes. */
export function useInventorySummary(q: string) {
  const lang = useLanguage();
  const { user } = useSession();
  return useQuery({ ...inventorySummaryQueryOptions(user?.id ?? 0, q, lang), placeholderData: keepPreviousData });
}
