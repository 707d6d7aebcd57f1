// GET /documents/{id}/file (issue 34, decision 046): a document's bytes, sent as an attachment to
// a signed-in reader only. A plain link cannot carry the bearer token, so the file is fetched with
// the API client's headers (lib/api-download) and handed to the browser as a download
// (lib/save-file), as the office's exports are. The buyer's copy is kept on the device
// (offline/document-copies) and opened from there when there is no connection (decision 052).
import { onlineManager, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Language } from '@vitrina/contracts';
import { apiDownload } from '../../lib/api-download';
import { isConnectionError } from '../../lib/connection';
import { queryKeys } from '../../lib/query-keys';
import { saveFile } from '../../lib/save-file';
import { getSession } from '../../lib/session';
import { useSession } from '../../lib/use-session';
import { keepDocumentCopy, keptDocumentVersions, readDocumentCopy, type DocumentRef } from '../../offline/document-copies';

export interface DocumentDownload extends DocumentRef {
  title: string;
}

export interface DownloadOptions {
  lang: Language;
  /** Keep a copy on this device for offline use (the buyer's file); the office's downloads keep none. */
  keep?: boolean;
  /** An earlier version (the office's); the newest without it. */
  version?: number;
  signal?: AbortSignal;
}

/** Where the file came from: the server, or the copy on this device (no connection). */
export type DownloadSource = 'server' | 'device';

const fallbackName = (doc: DocumentDownload) => doc.title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || `document-${doc.id}`;

export async function downloadDocument(doc: DocumentDownload, { lang, keep = false, version, signal }: DownloadOptions): Promise<DownloadSource> {
  const userId = getSession().user?.id ?? null;
  const fromDevice = async (): Promise<DownloadSource | null> => {
    const copy = keep && version === undefined ? await readDocumentCopy(userId, doc) : null;
    if (!copy) return null;
    saveFile(copy.blob, copy.fileName);
    return 'device';
  };
  // Offline, the copy at once: no request waits for its timeout.
  if (!onlineManager.isOnline()) {
    const source = await fromDevice();
    if (source) return source;
  }
  const path = `/documents/${doc.id}/file${version === undefined ? '' : `?version=${version}`}`;
  try {
    const { blob, fileName } = await apiDownload(path, { lang, signal });
    const name = fileName ?? fallbackName(doc);
    if (keep && version === undefined) {
      // Kept before it is handed over, so the file opens offline right after.
      await keepDocumentCopy(userId, doc, blob, name).catch((error: unknown) => console.warn('document not kept on the device', error));
    }
    saveFile(blob, name);
    return 'server';
  } catch (error) {
    const source = isConnectionError(error) ? await fromDevice() : null;
    if (source) return source;
    throw error;
  }
}

/** Which of a unit's documents this account has on the device, each at the version kept. */
export function useKeptDocuments(unitId: number) {
  const { user } = useSession();
  const account = user?.id ?? null;
  return useQuery({
    queryKey: queryKeys.documentCopies(account, unitId),
    queryFn: () => keptDocumentVersions(account, unitId),
    networkMode: 'always',
    staleTime: Infinity,
  });
}

/** Downloads a document, keeps its copy (the buyer's file) and tells the list it is on the device. */
export function useDownloadDocument(unitId: number, { keep }: { keep: boolean }) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const account = user?.id ?? null;
  return useCallback(
    async (doc: DocumentDownload, lang: Language): Promise<DownloadSource> => {
      const source = await downloadDocument(doc, { lang, keep });
      if (keep) void queryClient.invalidateQueries({ queryKey: queryKeys.documentCopies(account, unitId) });
      return source;
    },
    [queryClient, account, unitId, keep],
  );
}
