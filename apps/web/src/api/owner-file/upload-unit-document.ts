// POST /units/{id}/documents (the office; issue 34, decision 046): a document uploaded to a unit,
// multipart `file` with `title`, `kind` and `shared`. Sent with lib/upload (XMLHttpRequest): a
// 20 MB file shows its progress.
import { useMutation } from '@tanstack/react-query';
import type { DocumentKind, DocumentWriteResponse } from '@vitrina/contracts';
import { uploadForm } from '../../lib/upload';
import { checkedDocumentAnswer } from './document-upload-answer';
import { useRefreshUnitFile } from './refresh-unit-file';

export interface NewDocument {
  file: File;
  title: string;
  kind: DocumentKind;
  shared: boolean;
}

export async function uploadUnitDocument(unitId: number, { file, title, kind, shared }: NewDocument, onProgress?: (fraction: number) => void): Promise<DocumentWriteResponse> {
  const form = new FormData();
  form.append('title', title);
  form.append('kind', kind);
  form.append('shared', String(shared));
  form.append('file', file, file.name);
  return checkedDocumentAnswer(await uploadForm(`/units/${unitId}/documents`, form, { onProgress }));
}

export function useUploadUnitDocument(unitId: number) {
  const refresh = useRefreshUnitFile(unitId);
  return useMutation({
    mutationFn: ({ document, onProgress }: { document: NewDocument; onProgress?: (fraction: number) => void }) => uploadUnitDocument(unitId, document, onProgress),
    onSuccess: () => refresh(),
  });
}
