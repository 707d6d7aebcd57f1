// Registration (SPEC §2.2, §4, §5, §8): two steps — data, then privacy terms — with progress
// 50 % / 100 %, a back arrow, Next disabled until step 1 is valid; rules checked on blur and
// on submit with the first failing rule shown; server errors in an alert; success → token and
// user saved, success alert, /select-account.
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerFieldsSchema, toRegisterRequest, type RegisterFields } from '@vitrina/contracts';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { notify } from '../../../components/notifications/notification-service';
import { useErrorText } from '../../../lib/error-text';
import { serverFieldErrors } from '../../../lib/field-errors';
import { changeLanguage, useLanguage } from '../../../lib/i18n';
import { PATHS } from '../../../lib/routes';
import { useRegister } from '../../../api/auth/register';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { AuthLayout } from './auth-layout';
import { RegisterProgress } from './register-progress';
import { RegisterStepData } from './register-step-data';
import { RegisterStepTerms } from './register-step-terms';
import styles from './auth-form.module.css';

export function RegisterPage({ hero }: { hero: string }) {
  const { t } = useTranslation('register');
  const language = useLanguage();
  const [step, setStep] = useState<1 | 2>(1);
  const register = useRegister();
  const complete = useCompleteSignIn();
  const errorText = useErrorText('register');
  const form = useSchemaForm<RegisterFields>(registerFieldsSchema, {
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: {
      name: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
      language,
    },
  });
  const values = useWatch({ control: form.control });
  // Step 1 is valid when the whole form would be, the terms aside (they are step 2).
  const stepOneValid = registerFieldsSchema.safeParse({ ...values, acceptTerms: true }).success;

  const submit = form.handleSubmit((fields) => {
    const parsed = registerFieldsSchema.parse(fields);
    register.mutate(toRegisterRequest(parsed), {
      onSuccess: async ({ token, user }) => {
        notify.alert({ message: t('registrationSuccess'), type: 'success' });
        await changeLanguage(parsed.language);
        await complete(token, user, PATHS.selectAccount);
      },
      onError: (error) => {
        notify.alert({ message: errorText(error, 'registrationError', { fieldFirst: true }), type: 'error' });
        form.placeServerErrors(error);
        if (Object.keys(serverFieldErrors(error)).some((field) => field !== 'acceptTerms')) setStep(1);
      },
    });
  });

  return (
    <AuthLayout
      hero={hero}
      eyebrow={t('eyebrow')}
      title={t(step === 1 ? 'stepDataTitle' : 'stepTermsTitle')}
      before={<RegisterProgress step={step} onBack={() => setStep(1)} />}
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        {step === 1 ? (
          <RegisterStepData form={form} canContinue={stepOneValid} onNext={() => setStep(2)} />
        ) : (
          <RegisterStepTerms form={form} pending={register.isPending} />
        )}
      </form>
      <p className={styles.alternate}>
        {t('haveAccount')} <Link to={PATHS.login}>{t('toLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
