// The schedule's editor (issue 34, decisions 048 and 053), in place under the schedule: each line's
// label in es/en/fr, its date and its amount; lines added and removed. A line with payments keeps
// its amount and date (the fields are read-only, the server would refuse a change with a 409) and
// cannot be removed; its label may change. Saved whole (PUT), checked by the contracts'
// scheduleWriteSchema; the server's refusals go to their fields (`lines.N.amount`) or above the buttons.
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PAYMENT_LABEL_MAX_LENGTH, scheduleWriteSchema, type PaymentSchedule, type ScheduleWrite } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useSaveUnitPayments } from '../../../../api/owner-file/save-unit-payments';
import { AdminField } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { amountOf, amountText } from '../payment-values';
import styles from './owners.module.css';

interface LineDraft {
  id: number | null;
  paid: boolean;
  label: { es: string; en: string; fr: string };
  due_date: string;
  amount: string;
}
interface ScheduleDraft {
  lines: LineDraft[];
}

const draftOf = (schedule: PaymentSchedule): ScheduleDraft => ({
  lines: schedule.lines.map((l) => ({
    id: l.id,
    paid: l.paid_amount > 0,
    label: l.labels ? { ...l.labels } : { es: l.label, en: l.label, fr: l.label },
    due_date: l.due_date,
    amount: amountText(l.amount),
  })),
});

export function ScheduleEditor({ unitId, schedule, onDone }: { unitId: number; schedule: PaymentSchedule; onDone: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('ownerFileOffice');
  const save = useSaveUnitPayments(unitId);
  useDialogBusy(save.isPending);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<ScheduleDraft, ScheduleWrite>(scheduleWriteSchema, {
    defaultValues: draftOf(schedule),
    toSchemaInput: ({ lines }) => ({
      lines: lines.map((l) => ({ ...(l.id === null ? {} : { id: l.id }), label: l.label, due_date: l.due_date, amount: amountOf(l.amount) })),
    }),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const { errors } = form.formState;
  const listError = errors.lines?.root?.message ?? errors.lines?.message;
  const { setFocus } = form;
  useEffect(() => setFocus('lines.0.label.es'), [setFocus]);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      const answer = await save.mutateAsync(body);
      notify.toast({ message: answer.message, color: 'success' });
      onDone();
    } catch (error) {
      const rest = form.placeServerErrors(error);
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : Object.keys(form.formState.errors).length ? null : errorText(error, 'payments.failed'));
    }
  });

  return (
    <form className={styles.form} noValidate aria-labelledby="schedule-editor-title" onSubmit={(event) => void submit(event)}>
      <h4 id="schedule-editor-title" className={styles.formTitle}>
        {t('payments.editorTitle')}
      </h4>
      <p className={styles.muted}>{t('payments.editorHelp')}</p>
      <ol className={styles.lines}>
        {fields.map((field, index) => {
          const number = formatNumber(index + 1, lang);
          const refused = errors.lines?.[index];
          return (
            <li key={field.id}>
              <fieldset className={styles.line}>
                <legend className={itemStyles.legend}>{t('payments.line', { number })}</legend>
                <div className={styles.grid}>
                  {LANGUAGES.map((language) => (
                    <AdminField key={language} label={t('payments.label', { language: t(`payments.languages.${language}`) })} error={refused?.label?.[language]?.message}>
                      {(props) => <input {...props} className={itemStyles.input} lang={language} maxLength={PAYMENT_LABEL_MAX_LENGTH} {...form.register(`lines.${index}.label.${language}`)} />}
                    </AdminField>
                  ))}
                  <AdminField label={t('payments.dueDate')} error={refused?.due_date?.message}>
                    {(props) => <input {...props} type="date" className={itemStyles.input} readOnly={field.paid} {...form.register(`lines.${index}.due_date`)} />}
                  </AdminField>
                  <AdminField label={t('payments.lineAmount', { currency: schedule.currency })} error={refused?.amount?.message}>
                    {(props) => <input {...props} className={itemStyles.input} inputMode="decimal" autoComplete="off" readOnly={field.paid} {...form.register(`lines.${index}.amount`)} />}
                  </AdminField>
                </div>
                {field.paid ? null : (
                  <div>
                    <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => remove(index)}>
                      <Trash2 size={16} aria-hidden="true" />
                      {t('payments.removeLine', { number })}
                    </button>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <p className={styles.problem} role="alert">
          {message(listError)}
        </p>
      ) : null}
      <div>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => append({ id: null, paid: false, label: { es: '', en: '', fr: '' }, due_date: '', amount: '' }, { shouldFocus: true })}>
          <Plus size={18} aria-hidden="true" />
          {t('payments.addLine')}
        </button>
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={save.isPending}>
          {save.isPending ? t('payments.saving') : t('payments.save')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={save.isPending} onClick={onDone}>
          {t('payments.cancel')}
        </button>
      </div>
    </form>
  );
}
