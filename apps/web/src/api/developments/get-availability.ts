// GET /developments/{slug}/availability (issue 22, decision 034): the public plan of a
// development's units — each available, reserved or sold, prices when published — in the
// request's language. 404 while the development does not publish it: read as null.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEVELOPMENT_SLUG_PATTERN, type AvailabilityAnswer, type Language } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export function fetchAvailability(slug: string, { signal, lang }: LocalisedCallOptions): Promise<AvailabilityAnswer> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}/availability`, (s) => s.availabilityAnswerSchema, { signal, lang });
}

export const availabilityQueryOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.developments.availability(slug, lang),
    queryFn: ({ signal }) => (DEVELOPMENT_SLUG_PATTERN.test(slug) ? orMissing(fetchAvailability(slug, { signal, lang })) : Promise.resolve(null)),
    // Statuses move during the day: a visit shows them as they are (the server answers 304 when unchanged).
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useAvailability(slug: string) {
  const lang = useLanguage();
  return useQuery(availabilityQueryOptions(slug, lang));
}
