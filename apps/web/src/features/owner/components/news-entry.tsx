// The way into the buyer's construction news from their unit's page (decision 064): a quiet card
// link beside the file's, shown to the unit's buyer only.
import { ChevronRight, HardHat } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnProperties } from '../../../api/properties/get-properties-by-user';
import { PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { isUnitBuyer } from '../buyer';
import styles from '../owner.module.css';

export function NewsEntry({ unitId }: { unitId: number }) {
  const { t } = useTranslation('news');
  const { user } = useSession();
  const unit = useOwnProperties().data?.find((u) => u.id === unitId);
  if (!unit || !isUnitBuyer(unit, user?.id ?? null)) return null;
  return (
    <Link to={PATHS.news} className={styles.entry}>
      <HardHat size={24} aria-hidden="true" className={styles.entryIcon} />
      <span>
        <span className={styles.entryTitle}>{t('entry.title')}</span>
        <span className={styles.entryHint}>{t('entry.hint')}</span>
      </span>
      <ChevronRight size={20} aria-hidden="true" />
    </Link>
  );
}
