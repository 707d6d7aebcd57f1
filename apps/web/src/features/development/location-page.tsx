// A development's location (SPEC §2.12, decision 030: /location for the first development,
// /developments/{slug}/location for any): development menu, its location photo (or the interior
// drawing), the map at its coordinates or its address (only the address and a map link when
// offline or when the map provider cannot be reached), the address, its distances in minutes
// and a contact button.
import { useQuery } from '@tanstack/react-query';
import { Clock, MapPin } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DevelopmentDetail } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';
import { PATHS } from '../../lib/routes';
import { Picture } from '../../components/picture/picture';
import interior from './assets/interior-living.svg';
import { copyOf, mapAddresses, photosCoverFirst } from './development-copy';
import { DevelopmentMenu } from './development-menu';
import { PhotoGallery } from './photo-gallery';
import styles from './development.module.css';
import locationPageStyles from './location-page.module.css';
import infoPageStyles from './info-page.module.css';

/** How long the map provider may take to answer before the page gives up on the frame. */
const MAP_PROBE_TIMEOUT_MS = 4_000;

type MapState = 'probing' | 'ready' | 'unreachable';

/**
 * navigator.onLine only knows about the local link: a blocked or unreachable provider would
 * still leave an empty, broken frame. An opaque (no-cors) request to the embed address tells
 * whether the provider answers at all; the frame is shown only when it does. A provider that
 * does not answer in time counts as unreachable. Probed again on every visit and reconnection.
 */
function useMapProvider(online: boolean, embed: string): MapState {
  const probe = useQuery({
    queryKey: queryKeys.mapProvider,
    queryFn: async ({ signal }) => {
      await fetch(embed, {
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

/** A split half is at most half the content column; a phone shows it full width. */
const HALF_SIZES = '(min-width: 1152px) 520px, (min-width: 768px) 46vw, 92vw';

export function LocationPage({ development }: { development: DevelopmentDetail }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  const { embed, link } = mapAddresses(development);
  const map = useMapProvider(online, embed);
  const { lead, body } = copyOf(development.pages.location.text);
  const [photo, ...more] = photosCoverFirst(development.pages.location.photos);

  return (
    <div className={styles.page}>
      <DevelopmentMenu development={development} />
      <header className={styles.header}>
        <p className={styles.eyebrow}>{development.city}</p>
        <h1 className={styles.title}>{t('location.title')}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      <div className={locationPageStyles.split}>
        <div className={locationPageStyles.interior}>
          {photo ? (
            <Picture className={styles.interiorArt} picture={photo.picture} alt={photo.alt || t('location.photoAlt', { name: development.name })} sizes={HALF_SIZES} priority />
          ) : (
            <img className={styles.interiorArt} src={interior} width={1200} height={900} alt={t('location.interiorAlt')} decoding="async" />
          )}
        </div>
        <div className={locationPageStyles.mapBox}>
          {!online ? (
            <div className={locationPageStyles.offline} data-testid="map-fallback">
              <MapPin size={32} aria-hidden="true" />
              <p>{t('location.offline')}</p>
            </div>
          ) : map === 'ready' ? (
            <iframe className={locationPageStyles.map} title={t('location.mapTitle')} src={embed} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
          ) : map === 'unreachable' ? (
            <div className={locationPageStyles.offline} data-testid="map-fallback">
              <MapPin size={32} aria-hidden="true" />
              <p>{t('location.mapUnavailable')}</p>
            </div>
          ) : (
            <p className={locationPageStyles.offline} role="status">
              {t('location.mapLoading')}
            </p>
          )}
        </div>
      </div>
      {body.length > 0 ? (
        <div className={styles.card}>
          {body.map((paragraph, i) => (
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      <section className={styles.card} aria-labelledby="location-address">
        <h2 id="location-address" className={styles.cardTitle}>
          <MapPin size={20} aria-hidden="true" /> {t('location.address')}
        </h2>
        <address className={locationPageStyles.address}>{development.address}</address>
        <a className={locationPageStyles.textLink} href={link} target="_blank" rel="noopener noreferrer">
          {t('location.openMap')}
        </a>
      </section>
      {development.distances.length > 0 ? (
        <section className={styles.card} aria-labelledby="location-distances">
          <h2 id="location-distances" className={styles.cardTitle}>
            <Clock size={20} aria-hidden="true" /> {t('location.distances')}
          </h2>
          <ul className={infoPageStyles.distances}>
            {development.distances.map((distance, i) => (
              <li key={i}>
                <span className={styles.minutes}>{t('location.minutes', { minutes: formatNumber(distance.minutes, lang) })}</span>
                <span>{distance.label}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.length > 0 ? <PhotoGallery photos={more} name={development.name} priority={false} /> : null}
      <Link className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.cta}`} to={PATHS.contactPage}>
        {t('location.contact')}
      </Link>
    </div>
  );
}
