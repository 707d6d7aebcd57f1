// The banner of a waiting new version (update-prompt.tsx loads it when one waits).
import { RefreshCwIcon } from '../../components/icons/first-load-icons';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, updateNow } from './pwa-update';
import styles from './update-prompt.module.css';

export default function UpdateBanner() {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.banner} on-dark`} role="status">
      <RefreshCwIcon size={18} aria-hidden="true" className={styles.icon} />
      <p className={styles.text}>{t('update.available')}</p>
      <button type="button" className={styles.later} onClick={dismissUpdate}>
        {t('update.later')}
      </button>
      <button type="button" className={styles.now} onClick={() => void updateNow()}>
        {t('update.reload')}
      </button>
    </div>
  );
}
