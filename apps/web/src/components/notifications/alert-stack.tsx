// Alerts (SPEC §4): each hides itself after its duration (default 3000 ms) or by its button.
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlertNotification } from './notification-service';
import { NOTIFICATION_ICONS } from './icons';
import styles from './notifications.module.css';

function AlertView({ alert, onDone }: { alert: AlertNotification; onDone: (id: number) => void }) {
  const { t } = useTranslation('common');
  useEffect(() => {
    const timer = window.setTimeout(() => onDone(alert.id), alert.duration);
    return () => window.clearTimeout(timer);
  }, [alert.id, alert.duration, onDone]);

  return (
    <div className={`${styles.alert} ${styles[alert.type]}`} role={alert.type === 'error' ? 'alert' : 'status'} data-type={alert.type}>
      <span className={styles.icon}>{NOTIFICATION_ICONS[alert.type]}</span>
      <p className={styles.alertText}>{alert.message}</p>
      <button type="button" className={styles.close} aria-label={t('notifications.close')} onClick={() => onDone(alert.id)}>
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}

export function AlertStack({ alerts, onDone }: { alerts: AlertNotification[]; onDone: (id: number) => void }) {
  return (
    // A live region from the start (an alert added later is heard, without taking focus), kept
    // exposed by a modal dialog, which hides the rest of the page but not aria-live regions.
    <div className={styles.alerts} data-testid="alerts" aria-live="polite">
      {alerts.map((alert) => (
        <AlertView key={alert.id} alert={alert} onDone={onDone} />
      ))}
    </div>
  );
}
