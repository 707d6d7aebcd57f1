// One page's photo gallery (issue 21): upload one or several pictures (each with its progress
// and, when refused — 415 not a picture, 413 too large — the server's reason), move a photo
// earlier or later with buttons, choose the page's cover, describe it in each language, remove
// it after a confirmation. Every change is saved at once through its own call.
import { ArrowLeft, ArrowRight, ImagePlus, Star, Text, Trash2, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textIn, type AdminDevelopment, type AdminPhoto, type DevelopmentPage } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { formatNumber, formatPercent } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useDeletePhoto, useOrderPhotos, useUpdatePhoto, useUploadPhoto } from '../../../../api/admin-developments/photos';
import { moveItem } from '../reorder';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { FileButton } from '../../shared/components/file-button';
import { PhotoAltDialog } from './photo-alt-dialog';
import { useMoveFocus, type Direction } from '../../shared/use-move-focus';
import styles from './photo-gallery.module.css';
import developmentEditorStyles from './development-editor.module.css';
import developmentsPageStyles from './developments-page.module.css';
import developmentsListStyles from './developments-list.module.css';

export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

interface Upload {
  id: number;
  name: string;
  progress: number;
  state: 'sending' | 'done' | 'failed';
  problem?: string;
}

export function PhotoGallery({ development, page }: { development: AdminDevelopment; page: DevelopmentPage }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const errorText = useErrorText('developmentsAdmin');
  const upload = useUploadPhoto();
  const update = useUpdatePhoto();
  const order = useOrderPhotos();
  const remove = useDeletePhoto();
  const photos = development.photos.filter((p) => p.page === page).sort((a, b) => a.position - b.position);
  const focus = useMoveFocus(photos.map((p) => p.id).join('/'));
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextUpload = useRef(1);
  const [describing, setDescribing] = useState<{ photo: AdminPhoto; number: number } | null>(null);
  const [removing, setRemoving] = useState<{ photo: AdminPhoto; number: number } | null>(null);
  const pageName = t(`pages.names.${page}`);
  const sending = uploads.some((u) => u.state === 'sending');

  const change = (id: number, patch: Partial<Upload>) => setUploads((all) => all.map((u) => (u.id === id ? { ...u, ...patch } : u)));

  const add = async (files: File[]) => {
    const batch = files.map((file) => ({ id: nextUpload.current++, name: file.name, progress: 0, state: 'sending' as const }));
    // A new batch replaces the notes of the last one that went well; refusals stay until closed.
    setUploads((all) => [...all.filter((u) => u.state === 'failed'), ...batch]);
    for (const [index, file] of files.entries()) {
      const { id } = batch[index]!;
      try {
        await upload.mutateAsync({ slug: development.slug, page, file, onProgress: (progress) => change(id, { progress }) });
        change(id, { state: 'done', progress: 1 });
      } catch (error) {
        change(id, { state: 'failed', problem: errorText(error, 'photos.uploadError') });
      }
    }
  };

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const ids = moveItem(photos, index, to).map((p) => p.id);
    focus.moved(String(photos[index]!.id), direction, t('photos.moved', { position: formatNumber(to + 1, lang), total: formatNumber(photos.length, lang) }));
    order.mutate({ slug: development.slug, page, ids }, { onError: (error) => notify.alert({ message: errorText(error, 'photos.orderError'), type: 'error' }) });
  };

  const toggleCover = (photo: AdminPhoto) =>
    update.mutate(
      { id: photo.id, body: { alt: photo.alt, cover: !photo.cover } },
      {
        onSuccess: (answer) => notify.alert({ message: answer.message, type: 'success' }),
        onError: (error) => notify.alert({ message: errorText(error, 'photos.error'), type: 'error' }),
      },
    );

  return (
    <div className={developmentsPageStyles.gallery} role="group" aria-labelledby={`photos-${page}`}>
      <div className={developmentEditorStyles.sectionHead}>
        <h3 id={`photos-${page}`} className={developmentEditorStyles.subTitle}>
          {`${t('photos.title')} · ${pageName}`}
        </h3>
        <p className={developmentsPageStyles.note}>{t('photos.intro')}</p>
      </div>
      {photos.length === 0 ? (
        <p className={developmentsPageStyles.note}>{t('photos.empty')}</p>
      ) : (
        <ol className={styles.photos}>
          {photos.map((photo, index) => {
            const number = formatNumber(index + 1, lang);
            const alt = textIn(photo.alt, lang);
            return (
              <li key={photo.id} className={styles.photo} data-cover={photo.cover ? '' : undefined} data-testid="photo">
                <div className={styles.photoFrame}>
                  <img
                    src={photo.picture.url}
                    srcSet={photo.picture.srcset}
                    sizes="(min-width: 900px) 18rem, 90vw"
                    width={photo.picture.width}
                    height={photo.picture.height}
                    alt={alt || t('photos.thumbnail', { number, page: pageName })}
                    loading="lazy"
                    style={{ backgroundColor: photo.picture.color ?? undefined }}
                  />
                  {photo.cover ? (
                    <span className={styles.coverBadge}>
                      <Star size={12} aria-hidden="true" />
                      {t('photos.cover')}
                    </span>
                  ) : null}
                </div>
                <p className={styles.photoAlt} data-missing={alt ? undefined : ''}>
                  {alt || t('photos.altMissing')}
                </p>
                <div className={styles.photoTools}>
                  <span className={developmentEditorStyles.tools}>
                    <button
                      ref={focus.buttonRef(String(photo.id), 'up')}
                      type="button"
                      className={developmentsPageStyles.iconButton}
                      disabled={index === 0}
                      aria-label={t('photos.moveUp', { number })}
                      onClick={() => move(index, 'up')}
                    >
                      <ArrowLeft size={18} aria-hidden="true" />
                    </button>
                    <button
                      ref={focus.buttonRef(String(photo.id), 'down')}
                      type="button"
                      className={developmentsPageStyles.iconButton}
                      disabled={index === photos.length - 1}
                      aria-label={t('photos.moveDown', { number })}
                      onClick={() => move(index, 'down')}
                    >
                      <ArrowRight size={18} aria-hidden="true" />
                    </button>
                  </span>
                  <span className={developmentEditorStyles.tools}>
                    <button
                      type="button"
                      className={developmentsPageStyles.iconButton}
                      aria-pressed={photo.cover}
                      aria-label={t('photos.makeCoverLabel', { number })}
                      title={t('photos.makeCoverLabel', { number })}
                      onClick={() => toggleCover(photo)}
                    >
                      <Star size={18} aria-hidden="true" fill={photo.cover ? 'currentColor' : 'none'} />
                    </button>
                    <button
                      type="button"
                      className={developmentsPageStyles.iconButton}
                      aria-label={t('photos.describeLabel', { number })}
                      title={t('photos.describeLabel', { number })}
                      onClick={() => setDescribing({ photo, number: index + 1 })}
                    >
                      <Text size={18} aria-hidden="true" />
                    </button>
                    <button
                      type="button"
                      className={`${developmentsPageStyles.iconButton} ${developmentsPageStyles.danger}`}
                      aria-label={t('photos.removeLabel', { number })}
                      title={t('photos.removeLabel', { number })}
                      onClick={() => setRemoving({ photo, number: index + 1 })}
                    >
                      <Trash2 size={18} aria-hidden="true" />
                    </button>
                  </span>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className={developmentsPageStyles.visuallyHidden} role="status">
        {focus.announcement}
      </p>

      <FileButton
        label={t('photos.add')}
        accessibleLabel={`${t('photos.add')} · ${pageName}`}
        accept={IMAGE_ACCEPT}
        multiple
        busy={sending}
        icon={<ImagePlus size={18} aria-hidden="true" />}
        onFiles={(files) => void add(files)}
      />
      {uploads.length > 0 ? (
        <div className={developmentsListStyles.group}>
          <ul className={styles.uploads} aria-label={t('photos.uploads')} aria-live="polite">
            {uploads.map((u) => (
              <li key={u.id} className={styles.upload} data-state={u.state}>
                <span className={styles.uploadName}>{u.name}</span>
                {u.state === 'sending' ? (
                  <span className={developmentsListStyles.order}>
                    <progress className={styles.progress} max={1} value={u.progress} aria-label={t('photos.uploading', { name: u.name })} />
                    <span>{formatPercent(u.progress, lang)}</span>
                  </span>
                ) : u.state === 'done' ? (
                  <span>{t('photos.uploaded')}</span>
                ) : (
                  <span role="alert">{u.problem}</span>
                )}
              </li>
            ))}
          </ul>
          {sending ? null : (
            <button type="button" className={developmentsPageStyles.quiet} onClick={() => setUploads([])}>
              <X size={16} aria-hidden="true" />
              {t('photos.dismiss')}
            </button>
          )}
        </div>
      ) : null}

      {describing ? <PhotoAltDialog photo={describing.photo} number={describing.number} onClose={() => setDescribing(null)} /> : null}
      {removing ? (
        <ConfirmDialog
          title={t('photos.removeTitle', { number: formatNumber(removing.number, lang) })}
          body={t('photos.removeBody', { page: pageName })}
          confirm={t('photos.removeConfirm')}
          cancel={t('photos.cancel')}
          errorOf={(error) => errorText(error, 'photos.error')}
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(removing.photo.id);
            notify.alert({ message: answer.message, type: 'success' });
          }}
        />
      ) : null}
    </div>
  );
}
