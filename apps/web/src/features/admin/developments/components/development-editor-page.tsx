// /admin/developments/new and /admin/developments/:slug (Admin, issue 21): a new development's
// form, or a stored one's once GET /admin/developments/{slug} has answered (not found and
// failures said in words, with a way back).
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBrandName } from '../../../../lib/brand';
import { PATHS } from '../../../../lib/routes';
import { useAdminDevelopment } from '../../../../api/admin-developments/get-admin-development';
import { DevelopmentForm } from './development-form';
import styles from './developments-page.module.css';

export function DevelopmentEditorPage({ slug }: { slug: string | null }) {
  return slug === null ? <DevelopmentForm development={null} /> : <StoredDevelopment slug={slug} />;
}

function StoredDevelopment({ slug }: { slug: string }) {
  const { t } = useTranslation('developmentsAdmin');
  const brandName = useBrandName();
  const query = useAdminDevelopment(slug);
  if (query.data) return <DevelopmentForm development={query.data} />;
  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${brandName}`}</title>
      <Link to={PATHS.adminDevelopments} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('form.back')}
      </Link>
      {query.isError ? (
        <div className={styles.status} role="alert">
          <p className={styles.problem}>{t('form.loadError')}</p>
          <button type="button" className={styles.quiet} onClick={() => void query.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : query.data === null ? (
        <div className={styles.status}>
          <h1 className={styles.title}>{t('form.notFound')}</h1>
        </div>
      ) : (
        <p className={styles.status} role="status">
          {t('loading')}
        </p>
      )}
    </div>
  );
}
