// A payment received on a line of the schedule (issue 34, decisions 048 and 053), in place under
// the schedule: the amount (what is left on the line to start with), the day it was paid (today),
// the method and a reference; checked by the contracts' paymentWriteSchema. The form makes its
// Idempotency-Key once, when it opens: a double submit (a second Enter, a retry after a lost
// answer) records one payment. The server's refusals go to their fields (more than is left on the
// line) or above the buttons.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, PAYMENT_REFERENCE_MAX_LENGTH, paymentWriteSchema, type Currency, type PaymentMethod, type PaymentWrite, type ScheduleLine } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatMoney } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useRecordPayment } from '../../../../api/owner-file/record-payment';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { amountOf, amountText, leftOn, todayIso } from '../payment-values';
import styles from './owners.module.css';

interface PaymentValues {
  amount: string;
  paid_at: string;
  method: PaymentMethod;
  reference: string;
}

export function PaymentForm({ unitId, line, currency, onDone }: { unitId: number; line: ScheduleLine; currency: Currency; onDone: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('ownerFileOffice');
  const record = useRecordPayment(unitId);
  useDialogBusy(record.isPending);
  // One key per opening of the form: every send of this form is the same payment.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const left = leftOn(line);
  const form = useSchemaForm<PaymentValues, PaymentWrite>(paymentWriteSchema, {
    defaultValues: { amount: amountText(left), paid_at: todayIso(), method: 'transfer', reference: '' },
    toSchemaInput: ({ amount, paid_at, method, reference }) => ({ amount: amountOf(amount), paid_at, method, ...(reference.trim() ? { reference } : {}) }),
  });
  const { errors } = form.formState;
  // Opened from a line's button: the keyboard goes on in the amount.
  const { setFocus } = form;
  useEffect(() => setFocus('amount', { shouldSelect: true }), [setFocus]);
  const titleId = `payment-form-${line.id}`;

  const submit = form.handleSubmit(async (body) => {
    if (record.isPending) return;
    setProblem(null);
    try {
      const answer = await record.mutateAsync({ lineId: line.id, body, idempotencyKey });
      notify.toast({ message: answer.message, color: 'success' });
      onDone();
    } catch (error) {
      const rest = form.placeServerErrors(error);
      const placed = Object.values(form.formState.errors).length > 0;
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : placed ? null : errorText(error, 'payments.failed'));
    }
  });

  return (
    <form className={styles.form} noValidate aria-labelledby={titleId} onSubmit={(event) => void submit(event)}>
      <h4 id={titleId} className={styles.formTitle}>
        {t('payments.recordTitle', { line: line.label })}
      </h4>
      <p className={styles.muted}>{t('payments.left', { amount: formatMoney(left, currency, lang) })}</p>
      <div className={styles.grid}>
        <AdminField label={t('payments.amount', { currency })} error={errors.amount?.message}>
          {(props) => <input {...props} className={itemStyles.input} inputMode="decimal" autoComplete="off" {...form.register('amount')} />}
        </AdminField>
        <AdminField label={t('payments.paidAt')} error={errors.paid_at?.message}>
          {(props) => <input {...props} type="date" className={itemStyles.input} {...form.register('paid_at')} />}
        </AdminField>
        <AdminSelect label={t('payments.method')} error={errors.method?.message} options={PAYMENT_METHODS} optionText={(m) => t(`payments.methods.${m as PaymentMethod}`)} {...form.register('method')} />
        <AdminField label={t('payments.reference')} error={errors.reference?.message}>
          {(props) => <input {...props} className={itemStyles.input} maxLength={PAYMENT_REFERENCE_MAX_LENGTH} autoComplete="off" {...form.register('reference')} />}
        </AdminField>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} aria-disabled={record.isPending || undefined}>
          {record.isPending ? t('payments.recording') : t('payments.recordSubmit')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={record.isPending} onClick={onDone}>
          {t('payments.cancel')}
        </button>
      </div>
    </form>
  );
}
