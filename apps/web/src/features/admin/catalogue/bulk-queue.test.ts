import { describe, expect, it } from 'vitest';
import { bulkReducer, bulkSummary, failedFiles, type BulkAction, type BulkFile } from './bulk-queue';

const files = ['GLD-01.png', 'GLD-02.png', 'nada.png', 'GLD-03.png'].map((name) => new File(['x'], name, { type: 'image/png' }));
const run = (...actions: BulkAction[]) => actions.reduce<BulkFile[]>(bulkReducer, []);
const states = (list: BulkFile[]) => list.map((f) => f.state);
const item = (code: string) => ({ code, name: `Sofá ${code}` });

describe('bulk linker queue', () => {
  const added: BulkAction = { type: 'add', files, firstKey: 10 };

  it('follows each file from queued to done, with its upload progress and the overall n of N', () => {
    let list = run(added, { type: 'matching', key: 10 }, { type: 'uploading', key: 10, item: item('GLD-01') }, { type: 'progress', key: 10, fraction: 0.5 });
    expect(list[0]).toMatchObject({ state: 'uploading', progress: 0.5, item: item('GLD-01') });
    expect(bulkSummary(list)).toMatchObject({ total: 4, finished: 0, value: 0.5 });
    list = bulkReducer(list, { type: 'done', key: 10 });
    list = bulkReducer(list, { type: 'failed', key: 12, failure: { kind: 'noCode' } });
    expect(bulkSummary(list)).toEqual({ total: 4, finished: 2, done: 1, failed: 1, cancelled: 0, value: 2 });
  });

  it('ignores progress of a file that is not uploading, and never goes backwards', () => {
    let list = run(added, { type: 'progress', key: 10, fraction: 0.7 });
    expect(list[0]!.progress).toBe(0);
    list = bulkReducer(bulkReducer(list, { type: 'uploading', key: 10, item: item('GLD-01') }), { type: 'progress', key: 10, fraction: 0.7 });
    expect(bulkReducer(list, { type: 'progress', key: 10, fraction: 0.3 })[0]!.progress).toBe(0.7);
  });

  it('cancel: the current upload and the rest are cancelled, finished files keep their state', () => {
    const list = run(
      added,
      { type: 'done', key: 10 },
      { type: 'failed', key: 11, failure: { kind: 'upload', message: 'Imagen no admitida' } },
      { type: 'uploading', key: 12, item: item('X') },
      { type: 'cancelled', keys: [10, 11, 12, 13] },
    );
    expect(states(list)).toEqual(['done', 'failed', 'cancelled', 'cancelled']);
    expect(bulkSummary(list)).toMatchObject({ finished: 4, done: 1, failed: 1, cancelled: 2 });
  });

  it('retry failed: only the failed files wait again, not the done or the cancelled ones', () => {
    const list = run(
      added,
      { type: 'done', key: 10 },
      { type: 'failed', key: 11, failure: { kind: 'noCode' } },
      { type: 'failed', key: 12, failure: { kind: 'upload', message: null } },
      { type: 'cancelled', keys: [13] },
    );
    const retry = failedFiles(list).map((f) => f.key);
    expect(retry).toEqual([11, 12]);
    const again = bulkReducer(list, { type: 'retry', keys: retry });
    expect(states(again)).toEqual(['done', 'queued', 'queued', 'cancelled']);
    expect(again[1]!.failure).toBeNull();
    expect(bulkSummary(again)).toMatchObject({ finished: 2 });
  });

  it('a new drop starts a new list', () => {
    const list = run(added, { type: 'done', key: 10 }, { type: 'add', files: files.slice(0, 1), firstKey: 20 });
    expect(list.map((f) => [f.key, f.state])).toEqual([[20, 'queued']]);
  });
});
