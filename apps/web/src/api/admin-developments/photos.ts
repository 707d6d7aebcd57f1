// A development's photos (Admin, issue 21): POST /developments/{slug}/photos (multipart `image`
// and the field `page`; 415 for a file that is no picture), PUT /development-photos/{id}
// ({ alt, cover }: one cover per page), PUT /developments/{slug}/photos/order ({ page, ids }: all
// of the page's photos) and DELETE /development-photos/{id}. Each answers the development.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminDevelopment, DevelopmentPage, DevelopmentWriteResponse, PhotoUpdate } from '@vitrina/contracts';
import { apiRequestChecked, type CallOptions } from '../../lib/api-client';
import { queryKeys } from '../../lib/query-keys';
import { uploadForm } from '../../lib/upload';
import { afterDevelopmentWrite } from './after-write';
import { checkedWriteAnswer } from './upload-answer';

/** onProgress gets 0…1. */
export async function uploadPhoto(slug: string, page: DevelopmentPage, file: File, onProgress: (fraction: number) => void, { lang, signal }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  const form = new FormData();
  form.append('page', page);
  form.append('image', file, file.name);
  return checkedWriteAnswer(await uploadForm(`/developments/${encodeURIComponent(slug)}/photos`, form, { lang, signal, onProgress }));
}

export async function putPhoto(id: number, body: PhotoUpdate, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/development-photos/${id}`, (s) => s.developmentWriteResponseSchema, { method: 'PUT', body, lang });
}

export async function putPhotoOrder(slug: string, page: DevelopmentPage, ids: number[], { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/developments/${encodeURIComponent(slug)}/photos/order`, (s) => s.developmentWriteResponseSchema, { method: 'PUT', body: { page, ids }, lang });
}

export async function deletePhoto(id: number, { lang }: CallOptions = {}): Promise<DevelopmentWriteResponse> {
  return apiRequestChecked(`/development-photos/${id}`, (s) => s.developmentWriteResponseSchema, { method: 'DELETE', lang });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, page, file, onProgress }: { slug: string; page: DevelopmentPage; file: File; onProgress: (fraction: number) => void }) => uploadPhoto(slug, page, file, onProgress),
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}

export function useUpdatePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PhotoUpdate }) => putPhoto(id, body),
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}

/**
 * The page's photos in a new order: shown at once (the photos' positions follow `ids`), and
 * back to the stored order if the server refuses.
 */
export function useOrderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, page, ids }: { slug: string; page: DevelopmentPage; ids: number[] }) => putPhotoOrder(slug, page, ids),
    onMutate: async ({ slug, page, ids }) => {
      const key = queryKeys.adminDevelopments.detail(slug);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<AdminDevelopment | null>(key);
      if (before) {
        const position = new Map(ids.map((id, index) => [id, index]));
        queryClient.setQueryData<AdminDevelopment>(key, {
          ...before,
          photos: before.photos.map((photo) => (photo.page === page && position.has(photo.id) ? { ...photo, position: position.get(photo.id)! } : photo)),
        });
      }
      return { before, key };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
    },
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePhoto(id),
    onSuccess: (answer) => afterDevelopmentWrite(queryClient, answer.development),
  });
}
