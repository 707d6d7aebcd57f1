// A development's screen (decision 030): finds the development its address names (or the first,
// on a seed path) and hands it to the page; otherwise says why not, inside the frame — not found
// (unknown or archived: the loader made it a 404 on the server), offline and never seen here,
// failed, or loading (only in the browser: the server's HTML always carries the development).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevelopmentDetail } from '@vitrina/contracts';
import { ErrorPage } from '../features/status/error-page';
import { NotFoundPage } from '../features/status/not-found-page';
import { useCurrentDevelopment } from '../lib/use-current-development';
import { NeedsConnection } from '../offline/needs-connection';
import styles from './development-screen.module.css';

export function DevelopmentScreen({ slug, children }: { slug: string | null; children: (development: DevelopmentDetail) => ReactNode }) {
  const { t } = useTranslation('common');
  const current = useCurrentDevelopment(slug);
  switch (current.status) {
    case 'ready':
      return children(current.development);
    case 'missing':
      return <NotFoundPage framed />;
    case 'error':
      return <ErrorPage framed />;
    case 'offline':
      return (
        <div className={styles.page}>
          <NeedsConnection />
        </div>
      );
    default:
      return (
        <div className={styles.page} aria-busy="true">
          <p role="status" className={styles.loading}>
            {t('loading')}
          </p>
        </div>
      );
  }
}
