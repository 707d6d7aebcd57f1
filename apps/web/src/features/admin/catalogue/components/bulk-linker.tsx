// Bulk linking (SPEC §2.9 admin, issue 13): many images at once, each linked to the item whose
// code is in its file name, one after the other. The server finds the code (no catalogue in
// the browser); each file shows its upload, the whole batch its "n of N"; Cancel stops the
// current upload and skips the rest; "Retry failed" sends only the failed files again.
import { CheckCircle2, CircleAlert, CircleSlash, Clock3, LoaderCircle, RotateCcw, Upload, X } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import spinStyles from '../../../../components/ui/spin.module.css';
import { errorText } from '../../../../lib/error-text';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { findItemForFileName } from '../../../../api/admin/find-item-for-file-name';
import { useInvalidateCatalogue } from '../../../../api/admin/import-items';
import { uploadItemImage } from '../../../../api/admin/upload-item-image';
import { bulkReducer, bulkSummary, failedFiles, type BulkFile } from '../bulk-queue';
import { IMAGE_ACCEPT } from './image-linker';
import styles from '../../shared/components/items.module.css';
import bulkStyles from './bulk-linker.module.css';

export function BulkLinker() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const invalidateCatalogue = useInvalidateCatalogue();
  const inputId = useId();
  const [files, dispatch] = useReducer(bulkReducer, []);
  const [dragging, setDragging] = useState(false);
  const [running, setRunning] = useState(false);
  const current = useRef<AbortController | null>(null);
  const nextKey = useRef(0);
  // Leaving the page stops the batch: no upload keeps going for a screen nobody sees.
  useEffect(() => () => current.current?.abort(), []);

  async function run(batch: readonly Pick<BulkFile, 'key' | 'file'>[]) {
    const controller = new AbortController();
    current.current = controller;
    const { signal } = controller;
    setRunning(true);
    let linked = 0;
    try {
      for (const { key, file } of batch) {
        if (signal.aborted) break;
        dispatch({ type: 'matching', key });
        try {
          const item = await findItemForFileName(file.name, { lang, signal });
          if (!item) {
            dispatch({ type: 'failed', key, failure: { kind: 'noCode' } });
            continue;
          }
          dispatch({ type: 'uploading', key, item: { code: item.code, name: item.item } });
          await uploadItemImage(item.id, file, (fraction) => dispatch({ type: 'progress', key, fraction }), { lang, signal });
          linked += 1;
          dispatch({ type: 'done', key });
        } catch (error) {
          if (signal.aborted) break;
          dispatch({ type: 'failed', key, failure: { kind: 'upload', message: errorText(error, '') || null } });
        }
      }
    } finally {
      if (signal.aborted) dispatch({ type: 'cancelled', keys: batch.map((b) => b.key) });
      // Once for the whole batch, not once a file.
      if (linked) void invalidateCatalogue();
      if (current.current === controller) current.current = null;
      setRunning(false);
    }
  }

  function start(chosen: File[]) {
    if (running || !chosen.length) return;
    const firstKey = nextKey.current;
    nextKey.current += chosen.length;
    dispatch({ type: 'add', files: chosen, firstKey });
    void run(chosen.map((file, i) => ({ key: firstKey + i, file })));
  }

  function retryFailed() {
    const batch = failedFiles(files);
    if (running || !batch.length) return;
    dispatch({ type: 'retry', keys: batch.map((f) => f.key) });
    void run(batch);
  }

  const summary = bulkSummary(files);
  const n = (value: number) => formatNumber(value, lang);

  function detail(file: BulkFile): string {
    switch (file.state) {
      case 'queued':
        return t('items.bulkQueued');
      case 'matching':
        return t('items.bulkMatching');
      case 'uploading':
        return file.item ? t('items.bulkUploadingTo', { item: file.item.name, code: file.item.code }) : t('items.uploading');
      case 'done':
        return file.item ? t('items.bulkLinked', { item: file.item.name, code: file.item.code }) : '';
      case 'cancelled':
        return t('items.bulkCancelled');
      case 'failed':
        if (file.failure?.kind === 'noCode') return t('items.bulkNoCode');
        return (file.failure?.kind === 'upload' && file.failure.message) || t('items.linkError');
    }
  }

  return (
    <section className={`${styles.panel} ${bulkStyles.bulkPanel}`} aria-labelledby="bulk-title">
      <h2 id="bulk-title" className={styles.panelTitle}>
        {t('items.bulkTitle')}
      </h2>
      <p className={styles.hint}>{t('items.bulkHint')}</p>
      <label
        htmlFor={inputId}
        className={styles.drop}
        data-focus-ring="within"
        data-dragging={dragging || undefined}
        data-disabled={running || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          if (!running) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          start([...e.dataTransfer.files]);
        }}
      >
        <Upload size={22} aria-hidden="true" />
        <span>{t('items.bulkDrop')}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={running}
          className={styles.visuallyHidden}
          onChange={(e) => {
            const chosen = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            start(chosen);
          }}
        />
      </label>
      {files.length ? (
        <div className={bulkStyles.bulkStatus}>
          <div className={styles.progressRow}>
            <progress
              className={styles.progress}
              max={summary.total}
              value={summary.value}
              aria-label={t('items.bulkOverall')}
              aria-valuetext={t('items.bulkProgress', { done: n(summary.finished), total: n(summary.total) })}
            />
            <span className={bulkStyles.bulkCount}>{t('items.bulkProgress', { done: n(summary.finished), total: n(summary.total) })}</span>
          </div>
          {/* Counts only: announced as they change, without reading every percentage. */}
          <p className={bulkStyles.bulkSummary} role="status" data-testid="bulk-summary">
            {t('items.bulkSummary', { linked: n(summary.done), failed: n(summary.failed), cancelled: n(summary.cancelled) })}
          </p>
          <div className={bulkStyles.bulkActions}>
            {running ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => current.current?.abort()}>
                <X size={18} aria-hidden="true" />
                {t('items.bulkCancel')}
              </button>
            ) : summary.failed ? (
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={retryFailed}>
                <RotateCcw size={18} aria-hidden="true" />
                {t('items.bulkRetry', { n: n(summary.failed) })}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {files.length ? (
        <ul className={bulkStyles.results} aria-label={t('items.bulkResults')}>
          {files.map((file) => (
            <li key={file.key} className={bulkStyles.result} data-state={file.state}>
              {file.state === 'done' ? (
                <CheckCircle2 size={18} aria-hidden="true" />
              ) : file.state === 'failed' ? (
                <CircleAlert size={18} aria-hidden="true" />
              ) : file.state === 'cancelled' ? (
                <CircleSlash size={18} aria-hidden="true" />
              ) : file.state === 'queued' ? (
                <Clock3 size={18} aria-hidden="true" />
              ) : (
                <LoaderCircle size={18} aria-hidden="true" data-spinning="" className={spinStyles.spin} />
              )}
              <span className={bulkStyles.resultName}>{file.file.name}</span>
              <span className={bulkStyles.resultDetail}>{detail(file)}</span>
              {file.state === 'uploading' ? (
                <span className={bulkStyles.resultProgress}>
                  <progress className={styles.progress} max={1} value={file.progress} aria-label={t('items.bulkFileProgress', { name: file.file.name })} />
                  <span>{formatPercent(file.progress, lang)}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
