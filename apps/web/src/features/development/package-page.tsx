// /gold-package, /premium-package, /black-package (SPEC §2.19, §9): the package's description
// and terms, a button to the show room on that package, and Acquire, which opens the shell's
// package modal (selection, confirmation, thank-you; the interest is recorded as a lead).
import { Check, Sofa } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGE_DISPLAY_NAMES, PACKAGE_TERMS, type PackageName } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { APP_EVENTS, emitAppEvent } from '../../lib/events';
import { formatPercent } from '../../lib/format';
import { PATHS } from '../../lib/routes';
import { DevelopmentMenu } from './development-menu';
import styles from './development.module.css';

export function PackagePage({ pack }: { pack: PackageName }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const terms = PACKAGE_TERMS[pack];
  return (
    <div className={styles.page}>
      <DevelopmentMenu />
      <section className={`${styles.packageHero} ${pack === 'BLACK' ? 'on-dark' : ''}`} data-package={pack} aria-labelledby="package-title">
        <p className={styles.eyebrow}>{t('package.eyebrow')}</p>
        <h1 id="package-title" className={styles.title}>
          {PACKAGE_DISPLAY_NAMES[pack]}
        </h1>
        <p className={styles.lead}>{t(`package.${pack}`)}</p>
      </section>
      <section className={styles.card} aria-labelledby="package-terms">
        <h2 id="package-terms" className={styles.cardTitle}>
          {t('package.terms')}
        </h2>
        <ul className={styles.terms}>
          <li>
            <Check size={18} aria-hidden="true" />
            {t('package.downPayment', { percent: formatPercent(terms.downPaymentPercent / 100, lang) })}
          </li>
          {terms.priceFreeze ? (
            <li>
              <Check size={18} aria-hidden="true" />
              {t('package.priceFreeze')}
            </li>
          ) : null}
          {terms.financingPlan ? (
            <li>
              <Check size={18} aria-hidden="true" />
              {t('package.financing')}
            </li>
          ) : null}
        </ul>
        <p className={styles.lead}>{t('package.pricesNote')}</p>
      </section>
      <div className={styles.contactLinks}>
        <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={`${PATHS.showRoom}?package=${pack}`}>
          <Sofa size={18} aria-hidden="true" /> {t('package.showRoom')}
        </Link>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => emitAppEvent(APP_EVENTS.openPackageModal)}>
          {t('package.acquire')}
        </button>
      </div>
    </div>
  );
}
