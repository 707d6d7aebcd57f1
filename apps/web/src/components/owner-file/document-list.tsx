// A unit's documents (issue 34), as its buyer and the office see them: each with its title, its
// kind (translated), its date, its size and a download button. Used by the buyer's file
// (features/owner) and meant for the office's unit panel too (features/admin/owners).
//
// Takes: `documents` (GET /units/{id}/documents, newest first); `onDownload(doc)`, which fetches
// the file and hands it to the browser (api/owner-file/document-file: a plain link cannot carry
// the bearer token) and says whether it came from the device; optionally `kept` (document id →
// version kept on this device: "on this device" is shown), `actions(doc)` (the office's own
// buttons — share, new version, delete — drawn beside the download) and `headingLevel` of the
// titles (3 by default). No buyer-only assumption: the office passes its full list.
import { Download, FileText, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnitDocument } from '@vitrina/contracts';
import buttonStyles from '../ui/button.module.css';
import cardStyles from '../ui/card.module.css';
import { notify } from '../notifications/notification-service';
import { formatBytes, formatDate } from '../../lib/format';
import { useLanguage } from '../../lib/i18n';
import { isConnectionError } from '../../lib/connection';
import { useErrorText } from '../../lib/error-text';
import styles from './owner-file.module.css';

/**
 * The toast for a download that failed: with no connection and no copy on this device, that it
 * is not here yet and opens once the connection is back (as the app's other offline notes say);
 * else the server's words, or "could not be downloaded".
 */
export function useDocumentFailure() {
  const { t } = useTranslation('ownerFile');
  const errorText = useErrorText('ownerFile');
  return (error: unknown): { message: string; color: 'info' | 'error' } =>
    isConnectionError(error) ? { message: t('documents.notOnDevice'), color: 'info' } : { message: errorText(error, 'documents.failed'), color: 'error' };
}

export interface DocumentListProps {
  documents: readonly UnitDocument[];
  /** Downloads one; resolves 'device' when the copy on this device was used (no connection). */
  onDownload: (doc: UnitDocument) => Promise<'server' | 'device'>;
  /** Document id → the version kept on this device. */
  kept?: Readonly<Record<number, number>>;
  /** The office's buttons for a document, beside the download. */
  actions?: (doc: UnitDocument) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** What an empty list says (the office's words differ from the buyer's). */
  emptyText?: string;
}

export function DocumentList({ documents, onDownload, kept, actions, headingLevel = 3, emptyText }: DocumentListProps) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  const failure = useDocumentFailure();
  const [busy, setBusy] = useState<number | null>(null);
  const Heading = `h${headingLevel}` as const;

  async function download(doc: UnitDocument) {
    if (busy !== null) return;
    setBusy(doc.id);
    try {
      const source = await onDownload(doc);
      if (source === 'device') notify.toast({ message: t('documents.fromDevice'), color: 'info' });
    } catch (error) {
      notify.toast(failure(error));
    } finally {
      setBusy(null);
    }
  }

  if (documents.length === 0) return <p className={styles.empty}>{emptyText ?? t('documents.empty')}</p>;
  return (
    <ul className={styles.documents}>
      {documents.map((doc) => {
        const onDevice = kept?.[doc.id] === doc.version;
        return (
          <li key={doc.id} className={`${cardStyles.card} ${styles.document}`}>
            <div className={styles.documentMain}>
              <FileText size={28} aria-hidden="true" className={styles.documentIcon} />
              <div>
                <Heading className={styles.documentTitle}>{doc.title}</Heading>
                <p className={styles.documentMeta}>
                  <span>{t(`documents.kind.${doc.kind}`)}</span>
                  <span>
                    <time dateTime={doc.updated_at}>{formatDate(doc.updated_at, lang)}</time>
                  </span>
                  <span>{formatBytes(doc.size, lang)}</span>
                  {doc.version > 1 ? <span>{t('documents.version', { version: doc.version })}</span> : null}
                </p>
              </div>
            </div>
            <div className={styles.documentActions}>
              {onDevice ? (
                <span className={styles.kept}>
                  <Smartphone size={14} aria-hidden="true" />
                  {t('documents.kept')}
                </span>
              ) : null}
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                onClick={() => void download(doc)}
                // Not `disabled`: the focus stays on the button while the file comes.
                aria-disabled={busy === doc.id || undefined}
                aria-label={t('documents.downloadLabel', { title: doc.title })}
              >
                <Download size={18} aria-hidden="true" />
                {busy === doc.id ? t('documents.downloading') : t('documents.download')}
              </button>
              {actions?.(doc)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
