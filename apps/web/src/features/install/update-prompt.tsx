// "A new version is available": shown when a new service worker is waiting.
import { RefreshCw } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissUpdate, isUpdateWaiting, subscribeUpdate, updateNow } from './pwa-update';
import styles from './update-prompt.module.css';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(subscribeUpdate, isUpdateWaiting, isUpdateWaiting);
  if (!waiting) return null;
  return <UpdateBanner />;
}

function UpdateBanner() {
  const { t } = useTranslation('common');
  return (
    <div className={`${styles.banner} on-dark`} role="status">
      <RefreshCw size={18} aria-hidden="true" className={styles.icon} />
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
