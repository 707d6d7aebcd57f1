// A photo's description in es, en and fr (its alt text, issue 21): PUT /development-photos/{id}
// checked by the contracts' photoUpdateSchema; the photo stays the cover or not as it was.
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PHOTO_ALT_MAX_LENGTH, photoUpdateSchema, type AdminPhoto, type PhotoUpdate } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useUpdatePhoto } from '../../../../api/admin-developments/photos';
import { Field, fieldStyles } from '../../shared/components/field';
import styles from '../../shared/components/dialog-frame.module.css';
import developmentsPageStyles from './developments-page.module.css';
import photoGalleryStyles from './photo-gallery.module.css';

export function PhotoAltDialog({ photo, number, onClose }: { photo: AdminPhoto; number: number; onClose: () => void }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('developmentsAdmin');
  const update = useUpdatePhoto();
  const form = useSchemaForm<PhotoUpdate>(photoUpdateSchema, { defaultValues: { alt: { ...photo.alt }, cover: photo.cover } });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = await update.mutateAsync({ id: photo.id, body });
      notify.alert({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'photos.error'));
      const unplaced = form.placeServerErrors(error);
      if (unplaced.length) setProblem(unplaced.map((m) => message(m)).join(' '));
    }
  });

  return (
    <ModalDialog open busy={isSubmitting} onOpenChange={(open) => (open ? undefined : onClose())} className={styles.popup} backdropClassName={styles.backdrop}>
      <ModalDialog.Title className={styles.dialogTitle}>{t('photos.altTitle', { number: formatNumber(number, lang) })}</ModalDialog.Title>
      <ModalDialog.Description className={styles.dialogText}>{t('photos.altIntro')}</ModalDialog.Description>
      <img className={photoGalleryStyles.altPreview} src={photo.picture.url} alt="" width={photo.picture.width} height={photo.picture.height} />
      <form
        className={styles.dialogForm}
        noValidate
        onSubmit={(event) => {
          // The dialog is drawn outside the page's form, but React would still bubble its submit there.
          event.stopPropagation();
          void submit(event);
        }}
      >
        {LANGUAGES.map((language) => (
          <Field key={language} label={t('photos.alt', { language: t(`form.languages.${language}`) })} error={errors.alt?.[language]?.message}>
            {(props) => <input {...props} className={fieldStyles.input} lang={language} maxLength={PHOTO_ALT_MAX_LENGTH} {...form.register(`alt.${language}`)} />}
          </Field>
        ))}
        {problem ? (
          <p className={developmentsPageStyles.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={styles.dialogActions}>
          <ModalDialog.Close className={developmentsPageStyles.secondary}>{t('photos.cancel')}</ModalDialog.Close>
          <button type="submit" className={developmentsPageStyles.primary} disabled={isSubmitting}>
            {t('photos.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
