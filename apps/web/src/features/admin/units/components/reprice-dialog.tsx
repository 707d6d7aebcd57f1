// "Reprice" (decision 034): a selection by unit types, a floor range and statuses (each optional,
// all must match), a percentage or an amount, the rounding and a reason → a dry run lists every
// change, old → new (units without a price are left alone and counted) → Apply. The preview and
// the real call take the same body. Checked by the contracts' unitRepriceSchema.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { REPRICE_MODES, UNIT_STATUSES, unitRepriceSchema, type DevelopmentUnitsAnswer, type UnitReprice, type UnitRepriceResult } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { notify } from '../../../../components/notifications/notification-service';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { FormButtons, PreviewButtons, PreviewHeading, Problem, useDryRun } from './dry-run';
import tableStyles from '../../../../components/ui/table.module.css';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { repriceUnits } from '../../../../api/units/bulk-units';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { numberOrText } from '../form-values';
import planStyles from './stacking-plan.module.css';
import styles from './bulk.module.css';

interface RepriceValues {
  typologies: string[];
  floor_from: string;
  floor_to: string;
  statuses: string[];
  mode: string;
  value: string;
  round_to: string;
  reason: string;
}

const ROUNDINGS = ['0.01', '1', '10', '100', '1000'] as const;

export function RepriceDialog({ slug, answer, onClose }: { slug: string; answer: DevelopmentUnitsAnswer; onClose: () => void }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const currency = answer.development.currency;
  const typologies = useMemo(() => {
    const seen = new Map<string, string>();
    for (const u of answer.units) seen.set(u.typology.code, u.typology.name);
    return [...seen];
  }, [answer.units]);
  const form = useSchemaForm<RepriceValues, UnitReprice>(unitRepriceSchema, {
    defaultValues: { typologies: [], floor_from: '', floor_to: '', statuses: ['available'], mode: 'percent', value: '', round_to: '1', reason: '' },
    toSchemaInput: (v) => ({
      selection: {
        ...(v.typologies.length ? { typologies: v.typologies } : {}),
        ...(v.floor_from.trim() ? { floor_from: numberOrText(v.floor_from) } : {}),
        ...(v.floor_to.trim() ? { floor_to: numberOrText(v.floor_to) } : {}),
        ...(v.statuses.length ? { statuses: v.statuses } : {}),
      },
      mode: v.mode,
      value: v.value.trim() ? numberOrText(v.value) : undefined,
      round_to: Number(v.round_to),
      reason: v.reason,
    }),
  });
  const { errors } = form.formState;
  const selectionErrors = errors as Record<string, unknown> & { selection?: { floor_from?: { message?: string }; floor_to?: { message?: string } } };
  const n = (value: number) => formatNumber(value, lang);
  const money = (value: number) => formatPrice(value, currency, lang);

  const { preview, busy, problem, heading, check, apply, back } = useDryRun<UnitReprice, UnitRepriceResult>({
    call: (body, dryRun) => repriceUnits(slug, body, dryRun),
    placeServerErrors: form.placeServerErrors,
    onApplied: (result) => {
      notify.toast(t('reprice.done', { count: result.changes.length, n: n(result.changes.length) }));
      onClose();
    },
  });
  const submit = form.handleSubmit((body) => check(body));

  return (
    <ModalDialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={busy} className={styles.popup}>
      <ModalDialog.Title className={styles.title}>{t('reprice.title')}</ModalDialog.Title>
      {preview ? (
        <section className={styles.body} aria-labelledby="reprice-preview-title">
          <PreviewHeading id="reprice-preview-title" heading={heading}>
            {t('reprice.previewTitle')}
          </PreviewHeading>
          <p data-testid="reprice-count">
            {t('reprice.willChange', { count: preview.result.changes.length, n: n(preview.result.changes.length) })}{' '}
            {preview.result.skipped ? t('reprice.skipped', { count: preview.result.skipped, n: n(preview.result.skipped) }) : null}
          </p>
          {preview.result.changes.length ? (
            <div className={styles.tableScroller} role="region" aria-label={t('reprice.changes')} tabIndex={0}>
              <table className={`${tableStyles.table} ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('table.number')}</th>
                    <th scope="col" className={styles.wideOnly}>
                      {t('table.floor')}
                    </th>
                    <th scope="col" className={styles.wideOnly}>
                      {t('table.status')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('table.oldPrice')}
                    </th>
                    <th scope="col" className={styles.num}>
                      {t('table.newPrice')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.result.changes.map((c) => (
                    <tr key={c.unit_id}>
                      <td>{c.number}</td>
                      <td className={styles.wideOnly}>{n(c.floor)}</td>
                      <td className={styles.wideOnly}>
                        <span className={planStyles.badge} data-status={c.status}>
                          {t(`status.${c.status}`)}
                        </span>
                      </td>
                      <td className={styles.num}>{money(c.old_price)}</td>
                      <td className={styles.num}>
                        <strong>{money(c.new_price)}</strong>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <Problem text={problem} />
          <PreviewButtons busy={busy} disabled={preview.result.changes.length === 0} label={t('reprice.apply', { n: n(preview.result.changes.length) })} onApply={() => void apply()} onBack={back} />
        </section>
      ) : (
        <form className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
          <ModalDialog.Description className={styles.muted}>{t('reprice.lead')}</ModalDialog.Description>
          <fieldset className={styles.fieldset}>
            <legend className={styles.sectionTitle}>{t('reprice.typologies')}</legend>
            <div className={styles.checks}>
              {typologies.map(([code, name]) => (
                <label key={code} className={styles.check}>
                  <input type="checkbox" value={code} {...form.register('typologies')} />
                  {name}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend className={styles.sectionTitle}>{t('reprice.statuses')}</legend>
            <div className={styles.checks}>
              {UNIT_STATUSES.map((status) => (
                <label key={status} className={styles.check}>
                  <input type="checkbox" value={status} {...form.register('statuses')} />
                  {t(`status.${status}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.fields}>
            <AdminField label={t('reprice.floorFrom')} error={selectionErrors.selection?.floor_from?.message ?? errors.floor_from?.message}>
              {(props) => <input {...props} className={itemStyles.input} inputMode="numeric" {...form.register('floor_from')} />}
            </AdminField>
            <AdminField label={t('reprice.floorTo')} error={selectionErrors.selection?.floor_to?.message ?? errors.floor_to?.message}>
              {(props) => <input {...props} className={itemStyles.input} inputMode="numeric" {...form.register('floor_to')} />}
            </AdminField>
            <AdminSelect label={t('reprice.mode')} error={errors.mode?.message} options={REPRICE_MODES} optionText={(m) => t(`reprice.modes.${m as (typeof REPRICE_MODES)[number]}`)} {...form.register('mode')} />
            <AdminField label={t('reprice.value')} error={errors.value?.message}>
              {(props) => <input {...props} className={itemStyles.input} inputMode="decimal" {...form.register('value')} />}
            </AdminField>
            <AdminSelect label={t('reprice.roundTo')} error={errors.round_to?.message} options={ROUNDINGS} optionText={(r) => t('reprice.rounding', { step: formatNumber(Number(r), lang) })} {...form.register('round_to')} />
            <AdminField label={t('reprice.reason')} error={errors.reason?.message}>
              {(props) => <input {...props} className={itemStyles.input} {...form.register('reason')} />}
            </AdminField>
          </div>
          <Problem text={problem} />
          <FormButtons busy={busy} />
        </form>
      )}
    </ModalDialog>
  );
}
