import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './register.module.css';

/** SPEC §2.2: progress 50 % on step 1 and 100 % on step 2; the back arrow returns to step 1. */
export function RegisterProgress({ step, onBack }: { step: 1 | 2; onBack: () => void }) {
  const { t } = useTranslation('register');
  const value = step === 1 ? 50 : 100;
  return (
    <div className={styles.progressRow}>
      {step === 2 ? (
        <button type="button" className={styles.back} onClick={onBack} aria-label={t('back')}>
          <ArrowLeft size={22} aria-hidden="true" />
        </button>
      ) : null}
      <div className={styles.progressBox}>
        <p className={styles.stepLabel}>{t('stepOf', { step, total: 2 })}</p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('progress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={`${value} %`}
        >
          <span className={styles.bar} style={{ width: `${value}%` }} />
        </div>
      </div>
    </div>
  );
}
