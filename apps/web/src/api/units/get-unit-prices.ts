// GET /units/{id}/prices (Admin, sales team; decision 034): a unit's price changes, newest first
// (who, when, old, new, reason). Names and amounts only: no language in the key.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnitPriceChange } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export async function fetchUnitPrices(unitId: number, { signal, lang }: CallOptions = {}): Promise<UnitPriceChange[]> {
  return apiRequestChecked(`/units/${unitId}/prices`, (s) => s.unitPriceHistorySchema, { signal, lang });
}

export const unitPricesQueryOptions = (unitId: number) =>
  queryOptions({ queryKey: queryKeys.units.prices(unitId), queryFn: ({ signal }) => fetchUnitPrices(unitId, { signal }), staleTime: 0 });

export const useUnitPrices = (unitId: number) => useQuery(unitPricesQueryOptions(unitId));
