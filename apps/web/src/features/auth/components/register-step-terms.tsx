// Step 2 of registration: the privacy terms and their acceptance (SPEC §2.2, §5 termsRequired).
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { RegisterFields } from '@vitrina/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import buttonStyles from '../../../components/ui/button.module.css';
import { useBrandName } from '../../../lib/brand';
import styles from './register.module.css';

const SECTIONS = ['data', 'use', 'sharing', 'rights'] as const;

export function RegisterStepTerms({ form, pending }: { form: UseFormReturn<RegisterFields>; pending: boolean }) {
  const brandName = useBrandName();
  const { t } = useTranslation('register');
  const accepted = useWatch({ control: form.control, name: 'acceptTerms' });
  return (
    <>
      <div className={styles.terms} tabIndex={0} role="region" aria-label={t('terms.title')}>
        <p>{t('terms.intro', { brand: brandName })}</p>
        {SECTIONS.map((section) => (
          <section key={section}>
            <h2 className={styles.termsHeading}>{t(`terms.${section}.title`)}</h2>
            <p>{t(`terms.${section}.body`)}</p>
          </section>
        ))}
      </div>
      <CheckboxField label={t('acceptTerms')} error={form.formState.errors.acceptTerms?.message} {...form.register('acceptTerms')} />
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`} disabled={!accepted || pending}>
        {pending ? t('creating') : t('submit')}
      </button>
    </>
  );
}
