// GET /developments (decision 030): the public list, one card per development that is not
// archived, in the Admin's order, names in the request's language. The cards of /home and
// /projects, the picker, and which development the seed's paths (/location, …) show: the one
// answering `first`.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DevelopmentSummary, Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchDevelopments({ signal, lang }: LocalisedCallOptions): Promise<DevelopmentSummary[]> {
  return apiRequestChecked('/developments', (s) => s.developmentListSchema, { signal, lang });
}

export const developmentsQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: queryKeys.developments.list(lang),
    queryFn: ({ signal }) => fetchDevelopments({ signal, lang }),
    staleTime: 5 * 60_000,
  });

export function useDevelopments({ enabled = true }: { enabled?: boolean } = {}) {
  const lang = useLanguage();
  return useQuery({ ...developmentsQueryOptions(lang), enabled });
}

/** The development the seed's paths show, or null when none is browsable (or the list is not here yet). */
export const firstDevelopmentOf = (list: readonly DevelopmentSummary[] | null | undefined): DevelopmentSummary | null =>
  list?.find((d) => d.first) ?? null;

/** The list's first development, and the list query itself (its loading and offline states). */
export function useFirstDevelopment({ enabled = true }: { enabled?: boolean } = {}) {
  const list = useDevelopments({ enabled });
  return { first: firstDevelopmentOf(list.data), list };
}
