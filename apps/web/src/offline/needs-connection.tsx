// What a screen says when its data was never loaded on this device and there is no connection
// (issue 12): not "not found", not an error. The query behind it is asked again by itself when
// the connection returns, and the screen then replaces this with its data.
import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import styles from './offline.module.css';

export function NeedsConnection() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.needs} aria-labelledby="needs-connection-title">
      <CloudOff size={28} aria-hidden="true" className={styles.needsIcon} />
      <h2 id="needs-connection-title" className={styles.needsTitle}>
        {t('offline.needsTitle')}
      </h2>
      <p className={styles.needsBody}>{t('offline.needsBody')}</p>
    </section>
  );
}
