// The Admin's edit of a unit (PUT /units/{id}, decision 034): number, floor, position, unit type
// (one of the development's), furniture, size and price — a changed price with its reason, kept
// in the unit's history. Checked by the contracts' unitWriteSchema (use-schema-form); a taken
// number or cell (409) or a refused field (422) shows at its field.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, unitWriteSchema, type InventoryUnit, type UnitWrite } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useMessageText } from '../../../../components/form/use-field-error';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useLanguage } from '../../../../lib/i18n';
import { useAdminDevelopment } from '../../../../api/admin-developments/get-admin-development';
import { useSaveUnit } from '../../../../api/units/save-unit';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import itemStyles from '../../shared/components/items.module.css';
import { numberOrText } from '../form-values';
import styles from './unit-panel.module.css';

interface UnitValues {
  number: string;
  floor: string;
  position: string;
  typology: string;
  furniture: string;
  size_m2: string;
  price: string;
  price_reason: string;
}

const NUMERIC = 'numeric';
const DECIMAL = 'decimal';
/** The text fields by name (the form's keys, not texts). */
const FIELDS = { number: 'number', floor: 'floor', position: 'position', size_m2: 'size_m2', price: 'price', price_reason: 'price_reason' } as const satisfies Partial<Record<keyof UnitValues, keyof UnitValues>>;

const valuesOf = (unit: InventoryUnit): UnitValues => ({
  number: unit.number,
  floor: String(unit.floor),
  position: unit.position === null ? '' : String(unit.position),
  typology: unit.typology.code,
  furniture: unit.furniture,
  size_m2: String(unit.size_m2),
  price: unit.price === null ? '' : String(unit.price),
  price_reason: '',
});

export function UnitEditForm({ unit, slug, onDone }: { unit: InventoryUnit; slug: string; onDone: () => void }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const message = useMessageText();
  const errorText = useErrorText('units');
  const save = useSaveUnit();
  useDialogBusy(save.isPending);
  const development = useAdminDevelopment(slug);
  const typologies = development.data?.typologies.map((u) => ({ code: u.code as string, name: u.name[lang] })) ?? [{ code: unit.typology.code, name: unit.typology.name }];
  const [problem, setProblem] = useState<string | null>(null);
  const form = useSchemaForm<UnitValues, UnitWrite>(unitWriteSchema, {
    defaultValues: valuesOf(unit),
    toSchemaInput: (v) => ({
      number: v.number,
      floor: numberOrText(v.floor),
      position: v.position.trim() ? numberOrText(v.position) : null,
      typology: v.typology,
      furniture: v.furniture,
      ...(v.size_m2.trim() ? { size_m2: numberOrText(v.size_m2) } : {}),
      price: v.price.trim() ? numberOrText(v.price) : null,
      price_reason: v.price_reason,
    }),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await save.mutateAsync({ target: { kind: 'update', unitId: unit.id }, body });
      notify.toast(t('edit.saved', { number: body.number }));
      onDone();
    } catch (error) {
      if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'edit.error'));
      const rest = form.placeServerErrors(error);
      setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : null);
    }
  });

  const text = (name: keyof UnitValues, inputMode?: typeof NUMERIC | typeof DECIMAL) => (
    <AdminField label={t(`edit.${name}`)} error={errors[name]?.message}>
      {(props) => <input {...props} className={itemStyles.input} inputMode={inputMode} {...form.register(name)} />}
    </AdminField>
  );

  return (
    <form className={styles.moveForm} noValidate aria-labelledby="unit-edit-title" onSubmit={(event) => void submit(event)}>
      <h3 id="unit-edit-title" className={styles.sectionTitle}>
        {t('edit.title')}
      </h3>
      <div className={styles.formGrid}>
        {text(FIELDS.number)}
        {text(FIELDS.floor, NUMERIC)}
        {text(FIELDS.position, NUMERIC)}
        <AdminSelect
          label={t('edit.typology')}
          error={errors.typology?.message}
          options={typologies.map((u) => u.code)}
          optionText={(code) => typologies.find((u) => u.code === code)?.name ?? code}
          {...form.register('typology')}
        />
        <AdminSelect label={t('edit.furniture')} error={errors.furniture?.message} options={CATEGORIES} optionText={(c) => t(`furniture.${c as (typeof CATEGORIES)[number]}`)} {...form.register('furniture')} />
        {text(FIELDS.size_m2, DECIMAL)}
        {text(FIELDS.price, DECIMAL)}
        {text(FIELDS.price_reason)}
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actionButtons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={save.isPending}>
          {save.isPending ? t('edit.saving') : t('edit.save')}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={save.isPending} onClick={onDone}>
          {t('move.back')}
        </button>
      </div>
    </form>
  );
}
