// DELETE /units/{id}/selection (the unit's buyer; issue 35, decision 059): take back the pending
// package request. The answer is the choice as it now reads; a 409 (decided meanwhile, after the
// deadline) comes back in the server's words.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SelectionWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';

export function withdrawPackage(unitId: number): Promise<SelectionWriteResponse> {
  return apiRequestChecked(`/units/${unitId}/selection`, (s) => s.selectionWriteResponseSchema, { method: 'DELETE' });
}

export function useWithdrawPackage(unitId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawPackage(unitId),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.ownerFile.selection(unitId), answer.selection),
    // A 409 means the request was decided meanwhile: read the choice again.
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.ownerFile.selection(unitId) }),
  });
}
