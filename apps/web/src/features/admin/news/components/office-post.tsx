// One post in the office's list (decision 064): when it is (or was) published and for whom, its
// title and text in the first language written, its photos with a remove button each and an add
// button up to POST_PHOTOS_MAX, and its edit and delete actions.
import { ImagePlus, Pencil, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, POST_PHOTOS_MAX, type OfficePost } from '@vitrina/contracts';
import { useDeletePost, useDeletePostPhoto, useUploadPostPhoto } from '../../../../api/news/office-posts';
import { Picture } from '../../../../components/picture/picture';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useErrorText } from '../../../../lib/error-text';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { FileButton } from '../../shared/components/file-button';
import { titleOf } from '../post-draft';
import styles from './news.module.css';

export function OfficePostCard({ post, onEdit }: { post: OfficePost; onEdit: () => void }) {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const errorText = useErrorText('news');
  const upload = useUploadPostPhoto();
  const removePhoto = useDeletePostPhoto();
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(post);
  const shown = LANGUAGES.find((l) => post.title[l] && post.body[l]) ?? 'es';
  const full = post.photos.length >= POST_PHOTOS_MAX;

  const addPhotos = async (files: File[]) => {
    for (const file of files.slice(0, POST_PHOTOS_MAX - post.photos.length)) {
      try {
        await upload.mutateAsync({ postId: post.id, file });
      } catch (error) {
        notify.alert({ message: errorText(error, 'office.photoError'), type: 'error' });
        return;
      }
    }
  };

  return (
    <article className={styles.post} aria-labelledby={`office-post-${post.id}`}>
      <p className={styles.status}>
        <span className={post.published ? styles.published : styles.scheduled}>
          {post.published ? t('office.publishedOn', { date: formatDateTime(post.publish_at, lang) }) : t('office.scheduledFor', { date: formatDateTime(post.publish_at, lang) })}
        </span>
        <span className={styles.audience}>{t(`office.audienceTag.${post.audience}`)}</span>
      </p>
      <h2 id={`office-post-${post.id}`} className={styles.postTitle} lang={shown} tabIndex={-1}>
        {title}
      </h2>
      <p className={styles.excerpt} lang={shown}>
        {post.body[shown]}
      </p>
      <p className={styles.languagesLine}>{t('office.languagesWritten', { languages: LANGUAGES.filter((l) => post.title[l] && post.body[l]).map((l) => l.toUpperCase()).join(' · ') })}</p>
      <div className={styles.photos}>
        <p className={styles.photoCount}>{t('office.photoCount', { count: post.photos.length, max: POST_PHOTOS_MAX })}</p>
        {post.photos.length > 0 ? (
          <ul className={styles.photoList}>
            {post.photos.map((photo, i) => (
              <li key={photo.id} className={styles.photo}>
                <Picture className={styles.photoImage} picture={photo.picture} alt={t('card.photoAlt', { title, number: i + 1, count: post.photos.length })} sizes="160px" />
                <button
                  type="button"
                  className={styles.removePhoto}
                  aria-label={t('office.removePhoto', { number: i + 1 })}
                  disabled={removePhoto.isPending}
                  onClick={() => removePhoto.mutate(photo.id, { onError: (error) => notify.alert({ message: errorText(error, 'office.photoError'), type: 'error' }) })}
                >
                  <X size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {full ? (
          <p className={styles.hint}>{t('office.photosFull', { max: POST_PHOTOS_MAX })}</p>
        ) : (
          <FileButton
            label={upload.isPending ? t('office.uploading') : t('office.addPhotos')}
            accessibleLabel={t('office.addPhotosTo', { title })}
            accept="image/jpeg,image/png,image/webp,image/avif"
            multiple
            busy={upload.isPending}
            icon={<ImagePlus size={18} aria-hidden="true" />}
            onFiles={(files) => void addPhotos(files)}
          />
        )}
      </div>
      <div className={styles.postActions}>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onEdit} aria-label={t('office.editPost', { title })}>
          <Pencil size={16} aria-hidden="true" />
          {t('office.edit')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setConfirming(true)} aria-label={t('office.deletePost', { title })}>
          <Trash2 size={16} aria-hidden="true" />
          {t('office.delete')}
        </button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('office.deleteTitle')}
          body={t('office.deleteBody', { title })}
          confirm={t('office.delete')}
          cancel={t('office.cancel')}
          onConfirm={async () => {
            const answer = await remove.mutateAsync(post.id);
            notify.toast({ message: answer.message, color: 'success' });
          }}
          onClose={() => setConfirming(false)}
          errorOf={(error) => errorText(error, 'office.deleteError')}
        />
      ) : null}
    </article>
  );
}
