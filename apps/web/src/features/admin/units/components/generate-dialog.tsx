// "Generate units" (decision 034): floors from–to, positions per floor, a unit type per
// position, a numbering pattern, a base price and a step per floor, furniture → a dry run shows
// how many units would be created (cells already taken are left as they are) and the first
// rows → Create. Checked by the contracts' unitGenerateSchema; the server's refusals (a number
// another cell uses: 409; a field: 422) show at their field or above the buttons.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, UNIT_NUMBER_TEMPLATE_DEFAULT, UNIT_POSITION_MAX, unitGenerateSchema, unitNumberFrom, type UnitGenerate, type UnitGenerateResult } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useMessageText } from '../../../../components/form/use-field-error';
import { notify } from '../../../../components/notifications/notification-service';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { FormButtons, PreviewButtons, PreviewHeading, Problem, useDryRun } from './dry-run';
import tableStyles from '../../../../components/ui/table.module.css';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminDevelopment } from '../../../../api/admin-developments/get-admin-development';
import { generateUnits } from '../../../../api/units/bulk-units';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { numberOrText } from '../form-values';
import styles from './bulk.module.css';

interface GenerateValues {
  floor_from: string;
  floor_to: string;
  positions: string;
  typologies: string[];
  number_template: string;
  furniture: string;
  base_price: string;
  floor_step: string;
}

/** The numeric fields by name (the form's keys, not texts). */
const NUMBER_FIELDS = { floor_from: 'floor_from', floor_to: 'floor_to', positions: 'positions', base_price: 'base_price', floor_step: 'floor_step' } as const;
type NumberName = keyof typeof NUMBER_FIELDS;
const NUMERIC = 'numeric';
const DECIMAL = 'decimal';

/** Rows of the preview: enough to see the numbering and the prices climb. */
const PREVIEW_ROWS = 12;

export function GenerateDialog({ slug, onClose }: { slug: string; onClose: () => void }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const message = useMessageText();
  const development = useAdminDevelopment(slug);
  const typologies = useMemo(() => development.data?.typologies.map((u) => ({ code: u.code as string, name: u.name[lang] })) ?? [], [development.data, lang]);
  const currency = development.data?.currency ?? 'USD';
  const form = useSchemaForm<GenerateValues, UnitGenerate>(unitGenerateSchema, {
    defaultValues: { floor_from: '1', floor_to: '10', positions: '4', typologies: [], number_template: UNIT_NUMBER_TEMPLATE_DEFAULT, furniture: 'ESTANDAR', base_price: '', floor_step: '0' },
    toSchemaInput: (v) => {
      const positions = numberOrText(v.positions);
      const count = typeof positions === 'number' ? Math.max(0, Math.min(UNIT_POSITION_MAX, Math.trunc(positions))) : 0;
      return {
        floor_from: numberOrText(v.floor_from),
        floor_to: numberOrText(v.floor_to),
        positions,
        typologies: Array.from({ length: count }, (_, i) => v.typologies[i] || typologies[0]?.code),
        number_template: v.number_template,
        furniture: v.furniture,
        base_price: v.base_price.trim() ? numberOrText(v.base_price) : null,
        floor_step: v.floor_step.trim() ? numberOrText(v.floor_step) : 0,
      };
    },
  });
  const { errors } = form.formState;
  const positions = Number(form.watch('positions'));
  const positionCount = Number.isInteger(positions) ? Math.max(0, Math.min(UNIT_POSITION_MAX, positions)) : 0;
  const template = form.watch('number_template');
  const floorFrom = Number(form.watch('floor_from'));

  const { preview, busy, problem, heading, check, apply, back } = useDryRun<UnitGenerate, UnitGenerateResult>({
    call: (body, dryRun) => generateUnits(slug, body, dryRun),
    placeServerErrors: form.placeServerErrors,
    onApplied: (result) => {
      notify.toast(t('generate.done', { count: result.create, n: formatNumber(result.create, lang) }));
      onClose();
    },
  });
  const submit = form.handleSubmit((body) => check(body));
  const numberField = (name: NumberName, label: string, inputMode: typeof NUMERIC | typeof DECIMAL) => (
    <AdminField label={label} error={errors[name]?.message}>
      {(props) => <input {...props} className={itemStyles.input} inputMode={inputMode} {...form.register(name)} />}
    </AdminField>
  );
  const n = (value: number) => formatNumber(value, lang);
  const example = (() => {
    try {
      return Number.isInteger(floorFrom) && template ? unitNumberFrom(template, floorFrom, 1) : '';
    } catch {
      return '';
    }
  })();

  return (
    <ModalDialog open onOpenChange={(open) => (open ? undefined : onClose())} busy={busy} className={styles.popup}>
      <ModalDialog.Title className={styles.title}>{t('generate.title')}</ModalDialog.Title>
      {preview ? (
        <section className={styles.body} aria-labelledby="generate-preview-title">
          <PreviewHeading id="generate-preview-title" heading={heading}>
            {t('generate.previewTitle')}
          </PreviewHeading>
          <p data-testid="generate-count">
            {t('generate.willCreate', { count: preview.result.create, n: n(preview.result.create) })}{' '}
            {preview.result.existing ? t('generate.existing', { count: preview.result.existing, n: n(preview.result.existing) }) : null}
          </p>
          {preview.result.units.length ? (
            <div className={styles.tableScroller} role="region" aria-label={t('generate.firstRows')} tabIndex={0}>
              <table className={`${tableStyles.table} ${styles.table}`}>
                <thead>
                  <tr>
                    <th scope="col">{t('table.number')}</th>
                    <th scope="col" className={styles.wideOnly}>
                      {t('table.floor')}
                    </th>
                    <th scope="col" className={styles.wideOnly}>
                      {t('table.position')}
                    </th>
                    <th scope="col">{t('table.typology')}</th>
                    <th scope="col" className={styles.num}>
                      {t('table.price')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {preview.result.units.slice(0, PREVIEW_ROWS).map((u) => (
                    <tr key={u.number}>
                      <td>{u.number}</td>
                      <td className={styles.wideOnly}>{n(u.floor)}</td>
                      <td className={styles.wideOnly}>{u.position === null ? '—' : n(u.position)}</td>
                      <td>{typologies.find((x) => x.code === u.typology)?.name ?? u.typology}</td>
                      <td className={styles.num}>{u.price === null ? t('cell.noPrice') : formatPrice(u.price, currency, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {preview.result.units.length > PREVIEW_ROWS ? <p className={styles.muted}>{t('generate.more', { n: n(preview.result.units.length - PREVIEW_ROWS) })}</p> : null}
          <Problem text={problem} />
          <PreviewButtons busy={busy} disabled={preview.result.create === 0} label={t('generate.create', { n: n(preview.result.create) })} onApply={() => void apply()} onBack={back} />
        </section>
      ) : (
        <form className={styles.body} noValidate onSubmit={(event) => void submit(event)}>
          <ModalDialog.Description className={styles.muted}>{t('generate.lead')}</ModalDialog.Description>
          <div className={styles.fields}>
            {numberField(NUMBER_FIELDS.floor_from, t('generate.floorFrom'), NUMERIC)}
            {numberField(NUMBER_FIELDS.floor_to, t('generate.floorTo'), NUMERIC)}
            {numberField(NUMBER_FIELDS.positions, t('generate.positions'), NUMERIC)}
            <AdminField label={t('generate.template')} error={errors.number_template?.message}>
              {(props) => <input {...props} className={itemStyles.input} {...form.register('number_template')} aria-describedby={`${props['aria-describedby'] ?? ''} generate-template-hint`.trim()} />}
            </AdminField>
            {numberField(NUMBER_FIELDS.base_price, t('generate.basePrice'), DECIMAL)}
            {numberField(NUMBER_FIELDS.floor_step, t('generate.floorStep'), DECIMAL)}
            <AdminSelect label={t('edit.furniture')} error={errors.furniture?.message} options={CATEGORIES} optionText={(c) => t(`furniture.${c as (typeof CATEGORIES)[number]}`)} {...form.register('furniture')} />
          </div>
          <p id="generate-template-hint" className={styles.muted}>
            {t('generate.templateHint', { example: example || '—' })}
          </p>
          <fieldset className={styles.fieldset}>
            <legend className={styles.sectionTitle}>{t('generate.typologies')}</legend>
            {typologies.length === 0 ? <p className={styles.problem}>{development.isPending ? t('loading') : t('generate.noTypologies')}</p> : null}
            <div className={styles.positions}>
              {Array.from({ length: positionCount }, (_, i) => (
                <AdminSelect
                  key={i}
                  label={t('generate.positionType', { n: n(i + 1) })}
                  error={undefined}
                  options={typologies.map((u) => u.code)}
                  optionText={(code) => typologies.find((u) => u.code === code)?.name ?? code}
                  {...form.register(`typologies.${i}`)}
                />
              ))}
            </div>
            {errors.typologies?.message ? <p className={itemStyles.fieldError}>{message(errors.typologies.message)}</p> : null}
          </fieldset>
          <Problem text={problem} />
          <FormButtons busy={busy} disabled={typologies.length === 0} />
        </form>
      )}
    </ModalDialog>
  );
}
