// Account type (SPEC §2.3, §4, §5, §8): Owner, Guest, {brand} team member, Selecta team
// member. Guest is set at once and goes to /home; the others ask for a verification code in
// a modal, checked by the server. Messages: selectOption, codeRequired, invalidCode.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SelectableUserType } from '@vitrina/contracts';
import { useMessageText } from '../../../components/form/use-field-error';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { isApiError } from '../../../lib/api-error';
import { NAMED_ROUTES } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { useUpdateAccountType } from '../../../api/auth/update-account-type';
import { AccountTypeOptions } from './account-type-options';
import { AuthLayout } from './auth-layout';
import { CodeDialog } from './code-dialog';
import formStyles from './auth-form.module.css';

export function SelectAccountPage({ hero }: { hero: string }) {
  const { t } = useTranslation('selectAccount');
  const text = useMessageText();
  const navigate = useNavigate();
  const { user } = useSession();
  const update = useUpdateAccountType();
  const [choice, setChoice] = useState<SelectableUserType | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [codeFor, setCodeFor] = useState<SelectableUserType | null>(null);

  function done() {
    notify.alert({ message: t('updated'), type: 'success' });
    void navigate(NAMED_ROUTES.homePage, { replace: true });
  }

  function proceed() {
    if (!choice) return setError('selectAccount.selectOption');
    if (!user) return notify.alert({ message: t('userNotFound'), type: 'error' });
    if (choice !== 'Guest') return setCodeFor(choice);
    update.mutate(
      { userType: 'Guest' },
      {
        onSuccess: done,
        onError: (e) => notify.alert({ message: t('updateError', { detail: isApiError(e) ? e.message : '' }), type: 'error' }),
      },
    );
  }

  return (
    <AuthLayout hero={hero} eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')}>
      <div className={formStyles.form}>
        <AccountTypeOptions
          value={choice}
          error={text(error)}
          onChange={(next) => {
            setChoice(next);
            setError(undefined);
          }}
        />
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`}
          onClick={proceed}
          disabled={update.isPending}
        >
          {t('continue')}
        </button>
      </div>
      <CodeDialog type={codeFor} onClose={() => setCodeFor(null)} onDone={done} />
    </AuthLayout>
  );
}
