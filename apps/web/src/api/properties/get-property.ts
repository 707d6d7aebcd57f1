// POST /getProperty { id } (SPEC §2.5, §7): one unit, for its detail page and the show room.
// Public; the owner fields come only to its owner and Admins.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, Property } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { useLanguage } from '../../lib/i18n';

export async function fetchProperty(id: string, { signal, lang }: LocalisedCallOptions): Promise<Property> {
  return apiRequestChecked('/getProperty', (s) => s.propertySchema, { method: 'POST', body: { id }, signal, lang });
}

export const propertyQueryOptions = (id: string, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.properties.detail(id, lang),
    // null: no such unit (a 404), shown as not found.
    queryFn: ({ signal }) => orMissing(fetchProperty(id, { signal, lang })),
    staleTime: 5 * 60_000,
  });

/** placeholderData: the unit the previous screen stored (SPEC §3 propertyData), shown at once. */
export function useProperty(id: string, { placeholderData }: { placeholderData?: Property } = {}) {
  const lang = useLanguage();
  return useQuery({ ...propertyQueryOptions(id, lang), placeholderData });
}
