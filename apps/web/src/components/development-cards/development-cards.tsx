// Development cards (SPEC §2.14, decision 030), one per development of GET /developments, in the
// Admin's order: a tap goes to the topology page for an Admin, otherwise to the development's
// location page (the seed's /location for the first). A coming-soon card says so and does
// nothing. The picture is the development's cover photo, else the house's drawn art. Admins
// don't see the helper text.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isBrowsable, type DevelopmentSummary } from '@vitrina/contracts';
import { useDevelopments } from '../../api/developments/get-developments';
import { developmentPath, topologyPath } from '../../lib/routes';
import { useSession } from '../../lib/use-session';
import { Picture } from '../picture/picture';
import styles from './development-cards.module.css';

export function DevelopmentCards() {
  const { t } = useTranslation('home');
  const { token, type } = useSession();
  const isAdmin = !!token && type === 'Admin';
  const list = useDevelopments();
  const developments = list.data ?? [];

  if (list.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('developments.loading')}
      </p>
    );
  }
  if (developments.length === 0) return <p className={styles.status}>{t('developments.none')}</p>;

  return (
    <ul className={styles.developments}>
      {developments.map((d, index) => {
        const open = isBrowsable(d.status);
        const body = (
          <>
            <CardArt development={d} index={index} />
            <span className={styles.devText}>
              <span className={styles.devName}>{d.name}</span>
              <span className={styles.devPlace}>{d.city}</span>
              {d.status === 'coming_soon' ? <span className={styles.soon}>{t('comingSoon')}</span> : null}
              {d.status === 'sold_out' ? <span className={styles.soldOut}>{t('soldOut')}</span> : null}
              {!isAdmin && open ? (
                <span className={styles.devHelp}>
                  {t('developments.help')} <ArrowRight size={16} aria-hidden="true" />
                </span>
              ) : null}
            </span>
          </>
        );
        return (
          <li key={d.slug}>
            {open ? (
              <Link className={styles.devCard} to={isAdmin ? topologyPath(d.slug) : developmentPath('location', d)} data-testid={`development-${d.code}`}>
                {body}
              </Link>
            ) : (
              <div className={styles.devCard} data-inert="true" data-testid={`development-${d.code}`}>
                {body}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The cover photo, else one of two drawn arts (alternating, so neighbours differ). Decorative: the card names the development. */
function CardArt({ development, index }: { development: DevelopmentSummary; index: number }) {
  if (development.cover) {
    return (
      <span className={styles.devArt} aria-hidden="true">
        <Picture className={styles.devPhoto} picture={development.cover} alt="" sizes="96px" />
      </span>
    );
  }
  return <span className={styles.devArt} data-art={index % 2 === 0 ? 'sea' : 'sand'} aria-hidden="true" />;
}
