// POST /developments/{slug}/units (a new unit) and PUT /units/{id} (its facts and price, with a
// reason kept in its price history) — Admin (decision 034). The plan reloads after either.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitWrite } from '@vitrina/contracts';
import { apiRequest } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export type SaveUnitTarget = { kind: 'create'; slug: string } | { kind: 'update'; unitId: number };

export async function saveUnit(target: SaveUnitTarget, body: UnitWrite): Promise<void> {
  const path = target.kind === 'create' ? `/developments/${encodeURIComponent(target.slug)}/units` : `/units/${target.unitId}`;
  await apiRequest(path, { method: target.kind === 'create' ? 'POST' : 'PUT', body });
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
