// A construction news post as a reader sees it (decision 064): the development and the day it was
// published, the title, the text as paragraphs (plain text, never HTML), and its photos — a
// mosaic whose first photo is the largest, each with its space reserved and loaded lazily, each a
// button that opens it in the full-screen viewer (decision 067). The buyer's news and a
// development's public page both show it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paragraphsOf, type ReaderPost } from '@vitrina/contracts';
import { formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { Picture } from '../picture/picture';
import { PhotoViewer } from '../photo-viewer/photo-viewer';
import styles from './post-card.module.css';

/** The first photo: the card's width on a phone, two thirds of it from 768 px. */
const LEAD_SIZES = '(min-width: 768px) 480px, 92vw';
const THUMB_SIZES = '(min-width: 768px) 240px, 45vw';

/** `headingLevel`: 2 in a list of its own, 3 in a section of a page. `showDevelopment`: a buyer with units in several developments. */
export function PostCard({ post, headingLevel = 2, showDevelopment = false }: { post: ReaderPost; headingLevel?: 2 | 3; showDevelopment?: boolean }) {
  const { t } = useTranslation('news');
  const lang = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [viewing, setViewing] = useState<number | null>(null);
  const count = post.photos.length;
  const alt = (index: number) => t('card.photoAlt', { title: post.title, number: index + 1, count });
  return (
    <article className={styles.card} id={`post-${post.id}`} aria-labelledby={`post-${post.id}-title`} lang={post.lang}>
      <p className={styles.meta}>
        <time dateTime={post.publish_at}>{formatDate(post.publish_at, lang)}</time>
        {showDevelopment ? <span> · {post.development.name}</span> : null}
      </p>
      <Heading id={`post-${post.id}-title`} className={styles.title}>
        {post.title}
      </Heading>
      <div className={styles.body}>
        {paragraphsOf(post.body).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
      {post.photos.length > 0 ? (
        <ul className={styles.gallery} data-count={post.photos.length}>
          {post.photos.map((photo, i) => (
            <li key={photo.id} className={i === 0 ? styles.lead : styles.thumb}>
              <button type="button" className={styles.open} aria-haspopup="dialog" aria-label={t('viewer.open', { number: i + 1, count })} onClick={() => setViewing(i)}>
                <Picture className={styles.image} picture={photo.picture} alt={alt(i)} sizes={i === 0 ? LEAD_SIZES : THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {count > 0 ? (
        <PhotoViewer
          photos={post.photos.map((photo, i) => ({ id: photo.id, picture: photo.picture, alt: alt(i) }))}
          index={viewing}
          onIndexChange={setViewing}
          texts={{
            title: t('viewer.title', { title: post.title }),
            hint: t('viewer.hint'),
            previous: t('viewer.previous'),
            next: t('viewer.next'),
            close: t('viewer.close'),
            position: (number, total) => ({ shown: t('viewer.position', { number, count: total }), said: t('viewer.positionLabel', { number, count: total }) }),
          }}
        />
      ) : null}
    </article>
  );
}
