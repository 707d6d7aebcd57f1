// Phone with country code (SPEC §2.2): a country select (calling codes from libphonenumber-js,
// country names from Intl in the interface language) and the number, typed as people of that
// country write it. The value is the number's E.164 form as libphonenumber reads it (decision
// 023): '06 12 34 56 78' with France is '+33612345678', never '+330612345678'. The shared rule
// (SPEC §5 and a valid number) then checks it. The field loads with the forms that use it, not
// with the landing page.
import { phoneFromNational } from '@vitrina/contracts';
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from './use-field-error';
import styles from './field.module.css';
import { useLanguage } from '../../lib/i18n';

/** Mexico until the person chooses another country: the demo development and most buyers are there. */
const DEFAULT_COUNTRY: CountryCode = 'MX';

/**
 * What the form holds for a country and what was typed: the E.164 form of a valid number
 * ('+52' and '984 123 4567' → '+529841234567'; a number typed with its own '+' wins). A number
 * the library cannot read stays the calling code and the digits typed, so the shared rule
 * reports it (too few digits, or not a valid number there) rather than the field hiding it.
 */
export function composePhone(country: CountryCode, typed: string): string {
  const digits = typed.replace(/\D/g, '');
  if (!digits) return '';
  const e164 = phoneFromNational(typed, country);
  if (e164) return e164;
  return typed.trim().startsWith('+') ? `+${digits}` : `+${getCountryCallingCode(country)}${digits}`;
}

/** A stored number back into its country and national form; one the library cannot read is shown as it is. */
export function splitPhone(value: string | null | undefined): { country: CountryCode; national: string } {
  const parsed = value ? parsePhoneNumberFromString(value) : undefined;
  if (parsed?.country && parsed.isValid()) return { country: parsed.country, national: parsed.formatNational() };
  return { country: DEFAULT_COUNTRY, national: value ? value : '' };
}

interface PhoneFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  name: string;
}

export function PhoneField({ label, value, onChange, onBlur, error, name }: PhoneFieldProps) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const id = useId();
  const message = useMessageText()(error);
  const [initial] = useState(() => splitPhone(value));
  const [country, setCountry] = useState<CountryCode>(initial.country);
  const [national, setNational] = useState(initial.national);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return getCountries()
      .map((code) => ({ code, name: names.of(code) ?? code, calling: getCountryCallingCode(code) }))
      .sort((a, b) => a.name.localeCompare(b.name, lang));
  }, [lang]);

  return (
    <div className={styles.field} data-invalid={message ? '' : undefined} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <div className={styles.phone}>
        <select
          className={styles.select}
          aria-label={t('form.countryCode')}
          value={country}
          onChange={(event) => {
            const next = event.target.value as CountryCode;
            setCountry(next);
            onChange(composePhone(next, national));
          }}
          onBlur={onBlur}
        >
          {countries.map((c) => (
            <option key={c.code} value={c.code}>{`${c.name} (+${c.calling})`}</option>
          ))}
        </select>
        <input
          className={styles.input}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          name={name}
          aria-labelledby={`${id}-label`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          value={national}
          onChange={(event) => {
            setNational(event.target.value);
            onChange(composePhone(country, event.target.value));
          }}
          onBlur={onBlur}
        />
      </div>
      {message ? (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
