// The development menu (SPEC §2.13): location, architecture, project detail, amenities, unit
// types, and About, which opens a confirmation dialog offering the brochure in a new tab
// (about-dialog.tsx, loaded when first opened).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLatch } from '../../components/ui/use-deferred';
import { PATHS, topologyPath } from '../../lib/routes';
import { BrochureStatus, useBrochure } from '../../components/brochure/use-brochure';
import styles from './development.module.css';

const AboutDialog = lazy(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));

const LINKS = [
  { to: PATHS.location, key: 'location' },
  { to: PATHS.architecturePage, key: 'architecture' },
  { to: PATHS.projectDetail, key: 'project' },
  { to: PATHS.amenitiesPage, key: 'amenities' },
  { to: topologyPath(), key: 'topology' },
] as const;

export function DevelopmentMenu() {
  const { t } = useTranslation('development');
  const [about, setAbout] = useState(false);
  const aboutWanted = useLatch(about);
  const brochure = useBrochure();
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <ul className={styles.menuList}>
        {LINKS.map((link) => (
          <li key={link.key}>
            <NavLink to={link.to} className={styles.menuLink}>
              {t(`menu.${link.key}`)}
            </NavLink>
          </li>
        ))}
        <li>
          <button type="button" className={styles.menuLink} onClick={() => setAbout(true)}>
            {t('menu.about')}
          </button>
        </li>
      </ul>
      {aboutWanted ? (
        <Suspense fallback={null}>
          <AboutDialog open={about} onOpenChange={setAbout} onOpenBrochure={brochure.onLinkClick} />
        </Suspense>
      ) : null}
      <BrochureStatus brochure={brochure} />
    </nav>
  );
}
