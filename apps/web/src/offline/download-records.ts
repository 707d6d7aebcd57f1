// The record of each unit downloaded for offline use (./downloads.ts): what it kept, how big,
// when, and for which account. Apart from the download code, so a show room can tell whether
// its unit is downloaded, and the app whether anything is, without loading that code.
import type { QueryKey } from '@tanstack/react-query';
import { createStore, del, get, keys, set, values, type UseStore } from 'idb-keyval';

export interface DownloadRecord {
  unitId: string;
  /** The answer shapes it was saved with (keep-queries.ts): another build's record is dropped. */
  version: string;
  /** The account that downloaded it (removed on its sign-out); null for a visitor. */
  userId: number | null;
  /** The answers kept, to put back in the cache at start. */
  answers: Array<{ queryKey: QueryKey; data: unknown; updatedAt: number }>;
  pictures: number;
  /** Pictures and answers together. */
  bytes: number;
  savedAt: number;
}

let store: UseStore | null = null;
const records = (): UseStore => (store ??= createStore('vitrina-downloads', 'units'));

export const readDownload = (unitId: string): Promise<DownloadRecord | undefined> => get<DownloadRecord>(unitId, records());
export const downloadRecords = (): Promise<DownloadRecord[]> => values<DownloadRecord>(records());
export const saveDownloadRecord = (record: DownloadRecord): Promise<void> => set(record.unitId, record, records());
export const deleteDownloadRecord = (unitId: string): Promise<void> => del(unitId, records());
export const hasDownloads = async (): Promise<boolean> => (await keys(records())).length > 0;
