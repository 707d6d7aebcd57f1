// A development's status as a calm tinted pill that always says it in words (never the colour alone).
import { useTranslation } from 'react-i18next';
import type { DevelopmentStatus } from '@vitrina/contracts';
import styles from './status-pill.module.css';

export function StatusPill({ status }: { status: DevelopmentStatus }) {
  const { t } = useTranslation('developmentsAdmin');
  return (
    <span className={styles.pill} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
