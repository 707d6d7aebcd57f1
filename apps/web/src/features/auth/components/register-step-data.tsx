// Step 1 of registration: full name, e-mail, phone with country code, password, confirmation
// and language (SPEC §2.2). Next stays disabled until every rule of SPEC §5 passes.
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type RegisterFields } from '@vitrina/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import fieldStyles from '../../../components/form/field.module.css';
import buttonStyles from '../../../components/ui/button.module.css';
import { LANGUAGE_NAMES } from '../../../lib/language';

interface StepProps {
  form: UseFormReturn<RegisterFields>;
  canContinue: boolean;
  onNext: () => void;
}

export function RegisterStepData({ form, canContinue, onNext }: StepProps) {
  const { t } = useTranslation('register');
  const { errors } = form.formState;
  return (
    <>
      <TextField label={t('name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
      <TextField label={t('email')} type="email" inputMode="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
      <Controller
        control={form.control}
        name="phone"
        render={({ field, fieldState }) => (
          <PhoneField label={t('phone')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
        )}
      />
      <PasswordField label={t('password')} autoComplete="new-password" hint={t('passwordHint')} error={errors.password?.message} {...form.register('password')} />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register('confirmPassword')} />
      <div className={fieldStyles.field}>
        <label htmlFor="register-language" className={fieldStyles.label}>
          {t('language')}
        </label>
        <select id="register-language" className={fieldStyles.select} {...form.register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`} disabled={!canContinue} onClick={onNext}>
        {t('next')}
      </button>
    </>
  );
}
