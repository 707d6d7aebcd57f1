// The profile's notifications section (issue 35, decision 063): a grid of the person's kinds ×
// channels. In the app is always on (shown on, not a choice); e-mail and push are switches,
// each saved at once with a PUT naming that one channel, and said in a toast. Push is stored as
// the person sets it; its sending (and turning it on for a device) is the push work's.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationKind } from '@vitrina/contracts';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../../api/notifications/preferences';
import { notify } from '../../../components/notifications/notification-service';
import tableStyles from '../../../components/ui/table.module.css';
import { useErrorText } from '../../../lib/error-text';
import { preferenceRows, type PendingChange, type SwitchChannel } from '../preference-rows';
import styles from './notification-preferences.module.css';

const CHANNELS = ['in_app', 'email', 'push'] as const;

export function NotificationPreferences() {
  const { t } = useTranslation('notifications');
  const errorText = useErrorText('notifications');
  const query = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const [pending, setPending] = useState<PendingChange | null>(null);

  const change = (kind: NotificationKind, channel: SwitchChannel, value: boolean) => {
    if (save.isPending) return;
    setPending({ kind, channel, value });
    save.mutate(
      { preferences: [{ kind, [channel]: value }] },
      {
        onSuccess: () => notify.toast({ message: t('preferences.saved'), color: 'success' }),
        onError: (error) => notify.toast({ message: errorText(error, 'preferences.saveFailed'), color: 'error' }),
        onSettled: () => setPending(null),
      },
    );
  };

  return (
    <section id="notification-preferences" className={styles.section} aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title" className={styles.sectionTitle}>
        {t('preferences.title')}
      </h2>
      <p className={styles.note}>{t('preferences.intro')}</p>
      {query.isPending ? (
        <p className={styles.note}>{t('preferences.loading')}</p>
      ) : !query.data ? (
        <p className={styles.problem}>{t('preferences.failed')}</p>
      ) : (
        <div className={tableStyles.tableBox}>
          <table className={`${tableStyles.table} ${tableStyles.fullWidth} ${styles.grid}`}>
            <thead>
              <tr>
                <th scope="col">{t('preferences.kind')}</th>
                {CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className={styles.channel}>
                    {t(`preferences.channels.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preferenceRows(query.data.preferences, pending).map((row) => {
                const kind = t(`preferences.kinds.${row.kind}`);
                return (
                  <tr key={row.kind}>
                    <th scope="row" className={styles.kind}>
                      {kind}
                    </th>
                    {CHANNELS.map((channel) => (
                      <td key={channel} className={styles.channel}>
                        <label className={styles.switchBox}>
                          <input
                            type="checkbox"
                            role="switch"
                            className={styles.switch}
                            aria-label={t('preferences.switchLabel', { kind, channel: t(`preferences.channels.${channel}`) })}
                            checked={row[channel]}
                            disabled={channel === 'in_app'}
                            aria-describedby={channel === 'in_app' ? 'notification-in-app-note' : channel === 'push' ? 'notification-push-note' : undefined}
                            onChange={channel === 'in_app' ? undefined : (event) => change(row.kind, channel, event.currentTarget.checked)}
                            readOnly={channel === 'in_app'}
                          />
                        </label>
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <p id="notification-in-app-note" className={styles.note}>
        {t('preferences.alwaysOn')}
      </p>
      <p id="notification-push-note" className={styles.note}>
        {t('preferences.pushNote')}
      </p>
    </section>
  );
}
