// The profile's "Notifications on this device" (decision 065): web push turned on or off for
// this browser. The browser's permission prompt comes only after the press. States: not possible
// here (no push in this browser, or the app not installed on iOS), blocked (how to allow it),
// on (a button to turn it off here), off (the button to turn it on).
import { BellOff, BellRing } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/ui/button.module.css';
import { useErrorText } from '../../../lib/error-text';
import { usePushDevice } from '../use-push-device';
import { PushDevices } from './push-devices';
import styles from './push-opt-in.module.css';

export function PushOptIn({ userId }: { userId: number }) {
  const { t } = useTranslation('push');
  const errorText = useErrorText('push');
  const { state, endpoint, busy, failed, turnOn, turnOff } = usePushDevice(userId);
  const problem = failed ? errorText(failed, 'failed') : null;

  return (
    <section className={styles.section} aria-labelledby="push-opt-in-title" aria-busy={state === 'checking' || busy}>
      <h2 id="push-opt-in-title" className={styles.sectionTitle}>
        {t('title')}
      </h2>
      <div className={styles.box} data-state={state}>
        {state === 'checking' ? (
          <p className={styles.note}>{t('checking')}</p>
        ) : state === 'unsupported' ? (
          <p className={styles.note}>{t('unsupported')}</p>
        ) : state === 'denied' ? (
          <>
            <p className={styles.lead}>{t('denied.lead')}</p>
            <p className={styles.note}>{t('denied.how')}</p>
          </>
        ) : state === 'on' ? (
          <>
            <p className={styles.lead}>
              <BellRing size={18} aria-hidden="true" className={styles.icon} />
              {t('on.lead')}
            </p>
            <p className={styles.note}>{t('kinds')}</p>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.action}`} disabled={busy} onClick={() => void turnOff()}>
              <BellOff size={18} aria-hidden="true" />
              {busy ? t('working') : t('on.action')}
            </button>
          </>
        ) : (
          <>
            <p className={styles.lead}>{t('off.lead')}</p>
            <p className={styles.note}>{t('off.prompt')}</p>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.action}`} disabled={busy} onClick={() => void turnOn()}>
              <BellRing size={18} aria-hidden="true" />
              {busy ? t('working') : t('off.action')}
            </button>
          </>
        )}
        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      {state === 'checking' ? null : <PushDevices thisEndpoint={state === 'on' ? endpoint : null} />}
    </section>
  );
}
