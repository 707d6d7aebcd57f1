// The pre-login landing (SPEC §2, route /): brand, tagline, register and sign-in, the
// language flags and the add-to-home-screen button, over a full-bleed golden-hour hero.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import buttonStyles from '../../components/ui/button.module.css';
import { useDevelopments } from '../../api/developments/get-developments';
import { useBrandName } from '../../lib/brand';
import heroTall from '../../assets/hero-tall.svg';
import heroWide from '../../assets/hero-wide.svg';
import styles from './landing-page.module.css';

interface LandingPageProps {
  /** The install button, from the install feature (features don't import each other). */
  installAction?: ReactNode;
}

export function LandingPage({ installAction }: LandingPageProps) {
  const brandName = useBrandName();
  const { t } = useTranslation(['landing', 'common']);
  const developments = useDevelopments();
  // Where the provider builds: the cities of its developments, in the Admin's order (data, not
  // copy: a second development's city joins the line by itself). The root loader already asked.
  const cities = [...new Set((developments.data ?? []).map((d) => d.city.trim()).filter(Boolean))].join(' · ');

  return (
    <div className={`${styles.landing} on-dark`}>
      <title>{t('common:meta.title', { brand: brandName })}</title>

      <picture className={styles.media}>
        <source media="(max-aspect-ratio: 4/5)" srcSet={heroTall} width={900} height={1600} />
        <img src={heroWide} width={1600} height={1000} alt={t('landing:heroAlt')} fetchPriority="high" decoding="async" />
      </picture>
      <div className={styles.scrim} aria-hidden="true" />

      <header className={styles.top}>
        <BrandMark size={40} className={styles.mark} />
        <LanguageSwitcher />
      </header>

      <main id="main" className={styles.content}>
        <p className={styles.eyebrow}>{cities || '\u00a0'}</p>
        <h1 className={styles.wordmark}>{brandName}</h1>
        <p className={styles.tagline}>{t('landing:tagline')}</p>

        <div className={styles.actions}>
          <Link to="/register" className={`${buttonStyles.button} ${buttonStyles.primary}`}>
            {t('landing:register')}
          </Link>
          <Link to="/login" className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            {t('landing:signIn')}
          </Link>
        </div>

        {installAction}
      </main>

      <footer className={styles.footer}>
        <span className={styles.rule} aria-hidden="true" />
        <p>{t('landing:packages')}</p>
      </footer>
    </div>
  );
}
