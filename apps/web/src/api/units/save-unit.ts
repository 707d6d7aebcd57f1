// POST /developments/{slug}/units (a new unit) and PUT /units/{id} (its facts and price, with a
// reason kept in its price history) — Admin (decision 034). The plan reloads after either.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InventoryUnit, UnitWrite } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type SaveUnitTarget = { kind: 'create'; slug: string } | { kind: 'update'; unitId: number };

/** Answers the unit as the plan shows it. */
export async function saveUnit(target: SaveUnitTarget, body: UnitWrite): Promise<InventoryUnit> {
  const path = target.kind === 'create' ? `/developments/${encodeURIComponent(target.slug)}/units` : `/units/${target.unitId}`;
  return apiRequestChecked(path, (s) => s.inventoryUnitSchema, { method: target.kind === 'create' ? 'POST' : 'PUT', body });
}

export function useSaveUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, body }: { target: SaveUnitTarget; body: UnitWrite }) => saveUnit(target, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.units.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    },
  });
}
