// Settings' general form (SPEC §2, Admin): brand name, chat numbers and sales e-mail, checked
// with the shared schema; a refused value is marked at its field and focused; saved, the
// values shown are the server's.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminSettingsRequestSchema, type AdminSettings } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useSaveSettings } from '../../../../api/admin/save-settings';
import { AdminField } from '../../shared/components/admin-field';
import styles from '../../shared/components/items.module.css';
import settingsStyles from './settings.module.css';

const FIELDS = ['brand_name', 'chat_phone_general', 'chat_phone_sales', 'sales_email'] as const;
const INPUT_TYPE = { brand_name: 'text', chat_phone_general: 'tel', chat_phone_sales: 'tel', sales_email: 'email' } as const;

export function SettingsGeneralForm({ initial }: { initial: AdminSettings }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const errorText = useErrorText('admin');
  const base = useId();
  const form = useSchemaForm<AdminSettings>(adminSettingsRequestSchema, { defaultValues: initial });
  const { errors } = form.formState;
  const [unplaced, setUnplaced] = useState<string[]>([]);
  // The hook also reads GET /config again, past the browser's copy (refreshConfig).
  const save = useSaveSettings();

  // A refusal that names no field, or a failure without an answer: above the button.
  const failure = save.isError && !Object.keys(serverFieldErrors(save.error)).length ? errorText(save.error, 'settings.saveError') : null;

  const submit = form.handleSubmit((values) => {
    setUnplaced([]);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved);
        notify.alert({ message: t('settings.saved'), type: 'success' });
      },
      onError: (error) => setUnplaced(form.placeServerErrors(error)),
    });
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={`${base}-general`} onSubmit={(event) => void submit(event)}>
      <h3 id={`${base}-general`} className={settingsStyles.heading}>
        {t('settings.general')}
      </h3>
      <div className={styles.formGrid}>
        {FIELDS.map((field) => (
          <AdminField key={field} label={t(`settings.fields.${field}`)} error={errors[field]?.message}>
            {(props) => <input {...props} className={styles.input} type={INPUT_TYPE[field]} {...form.register(field)} />}
          </AdminField>
        ))}
      </div>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
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
