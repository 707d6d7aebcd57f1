// /show-room-list (guarded): the show rooms a signed-in user can open — one per own unit (on
// its furniture package) and the three packages for the unit type they browse.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGE_DISPLAY_NAMES, PACKAGES, unitTypeText } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { useStoredPropertyData } from '../property-data';
import styles from './property-list.module.css';

export function ShowRoomListPage() {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const own = useOwnProperties();
  const { id: browsedId, unit: browsed } = useStoredPropertyData();
  const browsedQuery = browsedId ? `&property=${browsedId}` : '';

  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>{t('showRoom.eyebrow')}</p>
      <h1 className={styles.title}>{t('showRoomList.title')}</h1>
      <h2 className={styles.name}>{t('showRoomList.own')}</h2>
      {own.isSuccess && own.data.length === 0 ? <p className={styles.muted}>{t('units.ownEmpty')}</p> : null}
      <ul className={styles.list} data-testid="own-show-rooms">
        {(own.data ?? []).map((unit) => (
          <li key={unit.id} className={styles.card}>
            <Link className={styles.cardLink} to={`${PATHS.showRoom}?property=${unit.id}&package=${unit.furniture}`}>
              <span className={styles.name}>{unit.name}</span>
              <span className={styles.description}>{unitTypeText(unit, lang)}</span>
              <span className={styles.meta}>
                <span className={styles.furniture} data-level={unit.furniture}>
                  {t(`package.${unit.furniture}`)}
                </span>
              </span>
              <ArrowRight className={styles.arrow} size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      <h2 className={styles.name}>{t('showRoomList.packages')}</h2>
      <ul className={styles.list} data-testid="package-show-rooms">
        {PACKAGES.map((pack) => (
          <li key={pack} className={styles.card}>
            <Link className={styles.cardLink} to={`${PATHS.showRoom}?package=${pack}${browsedQuery}`}>
              <span className={styles.name}>{PACKAGE_DISPLAY_NAMES[pack]}</span>
              <span className={styles.description}>{browsed ? unitTypeText(browsed, lang) : t('showRoomList.reference')}</span>
              <ArrowRight className={styles.arrow} size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
