// A calm full-page message: placeholders for screens still to come, not-found, errors.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand/brand-mark';
import { LanguageSwitcher } from '../../components/language-switcher/language-switcher';
import { useBrandName } from '../../lib/brand';
import styles from './status-page.module.css';

interface StatusPageProps {
  eyebrow: string;
  title: string;
  body: string;
  /** Replaces the default "back to home" link. */
  action?: ReactNode;
}

export function StatusPage({ eyebrow, title, body, action }: StatusPageProps) {
  const brandName = useBrandName();
  return (
    <div className={styles.page}>
      <title>{`${title} · ${brandName}`}</title>
      <header className={styles.top}>
        <Link to="/" className={styles.home}>
          <BrandMark size={36} />
          <span className={styles.brand}>{brandName}</span>
        </Link>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.rule} aria-hidden="true" />
        <p className={styles.body}>{body}</p>
        <div className={styles.action}>{action}</div>
      </main>
    </div>
  );
}
