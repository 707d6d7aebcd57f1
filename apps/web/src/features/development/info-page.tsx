// A development's content pages (SPEC §2.19–2.20, decision 030): architecture, project detail
// (with the figures that are set), amenities, invest (its copy and a contact button) and the
// overview (/projects for the first development, with every development's card; /developments/
// {slug} for any). The title is the interface's word; the eyebrow, the copy and the photos are the
// development's. Copy is plain text, shown as text; a page without photos keeps its drawing.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGE_DISPLAY_NAMES, PACKAGES, type DevelopmentDetail, isBrowsable } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { formatNumber } from '../../lib/format';
import { PATHS, developmentPath, topologyPath, type DevelopmentView } from '../../lib/routes';
import { DevelopmentCards } from '../../components/development-cards/development-cards';
import heroWide from '../../assets/hero-wide.svg';
import interior from './assets/interior-living.svg';
import { copyOf, factsOf, type Fact } from './development-copy';
import { DevelopmentMenu } from './development-menu';
import { PhotoGallery } from './photo-gallery';
import styles from './development.module.css';
import infoPageStyles from './info-page.module.css';
import photoGalleryStyles from './photo-gallery.module.css';

/** The pages this component draws: the development's pages of the same name. */
export type InfoPageName = 'project' | 'architecture' | 'detail' | 'amenities' | 'invest';

/** Each page's texts in the development catalogue (info.*): the overview is 'projects', the detail 'project'. */
const TEXTS: Record<InfoPageName, 'projects' | 'architecture' | 'project' | 'amenities' | 'invest'> = {
  project: 'projects',
  architecture: 'architecture',
  detail: 'project',
  amenities: 'amenities',
  invest: 'invest',
};

/** The drawing a page opens with when it has no photo: the building, or a living room for amenities. */
type DrawingAlt = 'info.architecture.imageAlt' | 'info.invest.imageAlt' | 'info.amenities.imageAlt';
const DRAWINGS: Partial<Record<InfoPageName, { src: string; width: number; height: number; alt: DrawingAlt }>> = {
  architecture: { src: heroWide, width: 1600, height: 1000, alt: 'info.architecture.imageAlt' },
  invest: { src: heroWide, width: 1600, height: 1000, alt: 'info.invest.imageAlt' },
  amenities: { src: interior, width: 1200, height: 900, alt: 'info.amenities.imageAlt' },
};

const WITH_MENU: readonly InfoPageName[] = ['architecture', 'detail', 'amenities'];

export function InfoPage({ page, development }: { page: InfoPageName; development: DevelopmentDetail }) {
  const { t } = useTranslation('development');
  const texts = TEXTS[page];
  const { lead, body } = copyOf(development.pages[page].text);
  const photos = development.pages[page].photos;
  const drawing = DRAWINGS[page];
  const facts = page === 'detail' || page === 'project' ? factsOf(development.facts) : [];
  return (
    <div className={styles.page}>
      {WITH_MENU.includes(page) ? <DevelopmentMenu development={development} /> : null}
      <header className={styles.header}>
        <p className={styles.eyebrow}>{development.name}</p>
        <h1 className={styles.title}>{t(`info.${texts}.title`, { city: development.city })}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </header>
      {photos.length > 0 ? (
        <PhotoGallery photos={photos} name={development.name} />
      ) : drawing ? (
        <div className={photoGalleryStyles.picture}>
          <img className={styles.interiorArt} src={drawing.src} width={drawing.width} height={drawing.height} alt={t(drawing.alt)} decoding="async" />
        </div>
      ) : null}
      {facts.length > 0 ? <Facts facts={facts} /> : null}
      {body.length > 0 ? (
        <div className={styles.card}>
          {body.map((paragraph, i) => (
            <p key={i} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      ) : null}
      {page === 'project' ? <Explore development={development} /> : null}
      {page === 'project' ? (
        <section className={infoPageStyles.section} aria-labelledby="all-developments">
          <h2 id="all-developments" className={infoPageStyles.sectionTitle}>
            {t('overview.all')}
          </h2>
          <DevelopmentCards />
        </section>
      ) : null}
      <Link className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.cta}`} to={PATHS.contactPage}>
        {t('location.contact')}
      </Link>
    </div>
  );
}

/** The figures that are set (SPEC §2.20), each a number over its words. */
function Facts({ facts }: { facts: Fact[] }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const n = (value: number) => formatNumber(value, lang);
  const figure = (fact: Fact): { value: string; label: string } => {
    switch (fact.key) {
      case 'apartments':
        return { value: n(fact.value), label: t('info.project.apartments') };
      case 'levels':
        return { value: n(fact.value), label: t('info.project.levels') };
      case 'area':
        return { value: t('info.project.area', { area: n(fact.value) }), label: t('info.project.areaLabel') };
      case 'products':
        return { value: t('info.project.products', { count: n(fact.value) }), label: t('info.project.productsLabel') };
      case 'sizes':
        return {
          value:
            fact.min !== null && fact.max !== null && fact.min !== fact.max
              ? t('info.project.sizesRange', { min: n(fact.min), max: n(fact.max) })
              : fact.min !== null
                ? t('info.project.sizesFrom', { size: n(fact.min) })
                : t('info.project.sizesUpTo', { size: n(fact.max ?? 0) }),
          label: t('info.project.sizesLabel'),
        };
    }
  };
  return (
    <ul className={infoPageStyles.facts} aria-label={t('info.project.factsLabel')}>
      {facts.map((fact) => {
        const { value, label } = figure(fact);
        return (
          <li key={fact.key}>
            <span className={styles.minutes}>{value}</span>
            <span>{label}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** The overview's way into the development's other pages. */
function Explore({ development }: { development: DevelopmentDetail }) {
  const { t } = useTranslation('development');
  const pages: Array<{ view: DevelopmentView; label: string }> = [
    { view: 'location', label: t('menu.location') },
    { view: 'architecture', label: t('menu.architecture') },
    { view: 'detail', label: t('menu.project') },
    { view: 'amenities', label: t('menu.amenities') },
    { view: 'invest', label: t('overview.invest') },
  ];
  const links = [
    ...pages.map(({ view, label }) => ({ to: developmentPath(view, development), label })),
    { to: topologyPath(development.slug), label: t('menu.topology') },
    // The plan of its units, only while the development publishes it (issue 22).
    ...(development.publish_availability && isBrowsable(development.status) ? [{ to: developmentPath('availability', development), label: t('menu.availability') }] : []),
    ...PACKAGES.map((pack) => ({ to: developmentPath(pack, development), label: t('overview.package', { name: PACKAGE_DISPLAY_NAMES[pack] }) })),
  ];
  return (
    <nav className={infoPageStyles.section} aria-labelledby="explore-title">
      <h2 id="explore-title" className={infoPageStyles.sectionTitle}>
        {t('overview.explore')}
      </h2>
      <ul className={infoPageStyles.explore}>
        {links.map((link) => (
          <li key={link.to}>
            <Link className={infoPageStyles.exploreLink} to={link.to}>
              <span>{link.label}</span>
              <ArrowRight size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
