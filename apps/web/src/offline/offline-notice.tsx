// While the device is offline, a calm notice says so (issue 12): what shows is what was kept.
// Read by screen readers as a status, without taking focus: the live region is there before its
// text (and marked aria-live, which a modal dialog leaves exposed); it never takes a tap
// (pointer-events: none).
import { WifiOffIcon } from '../components/icons/first-load-icons';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/connection';
import styles from './offline.module.css';

export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className={styles.noticeRegion}>
      {online ? null : <OfflineText />}
    </div>
  );
}

function OfflineText() {
  const { t } = useTranslation('common');
  return (
    <p className={`${styles.notice} on-dark`}>
      <WifiOffIcon size={16} aria-hidden="true" className={styles.noticeIcon} />
      {t('offline.notice')}
    </p>
  );
}
