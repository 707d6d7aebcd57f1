// The furniture level of a unit with its icon (SPEC §2.17: PREMIUM, ESTANDAR, GOLD, BLACK).
import { Armchair, Crown, Gem, Sofa, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@vitrina/contracts';
import styles from '../../shared/components/admin.module.css';
import badgeStyles from './furniture-badge.module.css';

const ICONS: Record<Category, LucideIcon> = { ESTANDAR: Sofa, GOLD: Crown, PREMIUM: Gem, BLACK: Armchair };

export function FurnitureBadge({ furniture }: { furniture: Category }) {
  const { t } = useTranslation('admin');
  const Icon = ICONS[furniture];
  return (
    <span className={badgeStyles.furniture} data-level={furniture}>
      <Icon size={16} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{`${t('clients.furnitureLabel')}: `}</span>
      {t(`clients.furniture.${furniture}`)}
    </span>
  );
}
