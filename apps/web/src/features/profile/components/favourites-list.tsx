// Favourites with a toggle (SPEC §2.11, §3): kept under userFavorites and, when signed in,
// on the server, so they follow the user to other devices.
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/i18n';
import { useFavourites } from '../../../lib/favourites/use-favourites';
import { formatNumber } from '../../../lib/format';
import { itemPath } from '../../../lib/routes';
import listStyles from './favourites.module.css';
import styles from './profile.module.css';

export function FavouritesList() {
  const { t } = useTranslation('profile');
  const lang = useLanguage();
  const { favourites, toggle, loading } = useFavourites();
  const count = favourites.filter((f) => f.isFavorite).length;

  return (
    <section className={styles.section} aria-labelledby="profile-favourites" aria-busy={loading}>
      <div className={styles.sectionHead}>
        <h2 id="profile-favourites" className={styles.sectionTitle}>
          {t('favourites.title')}
        </h2>
        <p className={styles.count}>{t('favourites.count', { count, formattedCount: formatNumber(count, lang) })}</p>
      </div>
      {favourites.length === 0 ? (
        <p className={styles.empty}>{t('favourites.empty')}</p>
      ) : (
        <ul className={listStyles.favourites}>
          {favourites.map((favourite) => (
            <li key={String(favourite.id)} className={listStyles.favourite} data-on={favourite.isFavorite || undefined}>
              <span className={listStyles.thumb} aria-hidden="true">
                {favourite.image ? <img src={favourite.image} alt="" width={56} height={56} loading="lazy" /> : null}
              </span>
              <span className={listStyles.favText}>
                <Link to={itemPath(favourite.id)} className={listStyles.favName}>
                  {favourite.name}
                </Link>
                <span className={listStyles.favCategory}>{favourite.category}</span>
              </span>
              <button
                type="button"
                className={listStyles.heart}
                aria-pressed={favourite.isFavorite}
                aria-label={t('favourites.toggle', { name: favourite.name })}
                onClick={() => toggle(favourite)}
              >
                <Heart size={22} aria-hidden="true" fill={favourite.isFavorite ? 'currentColor' : 'none'} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
