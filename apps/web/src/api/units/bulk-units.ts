// The Admin's bulk tools on a development's units (issue 22, decision 034), each a dry run first
// (the preview) and then the same body for real: POST .../units/generate and .../units/reprice.
// After a real call every unit read reloads (the plan, the lists, the price histories).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UnitGenerate, UnitGenerateResult, UnitReprice, UnitRepriceResult } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

const unitsPath = (slug: string, action: string, dryRun: boolean) => `/developments/${encodeURIComponent(slug)}/units/${action}?dry_run=${String(dryRun)}`;

export function generateUnits(slug: string, body: UnitGenerate, dryRun: boolean): Promise<UnitGenerateResult> {
  return apiRequestChecked(unitsPath(slug, 'generate', dryRun), (s) => s.unitGenerateResultSchema, { method: 'POST', body });
}

export function repriceUnits(slug: string, body: UnitReprice, dryRun: boolean): Promise<UnitRepriceResult> {
  return apiRequestChecked(unitsPath(slug, 'reprice', dryRun), (s) => s.unitRepriceResultSchema, { method: 'POST', body });
}

/** After a bulk write: every unit read (the plan, the clients lists, price histories) reloads. */
export function useInvalidateUnits() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.units.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
  }, [queryClient]);
}
