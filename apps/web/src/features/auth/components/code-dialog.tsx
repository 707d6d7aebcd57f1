// The verification code for Owner, team and Selecta types (SPEC §2.3, §5): required
// (codeRequired), checked by the server (invalidCode, or too many attempts).
import { useTranslation } from 'react-i18next';
import { accountTypeRequestSchema, type AccountTypeRequest, type SelectableUserType } from '@vitrina/contracts';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import buttonStyles from '../../../components/ui/button.module.css';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { isApiError } from '../../../lib/api-error';
import { errorCode, errorText } from '../../../lib/error-text';
import { useBrandName } from '../../../lib/brand';
import { useUpdateAccountType } from '../../../api/auth/update-account-type';
import styles from './auth-form.module.css';

const KEYS = { User: 'owner', Guest: 'guest', Vitrina: 'team', Selecta: 'selecta' } as const;

interface Props {
  type: SelectableUserType | null;
  onClose: () => void;
  onDone: () => void;
}

export function CodeDialog({ type, onClose, onDone }: Props) {
  const brandName = useBrandName();
  const { t } = useTranslation('selectAccount');
  const update = useUpdateAccountType();
  // The type chosen travels with the code; a message stays until the next try.
  const form = useSchemaForm<{ verificationCode: string }, AccountTypeRequest>(accountTypeRequestSchema, {
    defaultValues: { verificationCode: '' },
    reValidateMode: 'onSubmit',
    toSchemaInput: ({ verificationCode }) => ({ userType: type, verificationCode }),
  });

  function close() {
    form.reset();
    onClose();
  }

  const submit = form.handleSubmit((request) =>
    update.mutate(request, {
      onSuccess: () => {
        close();
        onDone();
      },
      onError: (e) => {
        const code = errorCode(e);
        const message =
          code === 'validation_failed' || code === 'forbidden'
            ? errorText(e, 'selectAccount.invalidCode', { fieldFirst: true })
            : code === 'rate_limited'
              ? errorText(e, t('tooMany'), { fieldFirst: true })
              : t('updateError', { detail: isApiError(e) ? e.message : '' });
        form.setError('verificationCode', { type: 'server', message }, { shouldFocus: true });
      },
    }),
  );

  return (
    <ModalDialog
      open={type !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      busy={update.isPending}
      className={styles.dialog}
      backdropClassName={styles.backdrop}
    >
      <ModalDialog.Title className={styles.dialogTitle}>{t('code.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.note}>
        {type ? t('code.lead', { type: t(`options.${KEYS[type]}.label`, { brand: brandName }) }) : null}
      </ModalDialog.Description>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t('code.label')}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          error={form.formState.errors.verificationCode?.message}
          {...form.register('verificationCode')}
        />
        <div className={styles.actions}>
          <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('code.cancel')}</ModalDialog.Close>
          <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={update.isPending}>
            {t('code.verify')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
