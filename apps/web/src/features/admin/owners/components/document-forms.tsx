// The office's two document forms, opened in place in the unit's file (decision 053): a new
// document (its file, title, kind and whether the buyer sees it; checked by the contracts'
// documentCreateFieldsSchema, the file by the server — its 413/415/422 said in words) and a
// document's changes (PUT: title, kind, shared; documentUpdateSchema). While one is sent the
// dialog around it stays open (Escape waits).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DOCUMENT_KINDS,
  DOCUMENT_TITLE_MAX_LENGTH,
  documentCreateFieldsSchema,
  documentUpdateSchema,
  type DocumentCreateFields,
  type DocumentKind,
  type DocumentUpdate,
  type UnitDocument,
} from '@vitrina/contracts';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useUpdateDocument } from '../../../../api/owner-file/update-document';
import { useUploadUnitDocument } from '../../../../api/owner-file/upload-unit-document';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import styles from './owners.module.css';

interface DocumentValues {
  title: string;
  kind: DocumentKind;
  shared: boolean;
}

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

function useKindText() {
  const { t } = useTranslation('ownerFile');
  return (kind: string) => t(`documents.kind.${kind as DocumentKind}`);
}

export function DocumentUploadForm({ unitId, onDone }: { unitId: number; onDone: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('ownerFileOffice');
  const kindText = useKindText();
  const upload = useUploadUnitDocument(unitId);
  useDialogBusy(upload.isPending);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<DocumentValues, DocumentCreateFields>(documentCreateFieldsSchema, { defaultValues: { title: '', kind: 'contract', shared: true } });
  const { errors } = form.formState;
  const fileInput = useRef<HTMLInputElement>(null);
  useEffect(() => fileInput.current?.focus(), []);

  const submit = form.handleSubmit(async (fields) => {
    if (!file) return setFileError(t('documents.fileMissing'));
    setProblem(null);
    try {
      const answer = await upload.mutateAsync({ document: { file, ...fields }, onProgress: setProgress });
      notify.toast({ message: answer.message, color: 'success' });
      onDone();
    } catch (error) {
      const rest = form.placeServerErrors(error);
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : form.getFieldState('title').error ? null : errorText(error, 'documents.failed'));
    }
  });

  return (
    <form className={styles.form} noValidate aria-labelledby="document-upload-title" onSubmit={(event) => void submit(event)}>
      <h4 id="document-upload-title" className={styles.formTitle}>
        {t('documents.add')}
      </h4>
      <AdminField label={t('documents.file')} error={fileError ?? undefined}>
        {(props) => (
          <input
            {...props}
            ref={fileInput}
            type="file"
            accept={ACCEPT}
            className={itemStyles.file}
            onChange={(event) => {
              const chosen = event.currentTarget.files?.[0] ?? null;
              setFile(chosen);
              setFileError(null);
              // The title starts as the file's name, without its extension.
              if (chosen && !form.getValues('title')) form.setValue('title', chosen.name.replace(/\.[^.]+$/, '').slice(0, DOCUMENT_TITLE_MAX_LENGTH));
            }}
          />
        )}
      </AdminField>
      <div className={styles.grid}>
        <AdminField label={t('documents.docTitle')} error={errors.title?.message}>
          {(props) => <input {...props} className={itemStyles.input} maxLength={DOCUMENT_TITLE_MAX_LENGTH} autoComplete="off" {...form.register('title')} />}
        </AdminField>
        <AdminSelect label={t('documents.kind')} error={errors.kind?.message} options={DOCUMENT_KINDS} optionText={kindText} {...form.register('kind')} />
      </div>
      <CheckboxField label={t('documents.shared')} hint={t('documents.sharedHint')} {...form.register('shared')} />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={upload.isPending}>
          {upload.isPending ? t('documents.uploading', { percent: formatNumber(progress, lang, { style: 'percent' }) }) : t('documents.upload')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={upload.isPending} onClick={onDone}>
          {t('documents.cancel')}
        </button>
      </div>
    </form>
  );
}

export function DocumentEditForm({ unitId, document, onDone }: { unitId: number; document: UnitDocument; onDone: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  const message = useMessageText();
  const errorText = useErrorText('ownerFileOffice');
  const kindText = useKindText();
  const update = useUpdateDocument(unitId);
  useDialogBusy(update.isPending);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<DocumentValues, DocumentUpdate>(documentUpdateSchema, { defaultValues: { title: document.title, kind: document.kind, shared: document.shared } });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => setFocus('title'), [setFocus]);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = await update.mutateAsync({ documentId: document.id, body });
      notify.toast({ message: answer.message, color: 'success' });
      onDone();
    } catch (error) {
      const rest = form.placeServerErrors(error);
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : form.getFieldState('title').error ? null : errorText(error, 'documents.failed'));
    }
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={`document-edit-${document.id}`} onSubmit={(event) => void submit(event)}>
      <h4 id={`document-edit-${document.id}`} className={styles.formTitle}>
        {t('documents.editTitle', { title: document.title })}
      </h4>
      <div className={styles.grid}>
        <AdminField label={t('documents.docTitle')} error={errors.title?.message}>
          {(props) => <input {...props} className={itemStyles.input} maxLength={DOCUMENT_TITLE_MAX_LENGTH} autoComplete="off" {...form.register('title')} />}
        </AdminField>
        <AdminSelect label={t('documents.kind')} error={errors.kind?.message} options={DOCUMENT_KINDS} optionText={kindText} {...form.register('kind')} />
      </div>
      <CheckboxField label={t('documents.shared')} hint={t('documents.sharedHint')} {...form.register('shared')} />
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={update.isPending}>
          {update.isPending ? t('documents.saving') : t('documents.save')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={update.isPending} onClick={onDone}>
          {t('documents.cancel')}
        </button>
      </div>
    </form>
  );
}
