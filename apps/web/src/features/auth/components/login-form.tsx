// Sign-in (SPEC §2.1, §4, §8): e-mail, password with show toggle, the captcha once the server
// asks for it (solved before submit), and the forgot-password dialog. Success stores the
// token and the user and lands by type (or where the guard interrupted the user).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { signInRequestSchema, type SignInRequest } from '@vitrina/contracts';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { isApiError } from '../../../lib/api-error';
import { errorCode } from '../../../lib/error-text';
import { captchaRequired, useSignIn } from '../../../api/auth/sign-in';
import { useCompleteSignIn } from '../hooks/use-complete-sign-in';
import { CaptchaWidget } from './captcha-widget';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import styles from './auth-form.module.css';

export function LoginForm() {
  const { t } = useTranslation('signin');
  const signIn = useSignIn();
  const complete = useCompleteSignIn();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useSchemaForm<SignInRequest>(signInRequestSchema, {
    mode: 'onBlur',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    signIn.mutate(
      { ...values, ...(captcha ? { altcha: captcha } : {}) },
      {
        onSuccess: ({ token, user }) => void complete(token, user),
        onError: (error) => {
          const body = isApiError(error) ? error.body : null;
          if (captchaRequired(body) || needsCaptcha) {
            setNeedsCaptcha(true);
            // A solution counts once: a fresh challenge for the next attempt.
            setCaptcha(null);
            setCaptchaKey((k) => k + 1);
          }
          const tooMany = errorCode(error) === 'rate_limited';
          notify.toast({ message: tooMany ? error.message : t('incorrectCredentials'), color: 'error' });
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <PasswordField label={t('password')} autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      <div className={styles.row}>
        <ForgotPasswordDialog initialEmail={() => form.getValues('email')} />
      </div>
      {needsCaptcha ? (
        <div className={styles.captcha}>
          <p className={styles.note}>{t('captchaNeeded')}</p>
          <CaptchaWidget key={captchaKey} onSolved={setCaptcha} />
        </div>
      ) : null}
      <button
        type="submit"
        className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
        disabled={signIn.isPending || (needsCaptcha && !captcha)}
      >
        {signIn.isPending ? t('signingIn') : t('submit')}
      </button>
    </form>
  );
}
