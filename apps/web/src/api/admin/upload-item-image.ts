// POST /items/upload/{itemId}, multipart field `image` (SPEC §2.9, §7): links a picture to an
// item. Sent with lib/upload (XMLHttpRequest): fetch reports no upload progress. An abort
// signal cancels it (the bulk linker's Cancel).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { itemWriteResponseSchema, type ItemWriteResponse } from '@vitrina/contracts';
import type { CallOptions } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { uploadForm } from '../../lib/upload';

/** onProgress gets 0…1. */
export async function uploadItemImage(itemId: number, file: File, onProgress: (fraction: number) => void, { lang, signal }: CallOptions = {}): Promise<ItemWriteResponse> {
  const form = new FormData();
  form.append('image', file, file.name);
  const body = await uploadForm(`/items/upload/${itemId}`, form, { lang, signal, onProgress });
  const parsed = itemWriteResponseSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}

/** One upload; the bulk linker calls uploadItemImage itself and refreshes the items once at the end. */
export function useUploadItemImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, file, onProgress }: { itemId: number; file: File; onProgress: (fraction: number) => void }) => uploadItemImage(itemId, file, onProgress),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
