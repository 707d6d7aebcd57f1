// A unit's payment schedule as the office runs it (issue 34, decision 053): the shared table and
// totals (components/owner-file) with, on each line not fully paid, "Record payment" (its form
// opens in place under the table) and a "partly paid" note where something was paid; above it,
// "Generate from the plan" (asked first when there are lines: they are replaced; the server's
// 409 once anything is paid, or without a buyer, price or plan, is said in its words) and "Edit
// the schedule". A receipt downloads from its line. The Admin also sees "Void payment" on each
// payment still counted (decision 056): a confirmation asks why; a voided one is said on its line.
import { Ban, Pencil, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency, Payment, ScheduleLine } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { PaymentScheduleTable } from '../../../../components/owner-file/payment-schedule';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { downloadDocument } from '../../../../api/owner-file/document-file';
import { useGenerateUnitPayments } from '../../../../api/owner-file/generate-unit-payments';
import { useUnitDocuments } from '../../../../api/owner-file/get-unit-documents';
import { useUnitPayments } from '../../../../api/owner-file/get-unit-payments';
import { FilePart } from './file-part';
import { PaymentForm } from './payment-form';
import { ScheduleEditor } from './schedule-editor';
import { VoidPaymentDialog } from './void-payment-dialog';
import styles from './owners.module.css';

export function OfficeSchedule({ unitId, isAdmin }: { unitId: number; isAdmin: boolean }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const errorText = useErrorText('ownerFileOffice');
  const payments = useUnitPayments(unitId);
  const documents = useUnitDocuments(unitId);
  const generate = useGenerateUnitPayments(unitId);
  useDialogBusy(generate.isPending);
  const [paying, setPaying] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [voiding, setVoiding] = useState<{ payment: Payment; line: string } | null>(null);
  const receipt = (id: number) => documents.data?.find((d) => d.id === id);

  const runGenerate = async () => {
    setProblem(null);
    try {
      const answer = await generate.mutateAsync();
      notify.toast({ message: answer.message, color: 'success' });
    } catch (error) {
      setProblem(errorText(error, 'payments.failed'));
    } finally {
      setConfirming(false);
    }
  };

  const lineActions = (line: ScheduleLine, currency: string) => {
    const partly = line.paid_amount > 0 && line.status !== 'paid';
    const money = (amount: number) => formatMoney(amount, currency, lang);
    return (
      <>
        {partly ? <span className={styles.partial}>{t('payments.partial')}</span> : null}
        {line.payments
          .filter((p) => p.voided_at !== null)
          .map((p) => (
            <span key={p.id} className={styles.partial}>
              {t('payments.voidedNote', { amount: money(p.amount) })}
            </span>
          ))}
        {isAdmin
          ? line.payments
              .filter((p) => p.voided_at === null)
              .map((p) => (
                <button
                  key={p.id}
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.quiet}`}
                  aria-label={t('payments.voidLabel', { amount: money(p.amount), date: formatDate(p.paid_at, lang), line: line.label })}
                  onClick={() => setVoiding({ payment: p, line: line.label })}
                >
                  <Ban size={16} aria-hidden="true" />
                  {line.payments.filter((q) => q.voided_at === null).length > 1 ? t('payments.voidOne', { amount: money(p.amount) }) : t('payments.void')}
                </button>
              ))
          : null}
        {line.status === 'paid' ? null : (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} aria-label={t('payments.recordLabel', { line: line.label })} onClick={() => setPaying(line.id)}>
            {t('payments.record')}
          </button>
        )}
      </>
    );
  };

  return (
    <FilePart
      title={t('payments.title')}
      query={payments}
      tools={
        <div className={styles.buttons}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            aria-disabled={generate.isPending || undefined}
            onClick={() => (payments.data?.lines.length ? setConfirming(true) : void runGenerate())}
          >
            <Wand2 size={18} aria-hidden="true" />
            {generate.isPending ? t('payments.generating') : payments.data?.lines.length ? t('payments.regenerate') : t('payments.generate')}
          </button>
          {payments.data?.lines.length ? (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setEditing(true)}>
              <Pencil size={18} aria-hidden="true" />
              {t('payments.edit')}
            </button>
          ) : null}
        </div>
      }
    >
      {(schedule) => {
        const line = schedule.lines.find((l) => l.id === paying);
        return (
          <>
            {confirming ? (
              <div className={styles.form} role="group" aria-label={t('payments.regenerate')}>
                <p>{t('payments.regenerateConfirm')}</p>
                <div className={styles.buttons}>
                  <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={generate.isPending} onClick={() => void runGenerate()}>
                    {t('payments.generateYes')}
                  </button>
                  <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={generate.isPending} onClick={() => setConfirming(false)}>
                    {t('payments.cancel')}
                  </button>
                </div>
              </div>
            ) : null}
            {problem ? (
              <p className={styles.problem} role="alert">
                {problem}
              </p>
            ) : null}
            {editing ? <ScheduleEditor unitId={unitId} schedule={schedule} onDone={() => setEditing(false)} /> : null}
            <PaymentScheduleTable
              schedule={schedule}
              lineActions={(l) => lineActions(l, schedule.currency)}
              receiptTitle={(id) => receipt(id)?.title}
              onReceipt={(id) => {
                const doc = receipt(id);
                if (doc) void downloadDocument(doc, { lang }).catch((error: unknown) => setProblem(errorText(error, 'payments.failed')));
              }}
            />
            {line ? <PaymentForm key={line.id} unitId={unitId} line={line} currency={schedule.currency as Currency} onDone={() => setPaying(null)} /> : null}
            {voiding ? <VoidPaymentDialog unitId={unitId} payment={voiding.payment} line={voiding.line} currency={schedule.currency as Currency} onClose={() => setVoiding(null)} /> : null}
          </>
        );
      }}
    </FilePart>
  );
}
