// /availability and /developments/{slug}/availability (issue 22, decision 030's scheme): the
// public plan of a development's units, when it publishes it (else not found, as the server's
// 404 says; the loader made it a 404 page on the server).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { DevelopmentDetail } from '@vitrina/contracts';
import { useAvailability } from '../../api/developments/get-availability';
import { AvailabilityPage } from '../../features/development/availability/availability-page';
import { ErrorPage } from '../../features/status/error-page';
import { NotFoundPage } from '../../features/status/not-found-page';
import { DevelopmentScreen } from '../development-screen';
import styles from '../development-screen.module.css';

function AvailabilityScreen({ development }: { development: DevelopmentDetail }) {
  const { t } = useTranslation('common');
  const plan = useAvailability(development.slug);
  if (plan.data === null) return <NotFoundPage framed />;
  if (plan.data) return <AvailabilityPage development={development} plan={plan.data} />;
  if (plan.isError) return <ErrorPage framed />;
  return (
    <div className={styles.page} aria-busy="true">
      <p role="status" className={styles.loading}>
        {t('loading')}
      </p>
    </div>
  );
}

export function Component() {
  const { slug = null } = useParams();
  return <DevelopmentScreen slug={slug}>{(development) => <AvailabilityScreen key={development.slug} development={development} />}</DevelopmentScreen>;
}
