// The four account types as radio cards, each with a line on what it gives.
import { BriefcaseBusiness, Gem, KeyRound, Users } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectableUserType } from '@vitrina/contracts';
import { useBrandName } from '../../../lib/brand';
import styles from './account-type.module.css';

/** The spec's order: Owner, Guest, {product} team member, Selecta team member. */
const OPTIONS = [
  { type: 'User', key: 'owner', Icon: KeyRound },
  { type: 'Guest', key: 'guest', Icon: Users },
  { type: 'Vitrina', key: 'team', Icon: Gem },
  { type: 'Selecta', key: 'selecta', Icon: BriefcaseBusiness },
] as const;

interface Props {
  value: SelectableUserType | null;
  error: string | undefined;
  onChange: (type: SelectableUserType) => void;
}

export function AccountTypeOptions({ value, error, onChange }: Props) {
  const brandName = useBrandName();
  const { t } = useTranslation('selectAccount');
  const id = useId();
  return (
    <fieldset className={styles.options} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="visually-hidden">{t('legend')}</legend>
      {OPTIONS.map(({ type, key, Icon }) => (
        <label key={type} className={styles.option} data-focus-ring="within">
          <input type="radio" name="account-type" value={type} checked={value === type} onChange={() => onChange(type)} className={styles.radio} />
          <span className={styles.icon} aria-hidden="true">
            <Icon size={22} strokeWidth={1.5} />
          </span>
          <span className={styles.text}>
            <span className={styles.name}>{t(`options.${key}.label`, { brand: brandName })}</span>
            <span className={styles.detail}>{t(`options.${key}.detail`, { brand: brandName })}</span>
          </span>
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
