// The rental-ready upsell (SPEC §1, §2.11), in the chosen language; it opens the package modal.
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/ui/button.module.css';
import { APP_EVENTS, emitAppEvent } from '../../../lib/events';
import styles from './rental-banner.module.css';

export function RentalBanner() {
  const { t } = useTranslation('profile');
  return (
    <section className={`${styles.banner} on-dark`} aria-labelledby="rental-banner-title">
      <p className={styles.bannerEyebrow}>{t('banner.eyebrow')}</p>
      <h2 id="rental-banner-title" className={styles.bannerTitle}>
        {t('banner.title')}
      </h2>
      <p className={styles.bannerBody}>{t('banner.body')}</p>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => emitAppEvent(APP_EVENTS.openPackageModal)}>
        {t('banner.action')}
      </button>
    </section>
  );
}
