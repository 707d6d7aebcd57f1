// Edit user (SPEC §2.10, §5, §8): name, e-mail, phone, current password, and a new password
// enabled by a checkbox. Success → edit.user_updated_success; a failure → the server's message
// or edit.user_update_error, in an alert; a wrong current password also marks that field.
import { ArrowLeft } from 'lucide-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { editUserFieldsSchema, type EditUserFields, type User } from '@vitrina/contracts';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { PasswordField } from '../../../components/form/password-field';
import { PhoneField } from '../../../components/form/phone-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { useBrandName } from '../../../lib/brand';
import { useErrorText } from '../../../lib/error-text';
import { NAMED_ROUTES } from '../../../lib/routes';
import { useUpdateUser } from '../../../api/profile/update-user';
import styles from './edit-user.module.css';

export function EditUserPage({ user }: { user: User }) {
  const brandName = useBrandName();
  const { t } = useTranslation('edit');
  const navigate = useNavigate();
  const update = useUpdateUser();
  const errorText = useErrorText('edit');
  const form = useSchemaForm<EditUserFields>(editUserFieldsSchema, {
    mode: 'onBlur',
    defaultValues: { name: user.name, email: user.email, phone: user.phone ?? '', current_password: '', changePassword: false, password: '' },
  });
  const changePassword = useWatch({ control: form.control, name: 'changePassword' });
  const { errors } = form.formState;

  const submit = form.handleSubmit((fields) =>
    update.mutate(
      { id: user.id, fields },
      {
        onSuccess: () => {
          notify.alert({ message: t('user_updated_success'), type: 'success' });
          void navigate(NAMED_ROUTES.userPage);
        },
        onError: (error) => {
          notify.alert({ message: errorText(error, 'user_update_error', { fieldFirst: true }), type: 'error' });
          form.placeServerErrors(error);
        },
      },
    ),
  );

  return (
    <div className={styles.page}>
      <title>{`${t('title')} · ${brandName}`}</title>
      <Link to={NAMED_ROUTES.userPage} className={styles.backLink}>
        <ArrowLeft size={18} aria-hidden="true" /> {t('back')}
      </Link>
      <h1 className={styles.heading}>{t('title')}</h1>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <TextField label={t('name')} autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField label={t('email')} type="email" autoComplete="email" error={errors.email?.message} {...form.register('email')} />
        <Controller
          control={form.control}
          name="phone"
          render={({ field, fieldState }) => (
            <PhoneField label={t('phone')} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={fieldState.error?.message} />
          )}
        />
        <PasswordField label={t('currentPassword')} autoComplete="current-password" error={errors.current_password?.message} {...form.register('current_password')} />
        <CheckboxField label={t('changePassword')} {...form.register('changePassword')} />
        {changePassword ? (
          <PasswordField label={t('newPassword')} autoComplete="new-password" hint={t('passwordHint')} error={errors.password?.message} {...form.register('password')} />
        ) : null}
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary} ${buttonStyles.block}`} disabled={update.isPending}>
          {update.isPending ? t('saving') : t('save')}
        </button>
      </form>
    </div>
  );
}
