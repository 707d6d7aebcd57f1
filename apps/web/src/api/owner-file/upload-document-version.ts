// POST /documents/{id}/versions (the office; issue 34, decision 046): a new version of a
// document, multipart `file`; the earlier versions are kept.
import { useMutation } from '@tanstack/react-query';
import type { DocumentWriteResponse } from '@vitrina/contracts';
import { uploadForm } from '../../lib/upload';
import { checkedDocumentAnswer } from './document-upload-answer';
import { useRefreshUnitFile } from './refresh-unit-file';

export async function uploadDocumentVersion(documentId: number, file: File, onProgress?: (fraction: number) => void): Promise<DocumentWriteResponse> {
  const form = new FormData();
  form.append('file', file, file.name);
  return checkedDocumentAnswer(await uploadForm(`/documents/${documentId}/versions`, form, { onProgress }));
}

export function useUploadDocumentVersion(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({
    mutationFn: ({ documentId, file, onProgress }: { documentId: number; file: File; onProgress?: (fraction: number) => void }) => uploadDocumentVersion(documentId, file, onProgress),
    onSuccess: () => refresh(),
  });
}
