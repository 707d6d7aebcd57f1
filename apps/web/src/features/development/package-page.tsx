// A development's package pages (SPEC §2.19, §9, decision 030: /gold-package, … for the first
// development, /developments/{slug}/gold-package, … for any): the package's description, the
// development's terms for it, its price per unit type where the Admin set one (else the note
// that prices are confirmed by an adviser), a button to the show room on that package, and
// Acquire, which opens the shell's package modal on this development's terms.
import { Check, Sofa } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PACKAGE_DISPLAY_NAMES, packageFromPrice, packagePriceOf, type DevelopmentDetail, type PackageName } from '@vitrina/contracts';
import buttonStyles from '../../components/ui/button.module.css';
import { useLanguage } from '../../lib/i18n';
import { APP_EVENTS, emitAppEvent } from '../../lib/events';
import { formatPercent, formatPrice } from '../../lib/format';
import { PATHS } from '../../lib/routes';
import { unitTypesBySize } from '../../lib/unit-types';
import { DevelopmentMenu } from './development-menu';
import styles from './development.module.css';
import packagePageStyles from './package-page.module.css';

export function PackagePage({ pack, development }: { pack: PackageName; development: DevelopmentDetail }) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const terms = development.package_terms[pack];
  const price = (amount: number) => formatPrice(amount, development.currency, lang);
  const prices = unitTypesBySize(development.typologies).flatMap((type) => {
    const amount = packagePriceOf(development.package_prices, type.code, pack);
    return amount === null ? [] : [{ type, amount }];
  });
  const from = packageFromPrice(development.package_prices, pack);
  return (
    <div className={styles.page}>
      <DevelopmentMenu development={development} />
      <section className={`${styles.packageHero} ${pack === 'BLACK' ? 'on-dark' : ''}`} data-package={pack} aria-labelledby="package-title">
        <p className={styles.eyebrow}>{t('package.eyebrow')}</p>
        <h1 id="package-title" className={styles.title}>
          {PACKAGE_DISPLAY_NAMES[pack]}
        </h1>
        <p className={styles.lead}>{t(`package.${pack}`)}</p>
        {from !== null ? <p className={styles.fromPrice}>{t('package.from', { price: price(from) })}</p> : null}
      </section>
      <section className={styles.card} aria-labelledby="package-terms">
        <h2 id="package-terms" className={styles.cardTitle}>
          {t('package.terms')}
        </h2>
        <ul className={packagePageStyles.terms}>
          <li>
            <Check size={18} aria-hidden="true" />
            {t('package.downPayment', { percent: formatPercent(terms.down_payment_percent / 100, lang) })}
          </li>
          {terms.price_freeze ? (
            <li>
              <Check size={18} aria-hidden="true" />
              {t('package.priceFreeze')}
            </li>
          ) : null}
          {terms.financing_plan ? (
            <li>
              <Check size={18} aria-hidden="true" />
              {t('package.financing')}
            </li>
          ) : null}
        </ul>
        {prices.length === 0 ? <p className={styles.lead}>{t('package.pricesNote')}</p> : null}
      </section>
      {prices.length > 0 ? (
        <section className={styles.card} aria-labelledby="package-prices">
          <h2 id="package-prices" className={styles.cardTitle}>
            {t('package.prices')}
          </h2>
          <dl className={packagePageStyles.prices}>
            {prices.map(({ type, amount }) => (
              <div key={type.id} className={packagePageStyles.priceRow}>
                <dt>{type.name}</dt>
                <dd>{price(amount)}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>{t('package.pricesCurrency', { currency: development.currency })}</p>
        </section>
      ) : null}
      <div className={styles.contactLinks}>
        <Link className={`${buttonStyles.button} ${buttonStyles.secondary}`} to={`${PATHS.showRoom}?package=${pack}`}>
          <Sofa size={18} aria-hidden="true" /> {t('package.showRoom')}
        </Link>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          onClick={() => emitAppEvent(APP_EVENTS.openPackageModal, { development: development.slug })}
        >
          {t('package.acquire')}
        </button>
      </div>
    </div>
  );
}
