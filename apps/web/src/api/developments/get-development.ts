// GET /developments/{slug} (decision 030): one development in the request's language — its
// address, coordinates, figures, distances, pages' copy and photos, unit types, package terms
// and prices. An unknown or archived slug answers 404, read as null (a not-found page).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVELOPMENT_SLUG_PATTERN, type DevelopmentDetail, type Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchDevelopment(slug: string, { signal, lang }: LocalisedCallOptions): Promise<DevelopmentDetail> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}`, (s) => s.developmentDetailSchema, { signal, lang });
}

export const developmentQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.developments.detail(slug, lang),
    // null: no such development, or an archived one (404).
    // A slug no development can have (/developments/Not_A_Slug) is not asked for.
    queryFn: ({ signal }) => (DEVELOPMENT_SLUG_PATTERN.test(slug) ? orMissing(fetchDevelopment(slug, { signal, lang })) : Promise.resolve(null)),
    staleTime: 5 * 60_000,
  });

/** One development; `slug` null (not known yet) fetches nothing. */
export function useDevelopment(slug: string | null | undefined) {
  const lang = useLanguage();
  return useQuery({ ...developmentQueryOptions(slug ?? '', lang), enabled: !!slug });
}
