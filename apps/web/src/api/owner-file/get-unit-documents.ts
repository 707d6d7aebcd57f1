// GET /units/{id}/documents (issue 34, decision 046): a unit's documents, newest first — the
// buyer's shared ones, or all of them with their versions for the office. Kept on the device
// (under the account's branch of the keys): the file opens offline with what was last seen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, UnitDocument } from '@vitrina/contracts';
import { apiRequestChecked, type LocalisedCallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { useLanguage } from '../../lib/i18n';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitDocuments(unitId: number, { signal, lang }: LocalisedCallOptions): Promise<UnitDocument[]> {
  return apiRequestChecked(`/units/${unitId}/documents`, (s) => s.unitDocumentListSchema, { signal, lang });
}

export const unitDocumentsQueryOptions = (unitId: number, lang: Language) =>
  queryOptions({
    queryKey: queryKeys.ownerFile.documents(unitId, lang),
    // null: not this reader's unit (a 404), shown as not found.
    queryFn: ({ signal }) => orMissing(fetchUnitDocuments(unitId, { signal, lang })),
    staleTime: 30_000,
    // The kept copy first, then asked again on every mount: a change made elsewhere just before
    // (a payment, an approval, a shared document — what a notification links here for) shows
    // at once, not after 30 s (decision 059).
    refetchOnMount: 'always',
  });

/** The buyer's (shared only) and the office's (all, with `versions`). */
export function useUnitDocuments(unitId: number) {
  const lang = useLanguage();
  return useQuery(unitDocumentsQueryOptions(unitId, lang));
}
