// The documents of a unit's file kept on this device (issue 34, decision 052): when the buyer
// downloads one, the page keeps a copy in a Cache Storage cache of the account's own, so it opens
// again without a connection. A copy is keyed by the document and its version, so a new version
// is downloaded afresh and never shadowed by the old copy. The service worker plays no part: the
// file's request carries the bearer token and its answer is `private, no-store`.
import { KEPT_AT_HEADER, KEPT_BYTES_HEADER, documentCopiesCacheName } from './cache-names';

/** The file name the server gave (Content-Disposition), kept beside the bytes. */
const FILE_NAME_HEADER = 'x-vitrina-file-name';

export interface DocumentRef {
  id: number;
  unit_id: number;
  version: number;
}

export interface DocumentCopy {
  blob: Blob;
  fileName: string;
  keptAt: number;
}

/** Not a real address: only the copy's key (the page never fetches it). */
const copyKey = (doc: DocumentRef) => `/kept-documents/${doc.unit_id}/${doc.id}/${doc.version}`;
const hasCaches = () => typeof caches !== 'undefined';

export async function keepDocumentCopy(userId: number | null, doc: DocumentRef, blob: Blob, fileName: string): Promise<void> {
  if (!hasCaches()) return;
  const cache = await caches.open(documentCopiesCacheName(userId));
  // Earlier versions of the same document go: only the newest is the buyer's.
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith(`/kept-documents/${doc.unit_id}/${doc.id}/`)) await cache.delete(request);
  }
  const headers = new Headers({
    'Content-Type': blob.type || 'application/octet-stream',
    [FILE_NAME_HEADER]: encodeURIComponent(fileName),
    [KEPT_BYTES_HEADER]: String(blob.size),
    [KEPT_AT_HEADER]: String(Date.now()),
  });
  await cache.put(copyKey(doc), new Response(blob, { headers }));
}

export async function readDocumentCopy(userId: number | null, doc: DocumentRef): Promise<DocumentCopy | null> {
  if (!hasCaches()) return null;
  const cache = await caches.open(documentCopiesCacheName(userId));
  const response = await cache.match(copyKey(doc));
  if (!response) return null;
  return {
    blob: await response.blob(),
    fileName: decodeURIComponent(response.headers.get(FILE_NAME_HEADER) ?? `document-${doc.id}`),
    keptAt: Number(response.headers.get(KEPT_AT_HEADER) ?? 0),
  };
}

/** The ids of a unit's documents kept on this device, each at the version kept. */
export async function keptDocumentVersions(userId: number | null, unitId: number): Promise<Record<number, number>> {
  if (!hasCaches()) return {};
  const cache = await caches.open(documentCopiesCacheName(userId));
  const kept: Record<number, number> = {};
  for (const request of await cache.keys()) {
    const match = /^\/kept-documents\/(\d+)\/(\d+)\/(\d+)$/.exec(new URL(request.url).pathname);
    if (match && Number(match[1]) === unitId) kept[Number(match[2])] = Number(match[3]);
  }
  return kept;
}

/** Sign-out on a shared phone: the account's copies go. */
export async function removeDocumentCopies(userId: number): Promise<void> {
  if (hasCaches()) await caches.delete(documentCopiesCacheName(userId));
}
