// Duplicate a development (issue 21): a small dialog asking the copy's slug, code and name,
// prefilled ('{slug}-copia', the code with a 2, '{name} (copia)'), checked by the contracts'
// developmentDuplicateSchema; a slug or code already taken (409) is shown at its field.
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEVELOPMENT_NAME_MAX_LENGTH, DEVELOPMENT_SLUG_MAX_LENGTH, developmentDuplicateSchema, type DevelopmentDuplicate } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { adminDevelopmentPath } from '../../../../lib/routes';
import { useDuplicateDevelopment } from '../../../../api/admin-developments/duplicate-development';
import { duplicateDefaults } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import styles from '../../shared/components/dialog-frame.module.css';
import developmentsPageStyles from './developments-page.module.css';

export function DuplicateDialog({ source, onClose }: { source: { slug: string; code: string; name: string }; onClose: () => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const message = useMessageText();
  const errorText = useErrorText('developmentsAdmin');
  const navigate = useNavigate();
  const duplicate = useDuplicateDevelopment();
  const form = useSchemaForm<DevelopmentDuplicate>(developmentDuplicateSchema, {
    defaultValues: duplicateDefaults(source, { slugSuffix: t('duplicate.slugSuffix'), copyName: (name) => t('duplicate.copyName', { name }) }),
  });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        const answer = await duplicate.mutateAsync({ slug: source.slug, body });
        notify.alert({ message: answer.message, type: 'success' });
        onClose();
        void navigate(adminDevelopmentPath(answer.development.slug));
      } catch (error) {
        if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'duplicate.error'));
        const unplaced = form.placeServerErrors(error);
        setProblem(unplaced.length ? unplaced.map((m) => message(m)).join(' ') : t('duplicate.invalid'));
      }
    },
    () => setProblem(t('duplicate.invalid')),
  );

  return (
    <ModalDialog open busy={isSubmitting} onOpenChange={(open) => (open ? undefined : onClose())} className={styles.popup} backdropClassName={styles.backdrop}>
      <ModalDialog.Title className={styles.dialogTitle}>{t('duplicate.title', { name: source.name })}</ModalDialog.Title>
      <ModalDialog.Description className={styles.dialogText}>{t('duplicate.body')}</ModalDialog.Description>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void submit(event);
        }}
      >
        <Field label={t('identity.name')} error={errors.name?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_NAME_MAX_LENGTH} {...form.register('name')} />}
        </Field>
        <Field label={t('identity.slug')} hint={t('identity.slugHint')} error={errors.slug?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={DEVELOPMENT_SLUG_MAX_LENGTH} autoCapitalize="none" spellCheck={false} {...form.register('slug')} />}
        </Field>
        <Field label={t('identity.code')} hint={t('identity.codeHint')} error={errors.code?.message}>
          {(props) => <input {...props} className={fieldStyles.input} maxLength={12} autoCapitalize="characters" spellCheck={false} {...form.register('code')} />}
        </Field>
        {problem ? (
          <p className={developmentsPageStyles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <ModalDialog.Close className={developmentsPageStyles.secondary}>{t('duplicate.cancel')}</ModalDialog.Close>
          <button type="submit" className={developmentsPageStyles.primary} disabled={isSubmitting}>
            {t('duplicate.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
