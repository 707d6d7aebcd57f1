// Forgot password (SPEC §5, §8): e-mail required (enterEmailError); not_found → emailNotFound;
// other failures → sendEmailError; success → temporaryPasswordSent and the dialog closes.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@vitrina/contracts';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import buttonStyles from '../../../components/ui/button.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { notify } from '../../../components/notifications/notification-service';
import { errorCode } from '../../../lib/error-text';
import { useForgotPassword } from '../../../api/auth/forgot-password';
import styles from './auth-form.module.css';

export function ForgotPasswordDialog({ initialEmail }: { initialEmail: () => string }) {
  const { t } = useTranslation('signin');
  const [open, setOpen] = useState(false);
  const send = useForgotPassword();
  const form = useSchemaForm<ForgotPasswordRequest>(forgotPasswordRequestSchema, { mode: 'onBlur', defaultValues: { email: '' } });

  const submit = form.handleSubmit(({ email }) =>
    send.mutate(
      { email },
      {
        onSuccess: () => {
          notify.toast({ message: t('temporaryPasswordSent'), color: 'success' });
          setOpen(false);
        },
        onError: (error) => {
          const notFound = errorCode(error) === 'not_found';
          notify.toast({ message: t(notFound ? 'emailNotFound' : 'sendEmailError'), color: 'error' });
        },
      },
    ),
  );

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ email: initialEmail() });
        setOpen(next);
      }}
      busy={send.isPending}
      trigger={<ModalDialog.Trigger className={styles.link}>{t('forgot.open')}</ModalDialog.Trigger>}
      className={styles.dialog}
      backdropClassName={styles.backdrop}
    >
      <ModalDialog.Title className={styles.dialogTitle}>{t('forgot.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.note}>{t('forgot.lead')}</ModalDialog.Description>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <div className={styles.actions}>
          <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('forgot.cancel')}</ModalDialog.Close>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={send.isPending}>
            {t('forgot.send')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
