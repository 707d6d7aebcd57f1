// POST /items/import?dry_run=… (issue 13, Admin): a CSV or XLSX file, multipart field `file`.
// A dry run answers what would change and every wrong cell (200 even with errors); the import
// itself writes every row in one transaction, or nothing and a 422 with every wrong cell. Sent
// with lib/upload (XMLHttpRequest) for its upload progress.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  API_TIMEOUT_MS,
  itemImportErrorSchema,
  itemImportResultSchema,
  type ItemImportErrorAnswer,
  type ItemImportResult,
} from '@vitrina/contracts';
import type { LocalisedCallOptions } from '../../lib/api-client';
import { ApiError, isApiError } from '../../lib/api-error';
import { queryKeys } from '../../lib/query-keys';
import { uploadForm } from '../../lib/upload';

export interface ImportCallOptions extends LocalisedCallOptions {
  dryRun: boolean;
  /** 0…1 while the file is sent. */
  onProgress?: (fraction: number) => void;
  /** The file is sent: the server is reading (and, for an import, writing) it. */
  onSent?: () => void;
}

/** 50,000 rows take up to a minute on the server, after the upload itself. */
const IMPORT_TIMEOUT_MS = API_TIMEOUT_MS * 30;

export async function importItems(file: File, { dryRun, lang, signal, onProgress, onSent }: ImportCallOptions): Promise<ItemImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = new URLSearchParams({ dry_run: String(dryRun) });
  const body = await uploadForm(`/items/import?${query.toString()}`, form, { lang, signal, onProgress, onSent, timeoutMs: IMPORT_TIMEOUT_MS });
  const parsed = itemImportResultSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(200, body, 'invalid answer');
  return parsed.data;
}

/**
 * The 422 of an import with wrong rows (counts and the errors), or null for any other failure —
 * a 422 about the file as a whole (empty, too many rows) lists no rows and is not one.
 */
export function importRefusal(error: unknown): ItemImportErrorAnswer | null {
  if (!isApiError(error) || error.code !== 'validation_failed') return null;
  const parsed = itemImportErrorSchema.safeParse(error.body);
  return parsed.success && parsed.data.errors.length > 0 ? parsed.data : null;
}

/** After an import: every catalogue read (lists, pages, totals, items) is refetched. */
export function useInvalidateCatalogue() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.items.all }), [queryClient]);
}
