// PUT /documents/{id} (the office; issue 34, decision 046): a document's title, kind or whether
// the buyer sees it.
import { useMutation } from '@tanstack/react-query';
import type { DocumentUpdate, DocumentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked } from '../../lib/api-client';
import { useRefreshUnitFile } from './refresh-unit-file';

export function updateDocument(documentId: number, body: DocumentUpdate): Promise<DocumentWriteResponse> {
  return apiRequestChecked(`/documents/${documentId}`, (s) => s.documentWriteResponseSchema, { method: 'PUT', body });
}

export function useUpdateDocument(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({ mutationFn: ({ documentId, body }: { documentId: number; body: DocumentUpdate }) => updateDocument(documentId, body), onSuccess: () => refresh() });
}
