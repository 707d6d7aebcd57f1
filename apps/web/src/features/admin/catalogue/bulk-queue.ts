// The bulk image linker's queue (SPEC §2.9 admin, issue 13), pure and unit-tested: each file's
// state and upload progress, the overall "n of N", Cancel (the current upload and the rest are
// cancelled, what is linked stays linked) and "Retry failed" (only the failed files run again;
// cancelled ones are left alone: cancelling was the person's choice — drop them again to send
// them).

export type BulkFileState = 'queued' | 'matching' | 'uploading' | 'done' | 'failed' | 'cancelled';

/** Why a file failed: no item code in its name, or the server's reason (null: no reason given). */
export type BulkFailure = { kind: 'noCode' } | { kind: 'upload'; message: string | null };

export interface BulkFile {
  key: number;
  file: File;
  state: BulkFileState;
  /** 0…1 of this file's upload. */
  progress: number;
  /** The item the file's name matched. */
  item: { code: string; name: string } | null;
  failure: BulkFailure | null;
}

export type BulkAction =
  | { type: 'add'; files: readonly File[]; firstKey: number }
  | { type: 'matching'; key: number }
  | { type: 'uploading'; key: number; item: { code: string; name: string } }
  | { type: 'progress'; key: number; fraction: number }
  | { type: 'done'; key: number }
  | { type: 'failed'; key: number; failure: BulkFailure }
  /** Cancel: those of `keys` not finished yet (the current one and the rest) are cancelled. */
  | { type: 'cancelled'; keys: readonly number[] }
  /** Retry: the failed ones among `keys` wait again. */
  | { type: 'retry'; keys: readonly number[] };

const FINISHED: readonly BulkFileState[] = ['done', 'failed', 'cancelled'];
export const isFinished = (file: Pick<BulkFile, 'state'>) => FINISHED.includes(file.state);

export function bulkReducer(files: readonly BulkFile[], action: BulkAction): BulkFile[] {
  const change = (key: number, next: (file: BulkFile) => BulkFile) => files.map((file) => (file.key === key ? next(file) : file));
  switch (action.type) {
    case 'add':
      // A new drop starts a new list.
      return action.files.map((file, i) => ({ key: action.firstKey + i, file, state: 'queued', progress: 0, item: null, failure: null }));
    case 'matching':
      return change(action.key, (f) => ({ ...f, state: 'matching', progress: 0, item: null, failure: null }));
    case 'uploading':
      return change(action.key, (f) => ({ ...f, state: 'uploading', progress: 0, item: action.item }));
    case 'progress':
      return change(action.key, (f) => (f.state === 'uploading' ? { ...f, progress: Math.max(f.progress, Math.min(1, action.fraction)) } : f));
    case 'done':
      return change(action.key, (f) => ({ ...f, state: 'done', progress: 1 }));
    case 'failed':
      return change(action.key, (f) => ({ ...f, state: 'failed', failure: action.failure }));
    case 'cancelled':
      return files.map((f) => (action.keys.includes(f.key) && !isFinished(f) ? { ...f, state: 'cancelled' } : f));
    case 'retry':
      return files.map((f) => (action.keys.includes(f.key) && f.state === 'failed' ? { ...f, state: 'queued', progress: 0, failure: null } : f));
  }
}

/** The failed files: what "Retry failed" sends again. */
export const failedFiles = (files: readonly BulkFile[]) => files.filter((f) => f.state === 'failed');

export interface BulkSummary {
  total: number;
  /** Files finished one way or another: the n of "n of N". */
  finished: number;
  done: number;
  failed: number;
  cancelled: number;
  /** 0…total: the finished files plus the part of the current upload already sent. */
  value: number;
}

export function bulkSummary(files: readonly BulkFile[]): BulkSummary {
  const count = (state: BulkFileState) => files.filter((f) => f.state === state).length;
  const finished = files.filter(isFinished).length;
  const current = files.find((f) => f.state === 'uploading')?.progress ?? 0;
  return { total: files.length, finished, done: count('done'), failed: count('failed'), cancelled: count('cancelled'), value: finished + current };
}
