// POST /units/{id}/status { status, until?, user_id?, note? } (issue 22, decision 033): hold,
// release, reserve, sell, cancel. A 409 means someone moved the unit first (or the move no
// longer exists from its status): the plan reloads either way.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Property, UnitStatusRequest } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';

export async function postUnitStatus(unitId: number, body: UnitStatusRequest): Promise<Property> {
  return apiRequestChecked(`/units/${unitId}/status`, (s) => s.propertySchema, { method: 'POST', body });
}

export function useChangeUnitStatus() {
  const queryClient = useQueryClient();
  // The plan, every unit list (owners, clients) and the unit's history may show the move.
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.units.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.properties.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  };
  return useMutation({
    mutationFn: ({ unitId, body }: { unitId: number; body: UnitStatusRequest }) => postUnitStatus(unitId, body),
    onSuccess: invalidate,
    onError: (error) => {
      if (isApiError(error) && error.code === 'conflict') invalidate();
    },
  });
}
