// The three packages as radio cards: name, the development's terms (down payment, price freeze,
// financing: SPEC §9, decision 030) and its lowest price where the Admin set prices. The
// development is the one named (a development's package page), else the first one.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_DISPLAY_NAMES, PACKAGES, packageFromPrice, type PackageName } from '@vitrina/contracts';
import { useDevelopment } from '../../../api/developments/get-development';
import { useFirstDevelopment } from '../../../api/developments/get-developments';
import { useLanguage } from '../../../lib/i18n';
import { formatPercent, formatPrice } from '../../../lib/format';
import styles from './package-modal.module.css';

export function PackageChoice({ development, value, onChange }: { development: string | null; value: PackageName | null; onChange: (pack: PackageName) => void }) {
  const { t } = useTranslation('shell');
  const lang = useLanguage();
  const { first } = useFirstDevelopment({ enabled: development === null });
  const detail = useDevelopment(development ?? first?.slug).data ?? null;
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{t('packages.legend')}</legend>
      {PACKAGES.map((pack) => {
        const terms = detail?.package_terms[pack] ?? null;
        const from = detail ? packageFromPrice(detail.package_prices, pack) : null;
        return (
          <label key={pack} className={styles.card} data-package={pack} data-focus-ring="within">
            <input type="radio" name="package" value={pack} checked={value === pack} onChange={() => onChange(pack)} className={styles.radio} />
            <span className={styles.cardName}>{PACKAGE_DISPLAY_NAMES[pack]}</span>
            {terms ? <span className={styles.cardTerms}>{t('packages.downPayment', { percent: formatPercent(terms.down_payment_percent / 100, lang) })}</span> : null}
            {from !== null && detail ? <span className={styles.cardTerms}>{t('packages.from', { price: formatPrice(from, detail.currency, lang) })}</span> : null}
            {terms?.price_freeze ? (
              <span className={styles.cardPerks}>
                <Check size={14} aria-hidden="true" /> {t('packages.priceFreeze')}
              </span>
            ) : null}
            {terms?.financing_plan ? (
              <span className={styles.cardPerks}>
                <Check size={14} aria-hidden="true" /> {t('packages.financing')}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
