// POST /items/upload/{itemId}, multipart field `image` (SPEC §2.9, §7): links a picture to an
// item. XMLHttpRequest rather than the API client: fetch reports no upload progress. The
// upload may take six times the usual timeout (large pictures on a slow line).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_TIMEOUT_MS, itemWriteResponseSchema, type ItemWriteResponse } from '@vitrina/contracts';
import { API_BASE, type LocalisedCallOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { queryKeys } from '../../../lib/query-keys';
import { getSession } from '../../../lib/session';
import { useApiLanguage } from '../../../lib/use-api-language';

/** onProgress gets 0…1. */
export function uploadItemImage(itemId: number, file: File, onProgress: (fraction: number) => void, { lang }: LocalisedCallOptions): Promise<ItemWriteResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/items/upload/${itemId}`);
    xhr.timeout = API_TIMEOUT_MS * 6;
    xhr.responseType = 'json';
    const { token } = getSession();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = itemWriteResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, body, 'invalid answer'));
      } else reject(new ApiError(xhr.status, body, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, null, 'network'));
    xhr.ontimeout = () => reject(new ApiError(0, null, 'timeout'));
    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}

/** One upload; the bulk linker calls uploadItemImage itself and refreshes the items once at the end. */
export function useUploadItemImage() {
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  return useMutation({
    mutationFn: ({ itemId, file, onProgress }: { itemId: number; file: File; onProgress: (fraction: number) => void }) => uploadItemImage(itemId, file, onProgress, { lang }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.items.all }),
  });
}
