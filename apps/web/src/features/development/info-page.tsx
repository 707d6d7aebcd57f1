// The static development pages (SPEC §2.19–2.20): architecture, project detail (with the
// project's facts), amenities, invest (static text and a contact button) and projects (the
// development cards).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PROJECT_FACTS } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';
import { PATHS } from '../../lib/routes';
import { DevelopmentCards } from '../../components/development-cards/development-cards';
import heroWide from '../../assets/hero-wide.svg';
import interior from './assets/interior-living.svg';
import { DevelopmentMenu } from './development-menu';
import styles from './development.module.css';

export type InfoPageName = 'architecture' | 'project' | 'amenities' | 'invest' | 'projects';

/** The picture each page opens with: the building for architecture and invest, a living room for amenities. */
const PICTURES = {
  architecture: { src: heroWide, width: 1600, height: 1000, alt: 'info.architecture.imageAlt' },
  invest: { src: heroWide, width: 1600, height: 1000, alt: 'info.invest.imageAlt' },
  amenities: { src: interior, width: 1200, height: 900, alt: 'info.amenities.imageAlt' },
} as const;

export function InfoPage({ page }: { page: InfoPageName }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const withMenu = page === 'architecture' || page === 'project' || page === 'amenities';
  const picture = page in PICTURES ? PICTURES[page as keyof typeof PICTURES] : null;
  return (
    <div className={styles.page}>
      {withMenu ? <DevelopmentMenu /> : null}
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('info.eyebrow')}</p>
        <h1 className={styles.title}>{t(`info.${page}.title`)}</h1>
        <p className={styles.lead}>{t(`info.${page}.lead`)}</p>
      </header>
      {picture ? (
        <div className={styles.picture}>
          <img className={styles.interiorArt} src={picture.src} width={picture.width} height={picture.height} alt={t(picture.alt)} decoding="async" />
        </div>
      ) : null}
      {page === 'project' ? (
        <ul className={styles.distances} aria-label={t('info.project.factsLabel')}>
          <li>
            <span className={styles.minutes}>{n(PROJECT_FACTS.apartments)}</span>
            <span>{t('info.project.apartments')}</span>
          </li>
          <li>
            <span className={styles.minutes}>{t('info.project.area', { area: n(PROJECT_FACTS.approxAreaM2) })}</span>
            <span>{t('info.project.areaLabel')}</span>
          </li>
          <li>
            <span className={styles.minutes}>{n(PROJECT_FACTS.levels)}</span>
            <span>{t('info.project.levels')}</span>
          </li>
          <li>
            <span className={styles.minutes}>{t('info.project.products', { count: n(PROJECT_FACTS.brandedProductsOver) })}</span>
            <span>{t('info.project.productsLabel')}</span>
          </li>
        </ul>
      ) : null}
      <section className={styles.card}>
        <p>
          {t(`info.${page}.body`, {
            apartments: n(PROJECT_FACTS.apartments),
            levels: n(PROJECT_FACTS.levels),
            area: n(PROJECT_FACTS.approxAreaM2),
            products: n(PROJECT_FACTS.brandedProductsOver),
            studio: n(PROJECT_FACTS.studioM2),
            penthouse: n(PROJECT_FACTS.penthouseM2),
          })}
        </p>
      </section>
      {page === 'projects' ? <DevelopmentCards /> : null}
      <Link className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.cta}`} to={PATHS.contactPage}>
        {t('location.contact')}
      </Link>
    </div>
  );
}
