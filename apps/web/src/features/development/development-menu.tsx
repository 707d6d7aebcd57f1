// The development menu (SPEC §2.13): location, architecture, project detail, amenities, unit
// types — all within the development on screen (the seed's paths for the first development, the
// long forms for the others, decision 030) — and About, which opens a confirmation dialog
// offering that development's brochure in a new tab (about-dialog.tsx, loaded when first opened).
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useLatch } from '../../components/ui/use-deferred';
import { isBrowsable } from '@vitrina/contracts';
import { developmentPath, topologyPath } from '../../lib/routes';
import { BrochureStatus, useBrochure } from '../../components/brochure/use-brochure';
import styles from './development-menu.module.css';
import type { MenuDevelopment } from './menu-development';

const AboutDialog = lazy(() => import('./about-dialog').then((m) => ({ default: m.AboutDialog })));

export function DevelopmentMenu({ development }: { development: MenuDevelopment }) {
  const { t } = useTranslation('development');
  const [about, setAbout] = useState(false);
  const aboutWanted = useLatch(about);
  const brochure = useBrochure();
  const links: ReadonlyArray<{ to: string; key: 'location' | 'architecture' | 'project' | 'amenities' | 'topology' | 'availability' }> = [
    { to: developmentPath('location', development), key: 'location' },
    { to: developmentPath('architecture', development), key: 'architecture' },
    { to: developmentPath('detail', development), key: 'project' },
    { to: developmentPath('amenities', development), key: 'amenities' },
    { to: topologyPath(development.slug), key: 'topology' },
    // The plan of its units, only while the development publishes it (issue 22).
    ...(development.publish_availability && isBrowsable(development.status ?? '') ? [{ to: developmentPath('availability', development), key: 'availability' as const }] : []),
  ];
  return (
    <nav className={styles.menu} aria-label={t('menu.label')}>
      <ul className={styles.menuList}>
        {links.map((link) => (
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
          <AboutDialog development={development} open={about} onOpenChange={setAbout} onOpenBrochure={brochure.onLinkClick} />
        </Suspense>
      ) : null}
      <BrochureStatus brochure={brochure} />
    </nav>
  );
}
