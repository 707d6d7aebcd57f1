// The frame of the account screens (/login, /register, /select-account): no top bar or
// bottom menu (SPEC §2 Layout). On wide screens the hero picture fills the left half; on
// phones a slim header with the way back, the brand and the language flags.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand/brand-mark';
import { LanguageSwitcher } from '../../../components/language-switcher/language-switcher';
import { useBrandName } from '../../../lib/brand';
import styles from './auth-layout.module.css';

interface AuthLayoutProps {
  title: string;
  /** The hero picture of the wide layout (passed by the route, from the landing's art). */
  hero: string;
  eyebrow?: string;
  lead?: string;
  /** Above the title: the registration's back arrow and progress. */
  before?: ReactNode;
  children: ReactNode;
}

export function AuthLayout({ title, hero, eyebrow, lead, before, children }: AuthLayoutProps) {
  const brandName = useBrandName();
  const { t } = useTranslation('common');
  return (
    <div className={styles.page}>
      <title>{`${title} · ${brandName}`}</title>
      <div className={`${styles.aside} on-dark`} aria-hidden="true">
        <img src={hero} alt="" className={styles.heroImage} decoding="async" />
        <div className={styles.scrim} />
        <p className={styles.asideBrand}>{brandName}</p>
        <p className={styles.asideLine}>{t('auth.asideLine')}</p>
      </div>
      <div className={styles.panel}>
        <header className={styles.top}>
          <Link to="/" className={styles.home} aria-label={t('auth.backToStart', { brand: brandName })}>
            <BrandMark size={32} />
            <span className={styles.brand}>{brandName}</span>
          </Link>
          <LanguageSwitcher />
        </header>
        <main id="main" className={styles.main}>
          {before}
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children}
        </main>
      </div>
    </div>
  );
}
