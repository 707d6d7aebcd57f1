// Settings (SPEC §2, Admin; the floating menu's Settings option): brand name, chat numbers and
// sales e-mail; the verification codes per account type — added (shown once), listed by hint,
// revoked.
import { Dialog } from '@base-ui/react/dialog';
import { Copy, KeyRound, Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_REQUIRED_USER_TYPES, adminSettingsRequestSchema, type AdminSettings, type CodeRequiredUserType } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { useMessageText } from '../../../components/form/use-field-error';
import { useLanguage } from '../../../lib/i18n';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid, schemaFieldErrors, serverFieldErrors, unplacedErrors, type FieldErrors } from '../../../lib/field-errors';
import { formatDate } from '../../../lib/format';
import { useCreateAccountCode } from '../../../api/admin/create-account-code';
import { useAccountCodes } from '../../../api/admin/get-account-codes';
import { useSettings } from '../../../api/admin/get-settings';
import { useRevokeAccountCode } from '../../../api/admin/revoke-account-code';
import { useSaveSettings } from '../../../api/admin/save-settings';
import dialogStyles from './assign-dialog.module.css';
import styles from './items.module.css';
import settingsStyles from './settings.module.css';

const FIELDS = ['brand_name', 'chat_phone_general', 'chat_phone_sales', 'sales_email'] as const;

const serverMessage = (error: unknown, fallback: string) => (isApiError(error) && error.body ? error.message : fallback);

export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Popup className={`${dialogStyles.popup} ${styles.formPopup}`}>
          <Dialog.Title className={dialogStyles.title}>{t('settings.title')}</Dialog.Title>
          {settings.isError ? (
            <p className={styles.error} role="alert">
              {t('settings.loadError')}
            </p>
          ) : settings.isSuccess ? (
            <GeneralForm initial={settings.data} />
          ) : (
            <p role="status">{t('assign.loading')}</p>
          )}
          <AccountCodes />
          <div className={dialogStyles.actions}>
            <Dialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('settings.close')}</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function GeneralForm({ initial }: { initial: AdminSettings }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AdminSettings>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped on each refusal: focus then goes to the first marked field, once it is drawn.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);
  const refuse = (found: FieldErrors) => {
    setErrors(found);
    setRefusals((n) => n + 1);
  };
  // The hook also reads GET /config again, past the browser's copy (refreshConfig).
  const save = useSaveSettings();
  const unplaced = unplacedErrors(errors, FIELDS);
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={`${base}-general`}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = adminSettingsRequestSchema.safeParse(values);
        if (!parsed.success) return refuse(schemaFieldErrors(parsed.error));
        setErrors({});
        save.mutate(parsed.data, {
          onSuccess: (saved) => {
            setValues(saved);
            setErrors({});
            notify.alert({ message: t('settings.saved'), type: 'success' });
          },
          onError: (error) => {
            const found = serverFieldErrors(error);
            if (Object.keys(found).length) refuse(found);
          },
        });
      }}
    >
      <h3 id={`${base}-general`} className={settingsStyles.heading}>
        {t('settings.general')}
      </h3>
      <div className={styles.formGrid}>
        {FIELDS.map((field) => {
          const id = `${base}-${field}`;
          const error = message(errors[field]);
          return (
            <div className={styles.field} key={field} data-invalid={error ? '' : undefined}>
              <label className={styles.label} htmlFor={id}>
                {t(`settings.fields.${field}`)}
              </label>
              <input
                id={id}
                className={styles.input}
                type={field === 'sales_email' ? 'email' : field === 'brand_name' ? 'text' : 'tel'}
                value={values[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => {
                  setValues({ ...values, [field]: e.currentTarget.value });
                  if (errors[field]) setErrors(({ [field]: _corrected, ...rest }) => rest);
                }}
              />
              {error ? (
                <p id={`${id}-error`} className={styles.fieldError}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {save.isError && !Object.keys(serverFieldErrors(save.error)).length ? (
        <p className={styles.error} role="alert">
          {serverMessage(save.error, t('settings.saveError'))}
        </p>
      ) : unplaced.length ? (
        <p className={styles.error} role="alert">
          {unplaced.map((m) => message(m)).join(' ')}
        </p>
      ) : null}
      <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={save.isPending}>
        {t('settings.save')}
      </button>
    </form>
  );
}

function AccountCodes() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const base = useId();
  const [type, setType] = useState<CodeRequiredUserType>('User');
  const [code, setCode] = useState('');
  const [shown, setShown] = useState<{ code: string; type: CodeRequiredUserType } | null>(null);
  const codes = useAccountCodes();
  const add = useCreateAccountCode();
  const revoke = useRevokeAccountCode();

  return (
    <section className={styles.form} aria-labelledby={`${base}-codes`}>
      <h3 id={`${base}-codes`} className={settingsStyles.heading}>
        {t('settings.codes')}
      </h3>
      <form
        className={settingsStyles.addRow}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate(
            { type, ...(code.trim() ? { code: code.trim() } : {}) },
            {
              onSuccess: (answer) => {
                setShown({ code: answer.code, type: answer.account_code.type });
                setCode('');
              },
            },
          );
        }}
      >
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${base}-type`}>
            {t('settings.type')}
          </label>
          <select id={`${base}-type`} className={styles.input} value={type} onChange={(e) => setType(e.currentTarget.value as CodeRequiredUserType)}>
            {CODE_REQUIRED_USER_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`assign.types.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${base}-code`}>
            {t('settings.code')}
          </label>
          <input id={`${base}-code`} className={styles.input} value={code} placeholder={t('settings.codePlaceholder')} onChange={(e) => setCode(e.currentTarget.value)} />
        </div>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={add.isPending}>
          <Plus size={18} aria-hidden="true" />
          {t('settings.add')}
        </button>
      </form>
      {add.isError ? (
        <p className={styles.error} role="alert">
          {serverMessage(add.error, t('settings.saveError'))}
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
                      onError: (error) => notify.alert({ message: serverMessage(error, t('settings.saveError')), type: 'error' }),
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
