// POST /units/{id}/selection (the unit's buyer; issue 35, decision 059): ask for a furniture
// level. The answer is the choice as it now reads; a 409 (after the deadline, a level without a
// price) comes back in the server's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, SelectionWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function requestPackage(unitId: number, level: Category): Promise<SelectionWriteResponse> {
  return apiRequestChecked(`/units/${unitId}/selection`, (s) => s.selectionWriteResponseSchema, { method: 'POST', body: { package: level } });
}

export function useRequestPackage(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: Category) => requestPackage(unitId, level),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.ownerFile.selection(unitId), answer.selection),
  });
}
