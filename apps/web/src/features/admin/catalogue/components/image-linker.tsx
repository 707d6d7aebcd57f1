// Image-to-item linker (SPEC §2.9): a searchable item picker and an image with a preview,
// both required; the upload shows its progress; the server's reason is shown for a refused file.
// The picker searches on the server (GET /items/page, issue 13): it lists the first matches,
// not a catalogue of 50,000 options.
import { useQuery } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX_LENGTH, itemImageLinkSchema, type Item, type ItemImageLink } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/lists/use-debounced-value';
import { itemsSearchQueryOptions } from '../../../../api/admin/get-items-page';
import { useUploadItemImage } from '../../../../api/admin/upload-item-image';
import styles from '../../shared/components/items.module.css';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';
/** The picker's options: the first matches of the search (a code or a name narrows it at once). */
const PICKER_OPTIONS = 50;

export function ImageLinker() {
  const { t } = useTranslation('admin');
  const errorText = useErrorText('admin');
  const lang = useLanguage();
  const upload = useUploadItemImage();
  const ids = { search: useId(), item: useId(), file: useId(), more: useId() };
  const [query, setQuery] = useState('');
  // The item kept whole, so the picker still names it when a new search no longer lists it.
  const form = useSchemaForm<{ item: Item | null; file: File | null }, ItemImageLink>(itemImageLinkSchema, {
    defaultValues: { item: null, file: null },
    toSchemaInput: ({ item, file }) => ({ itemId: item?.id, file }),
  });
  const [chosen, file] = useWatch({ control: form.control, name: ['item', 'file'] });
  const setChosen = (item: Item | null) => form.setValue('item', item);
  const setFile = (next: File | null) => form.setValue('file', next);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const q = useDebouncedValue(query.trim());
  const matches = useQuery(itemsSearchQueryOptions({ q, offset: 0, limit: PICKER_OPTIONS }, lang));
  const options = matches.data?.items ?? [];
  const more = (matches.data?.total ?? 0) - options.length;
  const loadFailed = matches.isError && !matches.data;

  const submit = form.handleSubmit(
    async ({ itemId, file: picture }) => {
      setProblem(null);
      setProgress(0);
      try {
        await upload.mutateAsync({ itemId, file: picture as File, onProgress: setProgress });
        notify.alert({ message: t('items.linked'), type: 'success' });
        setFile(null);
      } catch (error) {
        // The server's reason for a refused file (too large, not an image, no such item), else ours.
        const message = errorText(error, 'items.linkError');
        setProblem(message);
        notify.alert({ message, type: 'error' });
      } finally {
        setProgress(null);
      }
    },
    () => {
      notify.alert({ message: t('items.required'), type: 'warning' });
      setProblem(t('items.required'));
    },
  );

  const busy = progress !== null;
  return (
    <form className={styles.panel} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="linker-title">
      <h2 id="linker-title" className={styles.panelTitle}>
        {t('items.linkerTitle')}
      </h2>
      {loadFailed ? (
        <p className={styles.error} role="alert">
          {t('items.loadError')}
        </p>
      ) : null}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.search}>
          {t('items.searchItem')}
        </label>
        <input id={ids.search} type="search" className={styles.input} value={query} maxLength={SEARCH_MAX_LENGTH} onChange={(e) => setQuery(e.currentTarget.value)} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.item}>
          {t('items.item')}
        </label>
        <select
          id={ids.item}
          className={styles.input}
          value={chosen ? String(chosen.id) : ''}
          aria-describedby={more > 0 ? ids.more : undefined}
          onChange={(e) => {
            const id = e.currentTarget.value;
            setChosen(options.find((item) => String(item.id) === id) ?? (chosen && String(chosen.id) === id ? chosen : null));
          }}
        >
          <option value="">{t('items.chooseItem')}</option>
          {chosen && !options.some((item) => item.id === chosen.id) ? <option value={chosen.id}>{`${chosen.item} · ${chosen.code}`}</option> : null}
          {options.map((item) => (
            <option key={item.id} value={item.id}>{`${item.item} · ${item.code} · ${item.category}`}</option>
          ))}
        </select>
        {more > 0 ? (
          <p id={ids.more} className={styles.hint}>
            {t('items.moreMatches', { count: more, formattedCount: formatNumber(more, lang) })}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={ids.file}>
          {t('items.image')}
        </label>
        <span className={styles.filePicker} data-focus-ring="within">
          <input
            id={ids.file}
            type="file"
            accept={IMAGE_ACCEPT}
            className={styles.fileInput}
            onChange={(e) => {
              setFile(e.currentTarget.files?.[0] ?? null);
              setProblem(null);
            }}
          />
          <span className={styles.fileButton} aria-hidden="true">
            {t('items.chooseImage')}
          </span>
          <span className={styles.fileName}>{file?.name ?? t('items.noFile')}</span>
        </span>
      </div>
      {preview ? <img className={styles.preview} src={preview} alt={t('items.previewAlt')} /> : null}
      {busy ? (
        <div className={styles.progressRow}>
          <progress className={styles.progress} max={1} value={progress} aria-label={t('items.uploading')} />
          <span>{formatPercent(progress, lang)}</span>
        </div>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={busy}>
        <ImageUp size={18} aria-hidden="true" />
        {busy ? t('items.uploading') : t('items.link')}
      </button>
    </form>
  );
}
