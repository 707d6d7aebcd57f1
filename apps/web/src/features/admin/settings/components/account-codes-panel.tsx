// Settings' verification codes (SPEC §2, Admin): one per account type that needs one — added
// (the generated or typed code shown once, checked with the shared schema), listed by hint,
// revoked.
import { Copy, KeyRound, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_REQUIRED_USER_TYPES, accountCodeCreateRequestSchema, type AccountCodeCreateRequest, type CodeRequiredUserType } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useCreateAccountCode } from '../../../../api/admin/create-account-code';
import { useAccountCodes } from '../../../../api/admin/get-account-codes';
import { useRevokeAccountCode } from '../../../../api/admin/revoke-account-code';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import styles from '../../shared/components/items.module.css';
import settingsStyles from './settings.module.css';

interface CodeFields {
  type: CodeRequiredUserType;
  code: string;
}

/** The request the fields make: an empty code is none (the server generates one). */
export const toCodeRequest = ({ type, code }: CodeFields): Record<string, unknown> => ({ type, ...(code.trim() ? { code: code.trim() } : {}) });

export function AccountCodesPanel() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const errorText = useErrorText('admin');
  const base = useId();
  const form = useSchemaForm<CodeFields, AccountCodeCreateRequest>(accountCodeCreateRequestSchema, { defaultValues: { type: 'User', code: '' }, toSchemaInput: toCodeRequest });
  const { errors } = form.formState;
  const [shown, setShown] = useState<{ code: string; type: CodeRequiredUserType } | null>(null);
  const codes = useAccountCodes();
  const add = useCreateAccountCode();
  const addFailure = add.isError ? errorText(add.error, 'settings.saveError') : null;
  const revoke = useRevokeAccountCode();

  return (
    <section className={styles.form} aria-labelledby={`${base}-codes`}>
      <h3 id={`${base}-codes`} className={settingsStyles.heading}>
        {t('settings.codes')}
      </h3>
      <form
        className={settingsStyles.addRow}
        noValidate
        onSubmit={(event) =>
          void form.handleSubmit((request) =>
            add.mutate(request, {
              onSuccess: (answer) => {
                setShown({ code: answer.code, type: answer.account_code.type });
                form.resetField('code');
              },
            }),
          )(event)
        }
      >
        <AdminSelect label={t('settings.type')} error={errors.type?.message} options={CODE_REQUIRED_USER_TYPES} optionText={(value) => t(`assign.types.${value}` as never)} {...form.register('type')} />
        <AdminField label={t('settings.code')} error={errors.code?.message}>
          {(props) => <input {...props} className={styles.input} placeholder={t('settings.codePlaceholder')} {...form.register('code')} />}
        </AdminField>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={add.isPending}>
          <Plus size={18} aria-hidden="true" />
          {t('settings.add')}
        </button>
      </form>
      {addFailure ? (
        <p className={styles.error} role="alert">
          {addFailure}
        </p>
      ) : null}
      {shown ? (
        <div className={settingsStyles.once} role="status">
          <p>{t('settings.shownOnce', { type: t(`assign.types.${shown.type}`) })}</p>
          <div className={settingsStyles.codeRow}>
            <code className={settingsStyles.code} data-testid="new-code">
              {shown.code}
            </code>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('settings.copy')}
              onClick={() => void navigator.clipboard?.writeText(shown.code).then(() => notify.toast({ message: t('settings.copied'), color: 'success' }))}
            >
              <Copy size={18} aria-hidden="true" />
            </button>
          </div>
        </div>
      ) : null}
      {codes.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.loadError')}
        </p>
      ) : (
        <ul className={settingsStyles.codes} aria-label={t('settings.codes')}>
          {(codes.data ?? []).map((entry) => (
            <li key={entry.id} className={settingsStyles.codeEntry} data-revoked={entry.revoked_at ? '' : undefined}>
              <KeyRound size={18} aria-hidden="true" />
              <span className={styles.itemText}>
                <span className={styles.itemName}>{`${t(`assign.types.${entry.type}`)} · ${entry.hint}`}</span>
                <span className={styles.itemMeta}>
                  {entry.revoked_at
                    ? t('settings.revokedOn', { date: formatDate(entry.revoked_at, lang) })
                    : t('settings.createdOn', { date: formatDate(entry.created_at, lang), source: t(`settings.sources.${entry.source === 'env' ? 'env' : 'settings'}`) })}
                </span>
              </span>
              {entry.revoked_at ? null : (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                  aria-label={t('settings.revoke', { hint: entry.hint, type: t(`assign.types.${entry.type}`) })}
                  disabled={revoke.isPending}
                  onClick={() =>
                    revoke.mutate(entry.id, {
                      onSuccess: () => notify.alert({ message: t('settings.revoked'), type: 'success' }),
                      onError: (error) => notify.alert({ message: errorText(error, 'settings.saveError'), type: 'error' }),
                    })
                  }
                >
                  {t('settings.revokeShort')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
