// homeSelecta (/home/admin): the admin's landing, one card per development that is not archived,
// in the Admin's order (no helper text, SPEC §2.14). A development a visitor may open goes to its
// topology page; a coming-soon one does nothing.
import { isBrowsable } from '@vitrina/contracts';
import { ArrowRight, Building2, FileUp, Inbox, LayoutGrid } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDevelopments } from '../../../../api/developments/get-developments';
import { useBrandName } from '../../../../lib/brand';
import { PATHS, adminDevelopmentUnitsPath, topologyPath } from '../../../../lib/routes';
import styles from '../../shared/components/admin.module.css';
import homeStyles from './admin-home.module.css';

/** `inboxLink`: the link to the office's inbox of threads (decision 068), handed in by the route, drawn with the given class. */
export function AdminHome({ inboxLink }: { inboxLink?: (className: string) => ReactNode } = {}) {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const developments = (useDevelopments().data ?? []).map((d) => ({ ...d, active: isBrowsable(d.status) }));
  return (
    <div className={styles.page}>
      <title>{`${t('home.title')} · ${brandName}`}</title>
      <header>
        <p className={styles.eyebrow}>{t('home.eyebrow')}</p>
        <h1 className={styles.title}>{t('home.title')}</h1>
      </header>
      <ul className={homeStyles.developments}>
        {developments.map((development) => (
          <li key={development.code}>
            {development.active ? (
              <Link
                to={topologyPath(development.slug)}
                className={homeStyles.development}
                aria-label={t('home.open', { name: development.name })}
              >
                <span className={homeStyles.developmentCode}>{development.code}</span>
                <span className={homeStyles.developmentName}>{development.name}</span>
                <ArrowRight size={22} aria-hidden="true" />
              </Link>
            ) : (
              <div className={homeStyles.development} data-inert="" aria-disabled="true">
                <span className={homeStyles.developmentCode}>{development.code}</span>
                <span className={homeStyles.developmentName}>{development.name}</span>
                <span className={homeStyles.soon}>{t('home.comingSoon')}</span>
              </div>
            )}
          </li>
        ))}
      </ul>
      <nav className={homeStyles.homeLinks} aria-label={t('home.plans')}>
        {developments.map((development) => (
          <Link key={development.code} to={adminDevelopmentUnitsPath(development.slug)} className={styles.homeLink}>
            <LayoutGrid size={18} aria-hidden="true" />
            {t('home.plan', { name: development.name })}
          </Link>
        ))}
      </nav>
      <nav className={homeStyles.homeLinks} aria-label={t('home.eyebrow')}>
        <Link to={PATHS.adminDevelopments} className={styles.homeLink}>
          <Building2 size={18} aria-hidden="true" />
          {t('home.developments')}
        </Link>
        <Link to={PATHS.leads} className={styles.homeLink}>
          <Inbox size={18} aria-hidden="true" />
          {t('home.leads')}
        </Link>
        {inboxLink?.(styles.homeLink ?? '')}
        <Link to={PATHS.catalogueImport} className={styles.homeLink}>
          <FileUp size={18} aria-hidden="true" />
          {t('import.link')}
        </Link>
      </nav>
    </div>
  );
}
