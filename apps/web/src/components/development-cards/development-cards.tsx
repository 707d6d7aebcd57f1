// Development cards (SPEC §2.14): a tap goes to the topology page for an Admin, otherwise to
// /location; the Miami card does nothing and says coming soon. Admins don't see helper text.
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, topologyPath } from '../../lib/routes';
import { useSession } from '../../lib/use-session';
import { DEVELOPMENTS } from './developments';
import styles from './development-cards.module.css';

export function DevelopmentCards() {
  const { t } = useTranslation('home');
  const { token, type } = useSession();
  const isAdmin = !!token && type === 'Admin';

  return (
    <ul className={styles.developments}>
      {DEVELOPMENTS.map((d) => {
        const body = (
          <>
            <span className={styles.devArt} data-dev={d.code} aria-hidden="true" />
            <span className={styles.devText}>
              <span className={styles.devName}>{t(`developments.${d.code}.name`)}</span>
              <span className={styles.devPlace}>{t(`developments.${d.code}.place`)}</span>
              {d.comingSoon ? <span className={styles.soon}>{t('comingSoon')}</span> : null}
              {!isAdmin && !d.comingSoon ? (
                <span className={styles.devHelp}>
                  {t('developments.help')} <ArrowRight size={16} aria-hidden="true" />
                </span>
              ) : null}
            </span>
          </>
        );
        return (
          <li key={d.code}>
            {d.comingSoon ? (
              <div className={styles.devCard} data-inert="true" data-testid={`development-${d.code}`}>
                {body}
              </div>
            ) : (
              <Link className={styles.devCard} to={isAdmin ? topologyPath(d.slug) : PATHS.location} data-testid={`development-${d.code}`}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
