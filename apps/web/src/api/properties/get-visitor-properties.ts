// GET /getVisitorProperty (SPEC §7, §2.8, §2.16): the units for sale, public. One list serves
// the visitor view, the unit-type showcase and the home picker. The spec allows an object or an
// array as the answer; visitorPropertiesFrom reads both, checks each unit, and gives a list.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Property } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchVisitorProperties({ signal, lang }: LocalisedCallOptions): Promise<Property[]> {
  return apiRequestChecked('/getVisitorProperty', (s) => s.visitorPropertiesFrom, { signal, lang });
}

export const visitorPropertiesQueryOptions = (lang: Language) =>
  queryOptions({
    queryKey: queryKeys.properties.visitor(lang),
    queryFn: ({ signal }) => fetchVisitorProperties({ signal, lang }),
    staleTime: 60_000,
  });

export function useVisitorProperties() {
  const lang = useLanguage();
  return useQuery(visitorPropertiesQueryOptions(lang));
}
