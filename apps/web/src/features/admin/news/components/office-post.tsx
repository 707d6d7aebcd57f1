// One post in the office's list (decision 064): when it is (or was) published and for whom, its
// title and text in the first language written, its photos (post-photos.tsx: move, remove, add),
// and its edit and delete actions.
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type OfficePost } from '@vitrina/contracts';
import { useDeletePost } from '../../../../api/news/office-posts';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useErrorText } from '../../../../lib/error-text';
import { formatDateTime } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { titleOf } from '../post-draft';
import { PostPhotos } from './post-photos';
import styles from './news.module.css';

export function OfficePostCard({ post, onEdit }: { post: OfficePost; onEdit: () => void }) {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const errorText = useErrorText('news');
  const remove = useDeletePost();
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(post);
  const shown = LANGUAGES.find((l) => post.title[l] && post.body[l]) ?? 'es';

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
      <PostPhotos post={post} title={title} />
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
