// A unit's documents as the office keeps them (issue 34, decision 053): the shared list
// (components/owner-file) with the office's buttons on each — edit (title, kind, shared), a new
// version (a file chosen at once is sent), its versions (each downloadable), and for the Admin
// delete (asked in place first) — and "Add a document", whose form opens above the list. Whether
// the buyer sees a document is said on it. Every form opens in place: the unit's panel is a
// dialog already.
import { Eye, EyeOff, History, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitDocument } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { DocumentList } from '../../../../components/owner-file/document-list';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatBytes, formatDate } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { downloadDocument } from '../../../../api/owner-file/document-file';
import { useDeleteDocument } from '../../../../api/owner-file/delete-document';
import { useUnitDocuments } from '../../../../api/owner-file/get-unit-documents';
import { useUploadDocumentVersion } from '../../../../api/owner-file/upload-document-version';
import { FileButton } from '../../shared/components/file-button';
import { DocumentEditForm, DocumentUploadForm } from './document-forms';
import { FilePart } from './file-part';
import styles from './owners.module.css';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const quiet = `${buttonStyles.button} ${buttonStyles.quiet}`;

export function OfficeDocuments({ unitId, isAdmin }: { unitId: number; isAdmin: boolean }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const errorText = useErrorText('ownerFileOffice');
  const documents = useUnitDocuments(unitId);
  const version = useUploadDocumentVersion(unitId);
  const remove = useDeleteDocument(unitId);
  useDialogBusy(version.isPending || remove.isPending);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [showing, setShowing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<string>) => {
    setProblem(null);
    try {
      notify.toast({ message: await work(), color: 'success' });
    } catch (error) {
      setProblem(errorText(error, 'documents.failed'));
    }
  };
  const download = (doc: UnitDocument, at?: number) => downloadDocument(doc, { lang, version: at });

  const actions = (doc: UnitDocument) => (
    <>
      <span className={styles.muted}>
        {doc.shared ? <Eye size={14} aria-hidden="true" /> : <EyeOff size={14} aria-hidden="true" />} {doc.shared ? t('documents.shared') : t('documents.notShared')}
      </span>
      <button type="button" className={quiet} aria-label={t('documents.editLabel', { title: doc.title })} onClick={() => setEditing(doc.id)}>
        <Pencil size={16} aria-hidden="true" />
        {t('documents.edit')}
      </button>
      <FileButton
        label={t('documents.newVersion')}
        accessibleLabel={t('documents.newVersionLabel', { title: doc.title })}
        accept={ACCEPT}
        busy={version.isPending}
        onFiles={([file]) => void run(async () => (await version.mutateAsync({ documentId: doc.id, file: file! })).message)}
      />
      {doc.versions && doc.versions.length > 1 ? (
        <button type="button" className={quiet} aria-expanded={showing === doc.id} aria-label={t('documents.versionsLabel', { title: doc.title })} onClick={() => setShowing(showing === doc.id ? null : doc.id)}>
          <History size={16} aria-hidden="true" />
          {t('documents.versions')}
        </button>
      ) : null}
      {isAdmin ? (
        <button type="button" className={quiet} aria-label={t('documents.deleteLabel', { title: doc.title })} onClick={() => setDeleting(doc.id)}>
          <Trash2 size={16} aria-hidden="true" />
          {t('documents.delete')}
        </button>
      ) : null}
      {showing === doc.id ? (
        <ul className={styles.versions} aria-label={t('documents.versionsLabel', { title: doc.title })}>
          {doc.versions?.map((v) => (
            <li key={v.version}>
              <span>{t('documents.versionLine', { version: v.version, date: formatDate(v.created_at, lang), size: formatBytes(v.size, lang) })}</span>
              <button type="button" className={quiet} onClick={() => void download(doc, v.version).catch((error: unknown) => setProblem(errorText(error, 'documents.failed')))}>
                {t('documents.downloadVersion', { version: v.version, title: doc.title })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {deleting === doc.id ? (
        <div className={styles.form} role="group" aria-label={t('documents.deleteLabel', { title: doc.title })}>
          <p>{t('documents.deleteConfirm', { title: doc.title })}</p>
          <div className={styles.buttons}>
            <button
              type="button"
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              disabled={remove.isPending}
              onClick={() => void run(() => remove.mutateAsync(doc.id)).then(() => setDeleting(null))}
            >
              {t('documents.deleteYes')}
            </button>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={remove.isPending} onClick={() => setDeleting(null)}>
              {t('documents.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </>
  );

  const editedDoc = documents.data?.find((d) => d.id === editing);
  return (
    <FilePart
      title={t('documents.title')}
      query={documents}
      tools={
        adding ? null : (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setAdding(true)}>
            <Plus size={18} aria-hidden="true" />
            {t('documents.add')}
          </button>
        )
      }
    >
      {(list) => (
        <>
          {adding ? <DocumentUploadForm unitId={unitId} onDone={() => setAdding(false)} /> : null}
          {editedDoc ? <DocumentEditForm key={editedDoc.id} unitId={unitId} document={editedDoc} onDone={() => setEditing(null)} /> : null}
          {problem ? (
            <p className={styles.problem} role="alert">
              {problem}
            </p>
          ) : null}
          <DocumentList documents={list} onDownload={(doc) => download(doc)} actions={actions} headingLevel={4} emptyText={t('documents.empty')} />
        </>
      )}
    </FilePart>
  );
}
