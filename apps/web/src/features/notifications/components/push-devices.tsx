// The person's devices with push (decision 066), under the profile's "Notifications on this
// device": each named by its browser's push service, when it was turned on, and this one marked.
// Another device is removed here (its pushes stop); this one is turned off with the button above,
// which also unsubscribes the browser — removing it here alone would be undone on the next visit.
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PushDevice } from '@vitrina/contracts';
import { usePushDevices, useRemovePushDevice } from '../../../api/push/push-devices';
import { notify } from '../../../components/notifications/notification-service';
import buttonStyles from '../../../components/ui/button.module.css';
import { useErrorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import styles from './push-opt-in.module.css';

export function PushDevices({ thisEndpoint }: { thisEndpoint: string | null }) {
  const { t } = useTranslation('push');
  const lang = useLanguage();
  const errorText = useErrorText('push');
  const { data, isError } = usePushDevices();
  const remove = useRemovePushDevice();
  if (isError) return <p className={styles.note}>{t('devices.loadFailed')}</p>;
  const devices = data?.devices ?? [];
  if (devices.length === 0) return null;
  const nameOf = (d: PushDevice) => t(`devices.service.${d.service}`);

  return (
    <div className={styles.devices}>
      <h3 id="push-devices-title" className={styles.devicesTitle}>
        {t('devices.title')}
      </h3>
      <p className={styles.note}>{t('devices.note')}</p>
      <ul className={styles.deviceList} aria-labelledby="push-devices-title">
        {devices.map((d) => {
          const date = formatDate(d.created_at, lang);
          const mine = d.endpoint === thisEndpoint;
          return (
            <li key={d.id} className={styles.device}>
              <span className={styles.deviceText}>
                <span className={styles.deviceName}>{nameOf(d)}</span>
                {mine ? <span className={styles.thisDevice}>{t('devices.thisDevice')}</span> : null}
                <span className={styles.note}>{t('devices.since', { date })}</span>
              </span>
              {mine ? null : (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.remove}`}
                  aria-label={t('devices.removeLabel', { device: nameOf(d), date })}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(d.id, {
                      onSuccess: () => notify.toast({ message: t('devices.removed'), color: 'success' }),
                      onError: (error) => notify.toast({ message: errorText(error, 'devices.failed'), color: 'error' }),
                    })
                  }
                >
                  <Trash2 size={18} aria-hidden="true" />
                  {t('devices.remove')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
