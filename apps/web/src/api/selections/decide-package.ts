// POST /units/{id}/selection/decision (the office; issue 35, decision 059): approve or decline the
// unit's pending package request with a note. An approval adds a line to the schedule and changes
// the unit's level, so the unit's file reloads after it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectionWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function decidePackage(unitId: number, decision: { approve: boolean; note: string }): Promise<SelectionWriteResponse> {
  return apiRequestChecked(`/units/${unitId}/selection/decision`, (s) => s.selectionWriteResponseSchema, { method: 'POST', body: decision });
}

export function useDecidePackage(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { approve: boolean; note: string }) => decidePackage(unitId, decision),
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKeys.ownerFile.selection(unitId), answer.selection);
      await queryClient.invalidateQueries({ queryKey: queryKeys.ownerFile.unit(unitId) });
    },
  });
}
