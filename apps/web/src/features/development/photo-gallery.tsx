// A development page's photos (decision 030), calm and photographic: the cover wide across the
// page, the others in a quiet grid below it. Every picture reserves its space and lets the browser
// pick its width; its alt text is the Admin's, else a plain description in the page's language.
// Each photo is a button that opens the full-screen viewer on it (decision 067, as the news does).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicPhoto } from '@vitrina/contracts';
import { Picture } from '../../components/picture/picture';
import { PhotoViewer } from '../../components/photo-viewer/photo-viewer';
import { photosCoverFirst } from './development-copy';
import styles from './photo-gallery.module.css';
import developmentStyles from './development.module.css';

/** The cover spans the content column (72rem less the gutters); phones see it edge to edge of theirs. */
const COVER_SIZES = '(min-width: 1152px) 1040px, 92vw';
const THUMB_SIZES = '(min-width: 1152px) 340px, (min-width: 768px) 30vw, 45vw';

/** `priority`: the gallery opens the page (its cover is fetched at once); false below the fold. */
export function PhotoGallery({ photos, name, priority = true }: { photos: readonly PublicPhoto[]; name: string; priority?: boolean }) {
  const { t } = useTranslation('development');
  const [viewing, setViewing] = useState<number | null>(null);
  const ordered = photosCoverFirst(photos);
  const [cover, ...others] = ordered;
  if (!cover) return null;
  const count = ordered.length;
  const alt = (photo: PublicPhoto, index: number) => photo.alt || t('info.photoAlt', { name, number: index + 1 });
  const opener = (index: number) => ({
    type: 'button' as const,
    className: styles.open,
    'aria-haspopup': 'dialog' as const,
    'aria-label': t('gallery.open', { number: index + 1, count }),
    onClick: () => setViewing(index),
  });
  return (
    <div className={styles.gallery} data-testid="photo-gallery">
      <div className={styles.picture}>
        <button {...opener(0)}>
          <Picture className={developmentStyles.interiorArt} picture={cover.picture} alt={alt(cover, 0)} sizes={COVER_SIZES} priority={priority} />
        </button>
      </div>
      {others.length > 0 ? (
        <ul className={styles.thumbs}>
          {others.map((photo, i) => (
            <li key={photo.id} className={styles.thumb}>
              <button {...opener(i + 1)}>
                <Picture className={developmentStyles.interiorArt} picture={photo.picture} alt={alt(photo, i + 1)} sizes={THUMB_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <PhotoViewer
        photos={ordered.map((photo, i) => ({ id: photo.id, picture: photo.picture, alt: alt(photo, i) }))}
        index={viewing}
        onIndexChange={setViewing}
        texts={{
          title: t('gallery.title', { name }),
          hint: t('gallery.hint'),
          previous: t('gallery.previous'),
          next: t('gallery.next'),
          close: t('gallery.close'),
          position: (number, total) => ({ shown: t('gallery.position', { number, count: total }), said: t('gallery.positionLabel', { number, count: total }) }),
        }}
      />
    </div>
  );
}
