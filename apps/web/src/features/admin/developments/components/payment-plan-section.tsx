// The payment plan (issue 34, decision 053): the lines a unit's schedule is generated from — a
// label in es/en/fr, a percentage of the price (two decimals at most) and the months after the
// reservation — added, removed, moved up or down with the keyboard as the distances are. The
// running total shows under the lines and says plainly when it is not 100; the schema (and the
// server's 422) put their refusals on the fields (`payment_plan.N.percent`) or on the list.
import { ArrowDown, ArrowUp, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, PAYMENT_LABEL_MAX_LENGTH, PAYMENT_PLAN_LINES_MAX, WHOLE_PLAN_BASIS_POINTS } from '@vitrina/contracts';
import { useMessageText } from '../../../../components/form/use-field-error';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { emptyPlanLine, planTotal, type DevelopmentForm } from '../development-draft';
import { Field, fieldStyles } from '../../shared/components/field';
import { Section } from './section';
import { useMoveFocus } from '../../shared/use-move-focus';
import styles from './developments-page.module.css';
import developmentEditorStyles from './development-editor.module.css';
import planStyles from './payment-plan-section.module.css';

export function PaymentPlanSection({ form }: { form: DevelopmentForm }) {
  const { t } = useTranslation('developmentsAdmin');
  const lang = useLanguage();
  const message = useMessageText();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'payment_plan' });
  const lines = useWatch({ control: form.control, name: 'payment_plan' });
  const { errors } = form.formState;
  const focus = useMoveFocus(fields.map((f) => f.id).join('/'));
  const full = fields.length >= PAYMENT_PLAN_LINES_MAX;
  const listError = errors.payment_plan?.root?.message ?? errors.payment_plan?.message;
  const total = planTotal(lines);
  const percent = (basisPoints: number) => formatNumber(basisPoints / WHOLE_PLAN_BASIS_POINTS, lang, { style: 'percent', maximumFractionDigits: 2 });
  const gap = WHOLE_PLAN_BASIS_POINTS - total.basisPoints;

  const step = (index: number, to: number, direction: 'up' | 'down') => {
    const id = fields[index]!.id;
    focus.moved(id, direction, t('paymentPlan.moved', { position: formatNumber(to + 1, lang), total: formatNumber(fields.length, lang) }));
    move(index, to);
  };

  return (
    <Section name="paymentPlan">
      {fields.length === 0 ? <p className={styles.note}>{t('paymentPlan.empty')}</p> : null}
      {fields.length > 0 ? (
        <ol className={planStyles.lines}>
          {fields.map((field, index) => {
            const number = formatNumber(index + 1, lang);
            const refused = errors.payment_plan?.[index];
            return (
              <li key={field.id}>
                <fieldset className={developmentEditorStyles.fieldset}>
                  <legend className={developmentEditorStyles.legend}>{t('paymentPlan.item', { number })}</legend>
                  <div className={planStyles.line}>
                    {LANGUAGES.map((language) => (
                      <Field key={language} label={t('paymentPlan.label', { language: t(`form.languages.${language}`) })} error={refused?.label?.[language]?.message}>
                        {(props) => <input {...props} className={fieldStyles.input} lang={language} maxLength={PAYMENT_LABEL_MAX_LENGTH} {...form.register(`payment_plan.${index}.label.${language}`)} />}
                      </Field>
                    ))}
                    <Field label={t('paymentPlan.percent')} error={refused?.percent?.message}>
                      {(props) => <input {...props} className={fieldStyles.input} inputMode="decimal" autoComplete="off" {...form.register(`payment_plan.${index}.percent`)} />}
                    </Field>
                    <Field label={t('paymentPlan.months')} error={refused?.months_after_reservation?.message}>
                      {(props) => <input {...props} className={fieldStyles.input} inputMode="numeric" autoComplete="off" {...form.register(`payment_plan.${index}.months_after_reservation`)} />}
                    </Field>
                    <div className={developmentEditorStyles.tools}>
                      <button
                        ref={focus.buttonRef(field.id, 'up')}
                        type="button"
                        className={styles.iconButton}
                        disabled={index === 0}
                        aria-label={t('paymentPlan.moveUp', { number })}
                        onClick={() => step(index, index - 1, 'up')}
                      >
                        <ArrowUp size={18} aria-hidden="true" />
                      </button>
                      <button
                        ref={focus.buttonRef(field.id, 'down')}
                        type="button"
                        className={styles.iconButton}
                        disabled={index === fields.length - 1}
                        aria-label={t('paymentPlan.moveDown', { number })}
                        onClick={() => step(index, index + 1, 'down')}
                      >
                        <ArrowDown size={18} aria-hidden="true" />
                      </button>
                      <button type="button" className={`${styles.iconButton} ${styles.danger}`} aria-label={t('paymentPlan.removeLabel', { number })} title={t('paymentPlan.removeLabel', { number })} onClick={() => remove(index)}>
                        <Trash2 size={18} aria-hidden="true" />
                      </button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      ) : null}
      {fields.length > 0 ? (
        <div className={planStyles.total} data-testid="plan-total">
          <p className={planStyles.totalLine}>
            <span>{t('paymentPlan.total')}</span>
            <strong>{percent(total.basisPoints)}</strong>
          </p>
          {gap !== 0 || !total.complete ? (
            <p className={developmentEditorStyles.warning}>
              <TriangleAlert size={16} aria-hidden="true" />
              <span>
                {!total.complete
                  ? t('paymentPlan.incomplete')
                  : gap > 0
                    ? t('paymentPlan.missing', { amount: percent(gap) })
                    : t('paymentPlan.over', { amount: percent(-gap) })}
              </span>
            </p>
          ) : (
            <p className={styles.note}>{t('paymentPlan.whole')}</p>
          )}
        </div>
      ) : null}
      {listError ? (
        <p className={fieldStyles.error} role="alert">
          {message(listError)}
        </p>
      ) : null}
      <p className={styles.visuallyHidden} role="status">
        {focus.announcement}
      </p>
      <button type="button" className={styles.secondary} disabled={full} onClick={() => append(emptyPlanLine(), { shouldFocus: true })}>
        <Plus size={18} aria-hidden="true" />
        {t('paymentPlan.add')}
      </button>
      {full ? <p className={styles.note}>{t('paymentPlan.max', { max: PAYMENT_PLAN_LINES_MAX })}</p> : null}
    </Section>
  );
}
