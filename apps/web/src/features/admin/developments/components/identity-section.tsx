// Identity (issue 21): name, slug (suggested from the name while creating; changing it later
// breaks shared links, which the field says), code, city, address, coordinates, status, currency,
// time zone (decision 057).
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  DEVELOPMENT_ADDRESS_MAX_LENGTH,
  DEVELOPMENT_CITY_MAX_LENGTH,
  DEVELOPMENT_NAME_MAX_LENGTH,
  DEVELOPMENT_SLUG_MAX_LENGTH,
  DEVELOPMENT_STATUSES,
} from '@vitrina/contracts';
import { suggestSlug, type DevelopmentForm } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import { Section } from './section';
import { TimeZoneField } from './time-zone-field';
import styles from './development-editor.module.css';
import developmentsPageStyles from './developments-page.module.css';

export function IdentitySection({ form, creating }: { form: DevelopmentForm; creating: boolean }) {
  const { t } = useTranslation('developmentsAdmin');
  const { errors } = form.formState;
  // While creating, the slug follows the name until the Admin types one of their own.
  const [slugTyped, setSlugTyped] = useState(!creating);
  const name = form.register('name', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugTyped) form.setValue('slug', suggestSlug(event.target.value), { shouldDirty: true });
    },
  });
  const slug = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      if (creating) setSlugTyped(event.target.value !== '');
    },
  });

  return (
    <Section name="identity">
      <div className={styles.grid}>
        <Field label={t('identity.name')} error={errors.name?.message} className={styles.wide}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_NAME_MAX_LENGTH} autoComplete="off" {...name} />}
        </Field>
        <Field
          label={t('identity.slug')}
          error={errors.slug?.message}
          hint={
            creating ? (
              t('identity.slugHint')
            ) : (
              <span className={styles.warning}>
                <TriangleAlert size={16} aria-hidden="true" />
                {t('identity.slugWarning')}
              </span>
            )
          }
        >
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_SLUG_MAX_LENGTH} autoCapitalize="none" autoComplete="off" spellCheck={false} {...slug} />}
        </Field>
        <Field label={t('identity.code')} hint={t('identity.codeHint')} error={errors.code?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={12} autoCapitalize="characters" autoComplete="off" spellCheck={false} {...form.register('code')} />}
        </Field>
        <Field label={t('identity.city')} error={errors.city?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_CITY_MAX_LENGTH} {...form.register('city')} />}
        </Field>
        <Field label={t('identity.address')} error={errors.address?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_ADDRESS_MAX_LENGTH} {...form.register('address')} />}
        </Field>
        <Field label={t('identity.latitude')} error={errors.latitude?.message}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" autoComplete="off" {...form.register('latitude')} />}
        </Field>
        <Field label={t('identity.longitude')} error={errors.longitude?.message}>
          {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" autoComplete="off" {...form.register('longitude')} />}
        </Field>
        <p className={`${developmentsPageStyles.note} ${styles.wide}`}>{t('identity.coordinatesHint')}</p>
        <Field label={t('identity.status')} hint={t('identity.statusHint')} error={errors.status?.message}>
          {(props) => (
            <select {...props} className={fieldStyles.select} {...form.register('status')}>
              {DEVELOPMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('identity.currency')} error={errors.currency?.message}>
          {(props) => (
            <select {...props} className={fieldStyles.select} {...form.register('currency')}>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {t(`identity.currencies.${currency}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <TimeZoneField form={form} />
      </div>
    </Section>
  );
}
