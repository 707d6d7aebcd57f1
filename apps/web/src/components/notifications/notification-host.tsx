// Draws what the notification service sends: toasts at the top right (sonner) with a close
// button and an icon per colour, and alerts in a live region under the top of the screen.
import { X } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, Toaster } from 'sonner';
import { AlertStack } from './alert-stack';
import { NOTIFICATION_ICONS } from './icons';
import { attachHost, type AlertNotification, type ToastNotification } from './notification-service';
import styles from './notifications.module.css';

export default function NotificationHost() {
  const { t } = useTranslation('common');
  const [alerts, setAlerts] = useState<AlertNotification[]>([]);
  const dismissAlert = useCallback((id: number) => setAlerts((current) => current.filter((alert) => alert.id !== id)), []);

  useEffect(
    () =>
      attachHost((notification) => {
        if (notification.kind === 'alert') setAlerts((current) => [...current, notification]);
        else showToast(notification, t('notifications.default'));
      }),
    [t],
  );

  return (
    <>
      <Toaster
        position="top-right"
        closeButton
        visibleToasts={4}
        icons={{ ...NOTIFICATION_ICONS, close: <X size={16} aria-hidden="true" /> }}
        containerAriaLabel={t('notifications.region')}
        toastOptions={{
          unstyled: true,
          closeButtonAriaLabel: t('notifications.close'),
          classNames: {
            toast: styles.toast,
            content: styles.content,
            title: styles.title,
            icon: styles.icon,
            closeButton: styles.close,
            success: styles.success,
            error: styles.error,
            warning: styles.warning,
            info: styles.info,
          },
        }}
      />
      <AlertStack alerts={alerts} onDone={dismissAlert} />
    </>
  );
}

function showToast(notification: ToastNotification, defaultText: string) {
  toast[notification.color](notification.message ?? defaultText, {
    id: notification.id,
    duration: notification.timeout,
    className: notification.multiLine ? styles.multiLine : styles.singleLine,
  });
}
