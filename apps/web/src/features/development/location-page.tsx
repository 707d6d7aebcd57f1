// /location (SPEC §2.12): development menu, interior picture, the map (only the address and a map
// link when offline or when the map provider cannot be reached), the address, distances in
// minutes and a contact button.
import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEVELOPMENT_ADDRESS, DISTANCES_MINUTES } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { PATHS } from '../../lib/routes';
import interior from './assets/interior-living.svg';
import { DevelopmentMenu } from './development-menu';
import styles from './development.module.css';

const MAP_QUERY = encodeURIComponent(DEVELOPMENT_ADDRESS);
const MAP_EMBED = `https://maps.google.com/maps?q=${MAP_QUERY}&z=15&output=embed`;
const MAP_LINK = `https://www.google.com/maps/search/?api=1&query=${MAP_QUERY}`;

/** How long the map provider may take to answer before the page gives up on the frame. */
const MAP_PROBE_TIMEOUT_MS = 4_000;

type MapState = 'probing' | 'ready' | 'unreachable';

/**
 * navigator.onLine only knows about the local link: a blocked or unreachable provider would
 * still leave an empty, broken frame. An opaque (no-cors) request to the embed address tells
 * whether the provider answers at all; the frame is shown only when it does. A provider that
 * does not answer in time counts as unreachable. Probed again on every visit and reconnection.
 */
function useMapProvider(online: boolean): MapState {
  const probe = useQuery({
    queryKey: queryKeys.mapProvider,
    queryFn: async ({ signal }) => {
      await fetch(MAP_EMBED, {
        mode: 'no-cors',
        credentials: 'omit',
        cache: 'no-store',
        signal: AbortSignal.any([signal, AbortSignal.timeout(MAP_PROBE_TIMEOUT_MS)]),
      });
      return true;
    },
    enabled: online,
    retry: false,
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  return probe.isSuccess ? 'ready' : probe.isError ? 'unreachable' : 'probing';
}

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

export function LocationPage() {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const map = useMapProvider(online);
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
          <img className={styles.interiorArt} src={interior} width={1200} height={900} alt={t('location.interiorAlt')} decoding="async" />
        </div>
        <div className={styles.mapBox}>
          {!online ? (
            <div className={styles.offline} data-testid="map-fallback">
              <MapPin size={32} aria-hidden="true" />
              <p>{t('location.offline')}</p>
            </div>
          ) : map === 'ready' ? (
            <iframe className={styles.map} title={t('location.mapTitle')} src={MAP_EMBED} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          ) : map === 'unreachable' ? (
            <div className={styles.offline} data-testid="map-fallback">
              <MapPin size={32} aria-hidden="true" />
              <p>{t('location.mapUnavailable')}</p>
            </div>
          ) : (
            <p className={styles.offline} role="status">
              {t('location.mapLoading')}
            </p>
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
              <span className={styles.minutes}>{t('location.minutes', { minutes: formatNumber(minutes, lang) })}</span>
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
