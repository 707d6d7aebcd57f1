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
  /** Inside the app's frame (its top bar already shows the brand): the message alone. */
  framed?: boolean;
}

export function StatusPage({ eyebrow, title, body, action, framed = false }: StatusPageProps) {
  const brandName = useBrandName();
  const message = (
    <>
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 className={styles.title}>{title}</h1>
      <span className={styles.rule} aria-hidden="true" />
      <p className={styles.body}>{body}</p>
      <div className={styles.action}>{action}</div>
    </>
  );
  // The frame has its own <main>: the message is a section of it.
  if (framed) {
    return (
      <section className={`${styles.main} ${styles.framed}`}>
        <title>{`${title} · ${brandName}`}</title>
        {message}
      </section>
    );
  }
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
      <main id="main" className={styles.main}>
        {message}
      </main>
    </div>
  );
}
