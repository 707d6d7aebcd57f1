// GET /units/{id}/selection (issue 35, decision 059): the unit's furniture package choice — its
// level, the four levels with their prices for its type, the deadline, and the buyer's latest
// request. The buyer's and the office's; kept on the device with the unit's file.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackageChoice } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { orMissing } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

export function fetchUnitSelection(unitId: number, { signal, lang }: CallOptions = {}): Promise<PackageChoice> {
  return apiRequestChecked(`/units/${unitId}/selection`, (s) => s.packageChoiceSchema, { signal, lang });
}

export const unitSelectionQueryOptions = (unitId: number) =>
  queryOptions({
    queryKey: queryKeys.ownerFile.selection(unitId),
    // null: not this reader's unit (a 404).
    queryFn: ({ signal }) => orMissing(fetchUnitSelection(unitId, { signal })),
    // What the device kept is shown first, then asked again whenever it is shown: a request or a
    // withdrawal made just before a reload may not have reached the kept copy yet, and a stale
    // "pending" would be a wrong answer to the buyer (and to the office). Always stale, not only
    // refetched on mount: the buyer's form enables this query once the unit is known to be theirs,
    // after mounting, and enabling a query asks again only when its data is stale (the kept
    // copy of a request made seconds before was "fresh" for 30 s: package-choice.spec failed so).
    staleTime: 0,
    refetchOnMount: 'always',
  });

/** `enabled: false` until the reader is known to be the buyer (or the office). */
export const useUnitSelection = (unitId: number, { enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...unitSelectionQueryOptions(unitId), enabled });
