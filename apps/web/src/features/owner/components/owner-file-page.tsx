// /property/{id}/file (issue 34): the buyer's file of one unit — the documents shared with them
// to download, the payment schedule with its totals and each line's status, and the thread with
// the sales office. Every part is read through api/owner-file and kept on the device, so the file
// opens offline with what was last seen; a document downloaded once opens offline too.
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UnitDocument } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import typography from '../../../components/ui/typography.module.css';
import visuallyHidden from '../../../components/ui/visually-hidden.module.css';
import { DocumentList, useDocumentFailure } from '../../../components/owner-file/document-list';
import { MessageThread } from '../../../components/owner-file/message-thread';
import { useNewMarks } from '../../../components/owner-file/use-new-marks';
import { PaymentScheduleTable } from '../../../components/owner-file/payment-schedule';
import { notify } from '../../../components/notifications/notification-service';
import { useDownloadDocument, useKeptDocuments } from '../../../api/owner-file/document-file';
import { useUnitDocuments } from '../../../api/owner-file/get-unit-documents';
import { useUnitMessages } from '../../../api/owner-file/get-unit-messages';
import { useUnitPayments } from '../../../api/owner-file/get-unit-payments';
import { useKeptMessages, usePostUnitMessage } from '../../../api/owner-file/post-unit-message';
import { useProperty } from '../../../api/properties/get-property';
import { isConnectionError, useOnline, waitsForConnection } from '../../../lib/connection';
import { useErrorText } from '../../../lib/error-text';
import { useLanguage } from '../../../lib/i18n';
import { propertyDetailPath } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { NeedsConnection } from '../../../offline/needs-connection';
import styles from '../owner.module.css';

const SECTIONS = ['documents', 'payments', 'messages'] as const;

export function OwnerFilePage({ unitId }: { unitId: number }) {
  const { t } = useTranslation('ownerFile');
  const lang = useLanguage();
  const online = useOnline();
  const { user } = useSession();
  const errorText = useErrorText('ownerFile');
  const documentFailure = useDocumentFailure();
  const unit = useProperty(String(unitId));
  const documents = useUnitDocuments(unitId);
  const payments = useUnitPayments(unitId);
  const messages = useUnitMessages(unitId);
  const kept = useKeptDocuments(unitId);
  const pending = useKeptMessages(unitId);
  const download = useDownloadDocument(unitId, { keep: true });
  const post = usePostUnitMessage(unitId);

  const queries = [documents, payments, messages];
  const offline = queries.every((query) => waitsForConnection(query));
  const loading = queries.some((query) => query.isPending && query.fetchStatus === 'fetching');
  // A 404 on any part: not this account's unit (or no longer), as the API says to anyone else.
  const notFound = queries.some((query) => query.data === null);
  const failed = queries.find((query) => query.isError && !isConnectionError(query.error));
  const unitName = unit.data?.name ?? '';
  const docs = documents.data ?? [];
  // The messages marked new in the thread below, counted the same (they stay while the page is open).
  const unread = useNewMarks(messages.data, 'buyer').size;
  const problem = failed && !notFound ? errorText(failed.error, 'page.failed') : null;

  function openReceipt(documentId: number) {
    const doc = docs.find((d) => d.id === documentId);
    if (!doc) {
      notify.toast({ message: t('documents.failed'), color: 'error' });
      return;
    }
    void openDocument(doc);
  }

  async function openDocument(doc: UnitDocument) {
    try {
      const source = await download(doc, lang);
      if (source === 'device') notify.toast({ message: t('documents.fromDevice'), color: 'info' });
    } catch (error) {
      notify.toast(documentFailure(error));
    }
  }

  return (
    <article className={styles.page} aria-busy={loading}>
      <Link to={propertyDetailPath(unitId)} className={`${buttonStyles.button} ${buttonStyles.quiet} ${styles.back}`}>
        <ArrowLeft size={18} aria-hidden="true" />
        {t('page.back')}
      </Link>
      <header className={styles.header}>
        <p className={typography.eyebrow}>{t('page.eyebrow')}</p>
        <h1 className={typography.pageTitle}>{unitName ? t('page.title', { unit: unitName }) : t('page.eyebrow')}</h1>
        <p className={styles.lead}>{t('page.lead')}</p>
        {!online && !offline ? <p className={styles.muted}>{t('page.offline')}</p> : null}
      </header>
      {offline ? <NeedsConnection /> : null}
      {loading ? (
        <p role="status" className={styles.muted}>
          {t('page.loading')}
        </p>
      ) : null}
      {notFound ? <p className={styles.muted}>{t('page.notFound')}</p> : null}
      {problem ? (
        <p role="alert" className={styles.muted}>
          {problem}
        </p>
      ) : null}
      {notFound || offline ? null : (
        <>
          <nav aria-label={t('page.sections')}>
            <ul className={styles.sections}>
              {SECTIONS.map((section) => (
                <li key={section}>
                  <a href={`#${section}`} className={styles.sectionLink}>
                    {t(`${section}.title`)}
                    {section === 'messages' && unread > 0 ? (
                      <>
                        <span className={styles.count} aria-hidden="true">
                          {unread}
                        </span>
                        <span className={visuallyHidden.visuallyHidden}>{t('entry.unread', { count: unread })}</span>
                      </>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <section id="documents" className={styles.section} aria-labelledby="documents-title">
            <h2 id="documents-title" className={styles.sectionTitle}>
              {t('documents.title')}
            </h2>
            {documents.data ? <DocumentList documents={documents.data} kept={kept.data} onDownload={(doc) => download(doc, lang)} /> : null}
            {waitsForConnection(documents) ? <NeedsConnection /> : null}
          </section>
          <section id="payments" className={styles.section} aria-labelledby="payments-title">
            <h2 id="payments-title" className={styles.sectionTitle}>
              {t('payments.title')}
            </h2>
            {payments.data ? (
              <PaymentScheduleTable schedule={payments.data} onReceipt={openReceipt} receiptTitle={(id) => docs.find((d) => d.id === id)?.title} />
            ) : null}
            {waitsForConnection(payments) ? <NeedsConnection /> : null}
          </section>
          <section id="messages" className={styles.section} aria-labelledby="messages-title">
            <h2 id="messages-title" className={styles.sectionTitle}>
              {t('messages.title')}
            </h2>
            {messages.data ? (
              <MessageThread
                thread={messages.data}
                viewer={{ side: 'buyer', id: user?.id ?? null }}
                pending={pending.data}
                onSend={(body) => post.mutateAsync(body)}
                earlier={{ loading: messages.isFetchingNextPage, onLoad: () => messages.fetchNextPage() }}
              />
            ) : null}
            {waitsForConnection(messages) ? <NeedsConnection /> : null}
          </section>
        </>
      )}
    </article>
  );
}
