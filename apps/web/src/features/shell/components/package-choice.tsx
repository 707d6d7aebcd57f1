// The three packages as radio cards: name, down payment, price freeze and financing (SPEC §9).
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_DISPLAY_NAMES, PACKAGE_TERMS, PACKAGES, type PackageName } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { formatPercent } from '../../../lib/format';
import styles from './package-modal.module.css';

export function PackageChoice({ value, onChange }: { value: PackageName | null; onChange: (pack: PackageName) => void }) {
  const { t } = useTranslation('shell');
  const lang = useLanguage();
  return (
    <fieldset className={styles.choices}>
      <legend className="visually-hidden">{t('packages.legend')}</legend>
      {PACKAGES.map((pack) => (
        <label key={pack} className={styles.card} data-package={pack}>
          <input
            type="radio"
            name="package"
            value={pack}
            checked={value === pack}
            onChange={() => onChange(pack)}
            className={styles.radio}
          />
          <span className={styles.cardName}>{PACKAGE_DISPLAY_NAMES[pack]}</span>
          <span className={styles.cardTerms}>
            {t('packages.downPayment', { percent: formatPercent(PACKAGE_TERMS[pack].downPaymentPercent / 100, lang) })}
          </span>
          <span className={styles.cardPerks}>
            <Check size={14} aria-hidden="true" /> {t('packages.priceFreeze')}
          </span>
          <span className={styles.cardPerks}>
            <Check size={14} aria-hidden="true" /> {t('packages.financing')}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
