// A unit type's pictures (Admin, issue 21): POST /typologies/{id}/cover (multipart `image`),
// POST /typologies/{id}/floor-plan (multipart `file`: a picture or a PDF) and
// DELETE /typologies/{id}/floor-plan. Uploads go through lib/upload for their progress; a file
// that is no picture (or PDF) answers 415, a too large one 413, each with the server's text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DevelopmentWriteResponse } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { uploadForm } from '../../lib/upload';
import { afterTypologyWrite } from './after-write';
import { checkedWriteAnswer } from './upload-answer';

export type TypologyFileKind = 'cover' | 'floor-plan';

/** onProgress gets 0…1. */
export async function uploadTypologyFile(id: number, kind: TypologyFileKind, file: File, onProgress: (fraction: number) => void, { lang, signal }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  const form = new FormData();
  form.append(kind === 'cover' ? 'image' : 'file', file, file.name);
  return checkedWriteAnswer(await uploadForm(`/typologies/${id}/${kind}`, form, { lang, signal, onProgress }));
}

export async function deleteFloorPlan(id: number, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/typologies/${id}/floor-plan`, (s) => s.developmentWriteResponseSchema, { method: 'DELETE', lang });
}

export function useUploadTypologyFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, file, onProgress }: { id: number; kind: TypologyFileKind; file: File; onProgress: (fraction: number) => void }) => uploadTypologyFile(id, kind, file, onProgress),
    onSuccess: (answer) => afterTypologyWrite(queryClient, answer.development),
  });
}

export function useDeleteFloorPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteFloorPlan(id),
    onSuccess: (answer) => afterTypologyWrite(queryClient, answer.development),
  });
}
