// The admin's catalogue calls (SPEC §2.9, §7): every item, one item in a given language, item
// writes, and the image upload with progress (XMLHttpRequest: fetch reports no upload progress).
import {
  API_TIMEOUT_MS,
  itemSchema,
  itemWriteResponseSchema,
  itemsListSchema,
  type Item,
  type ItemWriteRequest,
  type ItemWriteResponse,
  type Language,
} from '@vitrina/contracts';
import { API_BASE, api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { i18n } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';

export const itemsQueryKey = ['admin', 'items'] as const;

export async function fetchAllItems(signal?: AbortSignal): Promise<Item[]> {
  return itemsListSchema.parse(await api.get<unknown>('/items', signal));
}

export async function fetchItemIn(id: number, lang: Language, signal?: AbortSignal): Promise<Item> {
  return itemSchema.parse(await api.get<unknown>(`/getItem/${id}?lang=${lang}`, signal));
}

export async function saveItem(id: number | null, body: ItemWriteRequest): Promise<ItemWriteResponse> {
  const answer = id === null ? await api.post<unknown>('/items', body) : await api.put<unknown>(`/items/${id}`, body);
  return itemWriteResponseSchema.parse(answer);
}

/** POST /items/upload/{itemId}, multipart field `image`; onProgress gets 0…1. */
export function uploadItemImage(itemId: number, file: File, onProgress: (fraction: number) => void): Promise<ItemWriteResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/items/upload/${itemId}`);
    xhr.timeout = API_TIMEOUT_MS * 6;
    xhr.responseType = 'json';
    const { token } = getSession();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', i18n.resolvedLanguage ?? 'es');
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

/**
 * Bulk linking: the item whose code appears in the file's name (case-insensitive). The longest
 * code wins, so 'SOF-10' is not taken for 'SOF-100'. null when no code matches.
 */
export function itemForFileName(fileName: string, items: readonly Pick<Item, 'id' | 'code'>[]): Pick<Item, 'id' | 'code'> | null {
  const base = fileName.replace(/\.[^.]+$/, '').toLowerCase();
  let best: Pick<Item, 'id' | 'code'> | null = null;
  for (const item of items) {
    const code = item.code.trim().toLowerCase();
    if (!code || !base.includes(code)) continue;
    if (!best || code.length > best.code.trim().length) best = item;
  }
  return best;
}
