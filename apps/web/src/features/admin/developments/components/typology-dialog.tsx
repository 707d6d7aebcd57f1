// Add or edit a unit type (issue 21) in a dialog: code, name in es/en/fr, the unit-type text,
// size and bedrooms, checked by the contracts' typologyWriteSchema; a code the development
// already has, or a code change while units use it (409), is shown at the code field.
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, TYPOLOGY_CODES, TYPOLOGY_DESCRIPTION_MAX_LENGTH, TYPOLOGY_NAME_MAX_LENGTH, textIn, typologyWriteSchema, type AdminTypology, type TypologyWrite } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useLanguage } from '../../../../lib/i18n';
import { useSaveTypology } from '../../../../api/admin-developments/save-typology';
import { typologyDraft, typologyWriteInput, type TypologyDraft } from '../typology-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import styles from '../../shared/components/dialog-frame.module.css';
import developmentEditorStyles from './development-editor.module.css';
import developmentsPageStyles from './developments-page.module.css';

export function TypologyDialog({ slug, typology, taken, onClose }: { slug: string; typology: AdminTypology | null; taken: readonly string[]; onClose: () => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('developmentsAdmin');
  const save = useSaveTypology();
  const form = useSchemaForm<TypologyDraft, TypologyWrite>(typologyWriteSchema, { defaultValues: typologyDraft(typology, taken), toSchemaInput: typologyWriteInput });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async (body) => {
      setProblem(null);
      try {
        const answer = await save.mutateAsync({ slug, id: typology?.id ?? null, body });
        notify.alert({ message: answer.message, type: 'success' });
        onClose();
      } catch (error) {
        if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'typologies.saveError'));
        const unplaced = form.placeServerErrors(error);
        setProblem(unplaced.length ? unplaced.map((m) => message(m)).join(' ') : t('typologies.invalid'));
      }
    },
    () => setProblem(t('typologies.invalid')),
  );

  return (
    <ModalDialog open busy={isSubmitting} onOpenChange={(open) => (open ? undefined : onClose())} className={styles.widePopup} backdropClassName={styles.backdrop}>
      <ModalDialog.Title className={styles.dialogTitle}>{typology ? t('typologies.editTitle', { name: textIn(typology.name, lang) }) : t('typologies.createTitle')}</ModalDialog.Title>
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          // The dialog is drawn outside the page's form, but React would still bubble its submit there.
          event.stopPropagation();
          void submit(event);
        }}
      >
        <div className={developmentEditorStyles.grid}>
          <Field label={t('typologies.code')} error={errors.code?.message}>
            {(props) => (
              <select {...props} className={fieldStyles.select} {...form.register('code')}>
                {TYPOLOGY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {LANGUAGES.map((language) => (
            <Field key={language} label={t('typologies.name', { language: t(`form.languages.${language}`) })} error={errors.name?.[language]?.message}>
              {(props) => <input {...props} className={fieldStyles.input} lang={language} maxLength={TYPOLOGY_NAME_MAX_LENGTH} {...form.register(`name.${language}`)} />}
            </Field>
          ))}
          <Field label={t('typologies.description')} hint={t('typologies.descriptionHint')} error={errors.description?.message} className={developmentEditorStyles.wide}>
            {(props) => <input {...props} className={fieldStyles.input} maxLength={TYPOLOGY_DESCRIPTION_MAX_LENGTH} {...form.register('description')} />}
          </Field>
          <Field label={t('typologies.size')} error={errors.size_m2?.message}>
            {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" autoComplete="off" {...form.register('size_m2')} />}
          </Field>
          <Field label={t('typologies.bedrooms')} error={errors.bedrooms?.message}>
            {(props) => <input {...props} className={fieldStyles.input} inputMode="numeric" autoComplete="off" {...form.register('bedrooms')} />}
          </Field>
        </div>
        {problem ? (
          <p className={developmentsPageStyles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <ModalDialog.Close className={developmentsPageStyles.secondary}>{t('typologies.cancel')}</ModalDialog.Close>
          <button type="submit" className={developmentsPageStyles.primary} disabled={isSubmitting}>
            {t('typologies.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
