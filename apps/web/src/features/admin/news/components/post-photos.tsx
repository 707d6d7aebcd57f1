// A post's photos in the office (decisions 064, 067): each with "move earlier" / "move later"
// (saved at once: the list moves before the answer and goes back if it is refused; the focus stays
// on the moved photo's button and a live region says where it went) and "remove"; then the add
// button up to POST_PHOTOS_MAX. Buttons, not dragging: the mouse, a finger and the keyboard alone
// all use the same controls.
import { ArrowLeft, ArrowRight, ImagePlus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { POST_PHOTOS_MAX, type OfficePost } from '@vitrina/contracts';
import { useDeletePostPhoto, useOrderPostPhotos, useUploadPostPhoto } from '../../../../api/news/office-posts';
import { Picture } from '../../../../components/picture/picture';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { FileButton } from '../../shared/components/file-button';
import { useMoveFocus, type Direction } from '../../shared/use-move-focus';
import { photoOrderAfterMove } from '../photo-order';
import styles from './news.module.css';

export function PostPhotos({ post, title }: { post: OfficePost; title: string }) {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const errorText = useErrorText('news');
  const upload = useUploadPostPhoto();
  const removePhoto = useDeletePostPhoto();
  const order = useOrderPostPhotos(post.development.slug);
  const photos = post.photos;
  const focus = useMoveFocus(photos.map((p) => p.id).join('/'));
  const full = photos.length >= POST_PHOTOS_MAX;
  const total = formatNumber(photos.length, lang);

  const addPhotos = async (files: File[]) => {
    for (const file of files.slice(0, POST_PHOTOS_MAX - photos.length)) {
      try {
        await upload.mutateAsync({ postId: post.id, file });
      } catch (error) {
        notify.alert({ message: errorText(error, 'office.photoError'), type: 'error' });
        return;
      }
    }
  };

  const move = (index: number, direction: Direction) => {
    const moved = photoOrderAfterMove(photos, index, direction);
    if (!moved) return;
    focus.moved(String(photos[index]!.id), direction, t('office.photoMoved', { position: formatNumber(moved.to + 1, lang), total }));
    order.mutate(
      { postId: post.id, ids: moved.ids },
      {
        onSuccess: (answer) => notify.toast({ message: answer.message, color: 'success' }),
        onError: (error) => notify.alert({ message: errorText(error, 'office.orderError'), type: 'error' }),
      },
    );
  };

  return (
    <div className={styles.photos}>
      <p className={styles.photoCount}>{t('office.photoCount', { count: photos.length, max: POST_PHOTOS_MAX })}</p>
      {photos.length > 0 ? (
        <ol className={styles.photoList} aria-label={t('office.photosOf', { title })}>
          {photos.map((photo, i) => {
            const number = formatNumber(i + 1, lang);
            return (
              <li key={photo.id} className={styles.photo} data-testid="post-photo">
                <div className={styles.photoFrame}>
                  <Picture className={styles.photoImage} picture={photo.picture} alt={t('card.photoAlt', { title, number, count: photos.length })} sizes="(min-width: 768px) 200px, 45vw" />
                </div>
                <div className={styles.photoTools}>
                  <button
                    ref={focus.buttonRef(String(photo.id), 'up')}
                    type="button"
                    className={styles.photoTool}
                    disabled={i === 0}
                    aria-label={t('office.movePhotoEarlier', { number })}
                    onClick={() => move(i, 'up')}
                  >
                    <ArrowLeft size={18} aria-hidden="true" />
                  </button>
                  <button
                    ref={focus.buttonRef(String(photo.id), 'down')}
                    type="button"
                    className={styles.photoTool}
                    disabled={i === photos.length - 1}
                    aria-label={t('office.movePhotoLater', { number })}
                    onClick={() => move(i, 'down')}
                  >
                    <ArrowRight size={18} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className={`${styles.photoTool} ${styles.removeTool}`}
                    aria-label={t('office.removePhoto', { number })}
                    disabled={removePhoto.isPending}
                    onClick={() =>
                      removePhoto.mutate(photo.id, {
                        onSuccess: (answer) => notify.toast({ message: answer.message, color: 'success' }),
                        onError: (error) => notify.alert({ message: errorText(error, 'office.photoError'), type: 'error' }),
                      })
                    }
                  >
                    <Trash2 size={18} aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {focus.announcement}
      </p>
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
  );
}
