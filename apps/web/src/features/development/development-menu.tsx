// The development menu (SPEC §2.13): location, architecture, project detail, amenities, unit
// types, and About, which opens a confirmation dialog offering the brochure in a new tab.
import { AlertDialog } from '@base-ui/react/alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import buttonStyles from '../../components/ui/button.module.css';
import { PATHS, topologyPath } from '../../lib/routes';
import { BrochureStatus, useBrochure } from '../brochure/use-brochure';
import dialogStyles from '../shell/components/dialog.module.css';
import styles from './development.module.css';

const LINKS = [
  { to: PATHS.location, key: 'location' },
  { to: PATHS.architecturePage, key: 'architecture' },
  { to: PATHS.projectDetail, key: 'project' },
  { to: PATHS.amenitiesPage, key: 'amenities' },
  { to: topologyPath(), key: 'topology' },
] as const;

export function DevelopmentMenu() {
  const { t, i18n } = useTranslation('development');
  const [about, setAbout] = useState(false);
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
      <AlertDialog.Root open={about} onOpenChange={setAbout}>
        <AlertDialog.Portal>
          <AlertDialog.Backdrop className={dialogStyles.backdrop} />
          <AlertDialog.Popup className={dialogStyles.popup}>
            <AlertDialog.Title className={dialogStyles.title}>{t('about.title')}</AlertDialog.Title>
            <AlertDialog.Description className={dialogStyles.description}>{t('about.body')}</AlertDialog.Description>
            <div className={styles.dialogActions}>
              <AlertDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('about.cancel')}</AlertDialog.Close>
              <a
                className={`${buttonStyles.button} ${buttonStyles.primary}`}
                href={`/api/pdf/${i18n.resolvedLanguage ?? 'es'}`}
                target="_blank"
                rel="noopener"
                onClick={(event) => {
                  setAbout(false);
                  brochure.onLinkClick(event);
                }}
              >
                {t('about.open')}
              </a>
            </div>
          </AlertDialog.Popup>
        </AlertDialog.Portal>
      </AlertDialog.Root>
      <BrochureStatus brochure={brochure} />
    </nav>
  );
}
