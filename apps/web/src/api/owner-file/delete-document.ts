// DELETE /documents/{id} (the Admin; issue 34, decision 046): a document and all its versions.
// A receipt deleted leaves its payment without one, so the schedule reloads too.
import { useMutation } from '@tanstack/react-query';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export async function deleteDocument(documentId: number): Promise<string> {
  const answer = await apiRequestChecked(`/documents/${documentId}`, (s) => s.documentDeleteResponseSchema, { method: 'DELETE' });
  return answer.message;
}

export function useDeleteDocument(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({ mutationFn: (documentId: number) => deleteDocument(documentId), onSuccess: () => refresh() });
}
