// Voiding a payment recorded by mistake (issue 34, decision 056): the Admin's confirmation, an
// alert dialog over the unit's file that names the payment (amount, date, line), asks why (the
// reason goes on the receipt stamped VOID and into the history) and says what follows. The
// reason is checked by the contracts' paymentVoidSchema; the server's refusal lands on it or
// above the buttons. Escape and Cancel close it unless the void is under way; focus goes back
// to the button that opened it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_VOID_REASON_MAX_LENGTH, paymentVoidSchema, type Currency, type Payment, type PaymentVoid } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatDate, formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useVoidPayment } from '../../../../api/owner-file/void-payment';
import { AdminField } from '../../shared/components/admin-field';
import frame from '../../shared/components/dialog-frame.module.css';
import itemStyles from '../../shared/components/items.module.css';

export function VoidPaymentDialog({ unitId, payment, line, currency, onClose }: { unitId: number; payment: Payment; line: string; currency: Currency; onClose: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('ownerFileOffice');
  const voiding = useVoidPayment(unitId);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<PaymentVoid, PaymentVoid>(paymentVoidSchema, { defaultValues: { reason: '' } });
  const { setFocus } = form;
  useEffect(() => setFocus('reason'), [setFocus]);
  const amount = formatMoney(payment.amount, currency, lang);

  const submit = form.handleSubmit(async (body) => {
    if (voiding.isPending) return;
    setProblem(null);
    try {
      const answer = await voiding.mutateAsync({ paymentId: payment.id, body });
      notify.toast({ message: answer.message, color: 'success' });
      onClose();
    } catch (error) {
      const rest = form.placeServerErrors(error);
      const placed = Object.values(form.formState.errors).length > 0;
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : placed ? null : errorText(error, 'payments.voidFailed'));
    }
  });

  return (
    <ModalDialog alert open busy={voiding.isPending} onOpenChange={(open) => (open ? undefined : onClose())} className={frame.popup} backdropClassName={frame.backdrop}>
      <ModalDialog.Title className={frame.dialogTitle}>{t('payments.voidTitle', { amount })}</ModalDialog.Title>
      <form className={frame.dialogForm} noValidate onSubmit={(event) => void submit(event)}>
        <ModalDialog.Description className={frame.dialogText}>{t('payments.voidBody', { amount, date: formatDate(payment.paid_at, lang), line })}</ModalDialog.Description>
        <AdminField label={t('payments.voidReason')} error={form.formState.errors.reason?.message}>
          {(props) => <textarea {...props} className={itemStyles.textarea} rows={3} maxLength={PAYMENT_VOID_REASON_MAX_LENGTH} {...form.register('reason')} />}
        </AdminField>
        {problem ? (
          <p className={frame.problem} role="alert">
            {problem}
          </p>
        ) : null}
        <div className={frame.dialogActions}>
          <ModalDialog.Close className={frame.secondary}>{t('payments.cancel')}</ModalDialog.Close>
          <button type="submit" className={frame.primary} aria-disabled={voiding.isPending || undefined}>
            {voiding.isPending ? t('payments.voiding') : t('payments.voidYes')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
