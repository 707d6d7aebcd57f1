// /location (SPEC §2.12): development menu, interior picture, the map (address and a map link
// when offline), the address, distances in minutes and a contact button.
import { Clock, MapPin } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVELOPMENT_ADDRESS, DISTANCES_MINUTES } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { formatNumber } from '../../lib/format';
import { PATHS } from '../../lib/routes';
import { FloorPlan } from '../catalogue/components/floor-plan';
import { DevelopmentMenu } from './development-menu';
import styles from './development.module.css';

const MAP_QUERY = encodeURIComponent(DEVELOPMENT_ADDRESS);
const MAP_EMBED = `https://maps.google.com/maps?q=${MAP_QUERY}&z=15&output=embed`;
const MAP_LINK = `https://www.google.com/maps/search/?api=1&query=${MAP_QUERY}`;

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export function LocationPage() {
  const { t, i18n } = useTranslation('development');
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const distances = Object.entries(DISTANCES_MINUTES) as [keyof typeof DISTANCES_MINUTES, number][];

  return (
    <div className={styles.page}>
      <DevelopmentMenu />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('location.eyebrow')}</p>
        <h1 className={styles.title}>{t('location.title')}</h1>
        <p className={styles.lead}>{t('location.lead')}</p>
      </header>
      <div className={styles.split}>
        <div className={styles.interior}>
          <FloorPlan description="CONDO Depto. -2 Recamaras" className={styles.interiorArt} />
        </div>
        <div className={styles.mapBox}>
          {online ? (
            <iframe className={styles.map} title={t('location.mapTitle')} src={MAP_EMBED} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          ) : (
            <p className={styles.offline}>{t('location.offline')}</p>
          )}
        </div>
      </div>
      <section className={styles.card} aria-labelledby="location-address">
        <h2 id="location-address" className={styles.cardTitle}>
          <MapPin size={20} aria-hidden="true" /> {t('location.address')}
        </h2>
        <address className={styles.address}>{DEVELOPMENT_ADDRESS}</address>
        <a className={styles.textLink} href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          {t('location.openMap')}
        </a>
      </section>
      <section className={styles.card} aria-labelledby="location-distances">
        <h2 id="location-distances" className={styles.cardTitle}>
          <Clock size={20} aria-hidden="true" /> {t('location.distances')}
        </h2>
        <ul className={styles.distances}>
          {distances.map(([place, minutes]) => (
            <li key={place}>
              <span className={styles.minutes}>{t('location.minutes', { minutes: formatNumber(minutes, i18n.resolvedLanguage) })}</span>
              <span>{t(`location.places.${place}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <Link className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.cta}`} to={PATHS.contactPage}>
        {t('location.contact')}
      </Link>
    </div>
  );
}
