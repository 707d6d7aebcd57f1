// A development page's photos (decision 030), calm and photographic: the cover wide across the
// page, the others in a quiet grid below it. Every picture reserves its space and lets the browser
// pick its width; its alt text is the Admin's, else a plain description in the page's language.
import { useTranslation } from 'react-i18next';
import type { PublicPhoto } from '@vitrina/contracts';
import { Picture } from '../../components/picture/picture';
import { photosCoverFirst } from './development-copy';
import styles from './photo-gallery.module.css';
import developmentStyles from './development.module.css';

/** The cover spans the content column (72rem less the gutters); phones see it edge to edge of theirs. */
const COVER_SIZES = '(min-width: 1152px) 1040px, 92vw';
const THUMB_SIZES = '(min-width: 1152px) 340px, (min-width: 768px) 30vw, 45vw';

/** `priority`: the gallery opens the page (its cover is fetched at once); false below the fold. */
export function PhotoGallery({ photos, name, priority = true }: { photos: readonly PublicPhoto[]; name: string; priority?: boolean }) {
  const { t } = useTranslation('development');
  const [cover, ...others] = photosCoverFirst(photos);
  if (!cover) return null;
  const alt = (photo: PublicPhoto, index: number) => photo.alt || t('info.photoAlt', { name, number: index + 1 });
  return (
    <div className={styles.gallery} data-testid="photo-gallery">
      <div className={styles.picture}>
        <Picture className={developmentStyles.interiorArt} picture={cover.picture} alt={alt(cover, 0)} sizes={COVER_SIZES} priority={priority} />
      </div>
      {others.length > 0 ? (
        <ul className={styles.thumbs}>
          {others.map((photo, i) => (
            <li key={photo.id} className={styles.thumb}>
              <Picture className={developmentStyles.interiorArt} picture={photo.picture} alt={alt(photo, i + 1)} sizes={THUMB_SIZES} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
