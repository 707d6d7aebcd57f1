// The verification code for Owner, team and Selecta types (SPEC §2.3, §5): required
// (codeRequired), checked by the server (invalidCode, or too many attempts).
import { Dialog } from '@base-ui/react/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypeRequestSchema, apiErrorMessage, firstErrors, type SelectableUserType } from '@vitrina/contracts';
import { TextField } from '../../../components/form/text-field';
import buttonStyles from '../../../components/ui/button.module.css';
import { isApiError } from '../../../lib/api-error';
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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  function close() {
    setCode('');
    setError(undefined);
    onClose();
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = accountTypeRequestSchema.safeParse({ userType: type, verificationCode: code });
    if (!parsed.success) return setError(firstErrors(parsed.error).verificationCode ?? 'selectAccount.codeRequired');
    update.mutate(parsed.data, {
      onSuccess: () => {
        close();
        onDone();
      },
      onError: (e) => {
        const status = isApiError(e) ? e.status : 0;
        const body = isApiError(e) ? e.body : null;
        if (status === 422 || status === 403) setError(apiErrorMessage(body, 'selectAccount.invalidCode'));
        else setError(status === 429 ? apiErrorMessage(body, t('tooMany')) : t('updateError', { detail: isApiError(e) ? e.message : '' }));
      },
    });
  }

  return (
    <Dialog.Root open={type !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Popup className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{t('code.title')}</Dialog.Title>
          <Dialog.Description className={styles.note}>
            {type ? t('code.lead', { type: t(`options.${KEYS[type]}.label`, { brand: brandName }) }) : null}
          </Dialog.Description>
          <form className={styles.form} onSubmit={submit} noValidate>
            <TextField
              label={t('code.label')}
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              value={code}
              error={error}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className={styles.actions}>
              <Dialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('code.cancel')}</Dialog.Close>
              <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={update.isPending}>
                {t('code.verify')}
              </button>
            </div>
          </form>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
