// The top bar (SPEC §2 Layout): logo, the BROCHURE button (GET /api/pdf/{lang} in a new tab;
// on a development's pages, that development's brochure) and the account menu. On the
// development pages the logo variant names the development's city (decision 030: the one the
// address names, else the first). A signed-in person's notifications bell stands before the
// account menu; it is another feature's, handed in by the frame's route.
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../../../components/brand/brand-mark';
import { useCurrentUser } from '../../../api/account/get-user';
import { useLanguage } from '../../../lib/i18n';
import { useBrandName } from '../../../lib/brand';
import { landingFor } from '../../../lib/guard';
import { PATHS, developmentViewOf, topologyDevelopment, usesLogoVariant } from '../../../lib/routes';
import { useDevelopments, firstDevelopmentOf } from '../../../api/developments/get-developments';
import { BrochureStatus, brochureUrl, developmentBrochureUrl, useBrochure } from '../../../components/brochure/use-brochure';
import { AccountButton } from './account-button';
import hiddenStyles from '../../../components/ui/visually-hidden.module.css';
import styles from './top-bar.module.css';

/** `bell`: the notifications' bell a signed-in person sees before their avatar (app/routes/frame.tsx gives it). */
export function TopBar({ bell }: { bell?: ReactNode }) {
  const brandName = useBrandName();
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  // SPEC §4: the current user is fetched when the top bar is created.
  const { user, type } = useCurrentUser();
  const variant = usesLogoVariant(pathname);
  const lang = useLanguage();
  const brochure = useBrochure();
  const developments = useDevelopments().data;
  const named = developmentViewOf(pathname)?.slug ?? topologyDevelopment(pathname);
  // The development on screen: the one the address names, else (seed paths, a unit, the show room) the first.
  const current = named ? (developments?.find((d) => d.slug === named) ?? null) : firstDevelopmentOf(developments);
  const city = variant && current ? current.city : null;

  return (
    <>
    <header className={`${styles.bar} ${variant ? `${styles.variant} on-dark` : ''}`} data-variant={variant ? 'development' : 'default'}>
      {/* The link's name holds the words it shows, the city too (WCAG 2.5.3: a person who says
          what they see can follow it); the space keeps them two words for assistive technology. */}
      <Link to={landingFor(type)} className={styles.brand} aria-label={t('topBar.home', { brand: city ? `${brandName} ${city}` : brandName })}>
        <BrandMark size={32} className={styles.mark} />
        <span className={styles.names}>
          <span className={styles.wordmark}>{brandName}</span>
          {city ? (
            <>
              {' '}
              <span className={styles.development}>{city}</span>
            </>
          ) : null}
        </span>
      </Link>
      <div className={styles.actions}>
        <a className={styles.brochure} href={current ? developmentBrochureUrl(current, lang) : brochureUrl(lang)} target="_blank" rel="noopener" onClick={brochure.onLinkClick}>
          <Download size={18} strokeWidth={1.75} aria-hidden="true" />
          <span className={hiddenStyles.phoneHidden}>{t('topBar.brochure')}</span>
          <span className="visually-hidden">{t('topBar.newTab')}</span>
        </a>
        {user ? (
          <>
            {bell}
            <AccountButton user={user} isAdmin={type === 'Admin'} />
          </>
        ) : (
          <Link to={PATHS.login} className={styles.signIn}>
            {t('topBar.signIn')}
          </Link>
        )}
      </div>
    </header>
    <BrochureStatus brochure={brochure} />
    </>
  );
}
