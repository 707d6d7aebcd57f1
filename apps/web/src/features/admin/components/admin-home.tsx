// homeSelecta (/home/admin): the admin's landing, the two development cards (no helper text).
// Playa del Carmen opens its topology page; Miami is coming soon and does nothing.
import { ArrowRight, FileUp, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '../../../lib/brand';
import { FIRST_DEVELOPMENT, PATHS, topologyPath } from '../../../lib/routes';
import styles from './admin.module.css';
import homeStyles from './admin-home.module.css';

/** The demo developments (SPEC: Kaanal Residences Playa del Carmen; Miami, coming soon). Proper names, not translated. */
const DEVELOPMENTS = [
  { code: 'PDC', slug: FIRST_DEVELOPMENT, name: 'Kaanal Residences Playa del Carmen', active: true },
  { code: 'MIA', slug: 'miami', name: 'Miami', active: false },
] as const;

export function AdminHome() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  return (
    <div className={styles.page}>
      <title>{`${t('home.title')} · ${brandName}`}</title>
      <header>
        <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 className={styles.title}>{t('home.title')}</h1>
      </header>
      <ul className={homeStyles.developments}>
        {DEVELOPMENTS.map((development) => (
          <li key={development.code}>
            {development.active ? (
              <Link
                to={topologyPath(development.slug)}
                className={homeStyles.development}
                aria-label={t('home.open', { name: development.name })}
              >
                <span className={homeStyles.developmentCode}>{development.code}</span>
                <span className={homeStyles.developmentName}>{development.name}</span>
                <ArrowRight size={22} aria-hidden="true" />
              </Link>
            ) : (
              <div className={homeStyles.development} data-inert="" aria-disabled="true">
                <span className={homeStyles.developmentCode}>{development.code}</span>
                <span className={homeStyles.developmentName}>{development.name}</span>
                <span className={homeStyles.soon}>{t('home.comingSoon')}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <nav className={homeStyles.homeLinks} aria-label={t('home.eyebrow')}>
        <Link to={PATHS.leads} className={styles.homeLink}>
          <Inbox size={18} aria-hidden="true" />
          {t('home.leads')}
        </Link>
        <Link to={PATHS.catalogueImport} className={styles.homeLink}>
          <FileUp size={18} aria-hidden="true" />
          {t('import.link')}
        </Link>
      </nav>
    </div>
  );
}
