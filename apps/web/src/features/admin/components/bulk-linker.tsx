// Bulk linking (SPEC §2.9 admin): many images at once, each linked to the item whose code is
// in its file name, one after the other, with a result per file.
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CircleAlert, LoaderCircle, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../lib/query-keys';
import { useApiLanguage } from '../../../lib/use-api-language';
import { itemsQueryOptions } from '../api/get-items';
import { itemForFileName } from '../api/item-for-file-name';
import { uploadItemImage } from '../api/upload-item-image';
import { IMAGE_ACCEPT, uploadFailure } from './image-linker';
import styles from './items.module.css';

interface Row {
  name: string;
  state: 'pending' | 'done' | 'failed';
  detail: string;
}

export function BulkLinker() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const lang = useApiLanguage();
  const inputId = useId();
  const [rows, setRows] = useState<Row[]>([]);
  const [dragging, setDragging] = useState(false);

  async function run(files: File[]) {
    const initial = files.map((file) => ({ name: file.name, state: 'pending' as const, detail: '' }));
    setRows(initial);
    // The catalogue may still be loading when files are dropped: wait for it.
    const items = await queryClient.ensureQueryData(itemsQueryOptions(lang));
    const update = (index: number, row: Partial<Row>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...row } : r)));
    for (const [index, file] of files.entries()) {
      const match = itemForFileName(file.name, items);
      if (!match) {
        update(index, { state: 'failed', detail: t('items.bulkNoCode') });
        continue;
      }
      const name = items.find((i) => i.id === match.id)?.item ?? match.code;
      try {
        await uploadItemImage(match.id, file, () => undefined, { lang });
        update(index, { state: 'done', detail: t('items.bulkLinked', { item: name, code: match.code }) });
      } catch (error) {
        update(index, { state: 'failed', detail: uploadFailure(error, t('items.linkError')) });
      }
    }
    // Once for the whole batch, not once a file.
    void queryClient.invalidateQueries({ queryKey: queryKeys.items.all });
  }

  return (
    <section className={styles.panel} aria-labelledby="bulk-title">
      <h2 id="bulk-title" className={styles.panelTitle}>
        {t('items.bulkTitle')}
      </h2>
      <p className={styles.hint}>{t('items.bulkHint')}</p>
      <label
        htmlFor={inputId}
        className={styles.drop}
        data-dragging={dragging || undefined}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void run([...e.dataTransfer.files]);
        }}
      >
        <Upload size={22} aria-hidden="true" />
        <span>{t('items.bulkDrop')}</span>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className={styles.visuallyHidden}
          onChange={(e) => {
            const files = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            if (files.length) void run(files);
          }}
        />
      </label>
      {rows.length ? (
        <ul className={styles.results} aria-label={t('items.bulkResults')} aria-live="polite">
          {rows.map((row, index) => (
            <li key={`${row.name}-${index}`} className={styles.result} data-state={row.state}>
              {row.state === 'done' ? (
                <CheckCircle2 size={18} aria-hidden="true" />
              ) : row.state === 'failed' ? (
                <CircleAlert size={18} aria-hidden="true" />
              ) : (
                <LoaderCircle size={18} aria-hidden="true" />
              )}
              <span className={styles.resultName}>{row.name}</span>
              <span className={styles.resultDetail}>{row.state === 'pending' ? t('items.uploading') : row.detail}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
