// Create or edit an item (SPEC §2.9 admin): every field, name and description in es, en and fr
// (POST /items, PUT /items/{id}; contracts itemWriteRequestSchema). A refused field — by the
// shared schema in the browser or by the server's 422/409 — shows its own translated message
// under it, and focus moves to the first one.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ITEM_CATEGORIES,
  ITEM_QUANTITY_MAX,
  LANGUAGES,
  TYPOLOGY_CODES,
  itemWriteRequestSchema,
  type Item,
  type ItemWriteRequest,
} from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { notify } from '../../../../components/notifications/notification-service';
import { ModalDialog, useDialogBusy } from '../../../../components/ui/modal-dialog';
import { useMessageText } from '../../../../components/form/use-field-error';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useCreateItem } from '../../../../api/admin/create-item';
import { useItemDraft } from '../get-item-draft';
import { draftToRequest, type ItemDraft, type ItemTexts } from '../item-form';
import { useUpdateItem } from '../../../../api/admin/update-item';
import { AdminField, AdminSelect } from '../../shared/components/admin-field';
import dialogStyles from '../../shared/components/assign-dialog.module.css';
import styles from '../../shared/components/items.module.css';

const PLAIN_FIELDS = ['code', 'room', 'type'] as const;

type Draft = ItemDraft;
type Texts = ItemTexts;

const emptyTexts = (): Texts => ({ es: '', en: '', fr: '' });
const blank = (): Draft => ({ item: emptyTexts(), description: emptyTexts(), code: '', room: '', type: '', category: 'ESTANDAR', typology: '2R', quantity: '1' });

export function ItemFormDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const existing = useItemDraft(item);
  const ready = item === null || existing.isSuccess;
  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={`${dialogStyles.popup} ${styles.formPopup}`}
      backdropClassName={dialogStyles.backdrop}
    >
      <ModalDialog.Title className={dialogStyles.title}>{item ? t('items.editTitle') : t('items.createTitle')}</ModalDialog.Title>
      {existing.isError ? (
        <p className={styles.error} role="alert">
          {t('items.loadError')}
        </p>
      ) : ready ? (
        <ItemForm id={item?.id ?? null} initial={existing.data ?? blank()} onClose={onClose} />
      ) : (
        <p role="status">{t('assign.loading')}</p>
      )}
    </ModalDialog>
  );
}

function ItemForm({ id, initial, onClose }: { id: number | null; initial: Draft; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const errorText = useErrorText('admin');
  const create = useCreateItem();
  const update = useUpdateItem();
  const form = useSchemaForm<Draft, ItemWriteRequest>(itemWriteRequestSchema, { defaultValues: initial, toSchemaInput: draftToRequest });
  const { errors, isSubmitting } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);
  useDialogBusy(isSubmitting);

  const submit = form.handleSubmit(
    async (request) => {
      setProblem(null);
      try {
        const answer = id === null ? await create.mutateAsync(request) : await update.mutateAsync({ id, body: request });
        notify.alert({ message: answer.message, type: 'success' });
        onClose();
      } catch (error) {
        // A refusal tied to fields (422, a taken code's 409) is shown at the fields; anything else above the buttons.
        if (!Object.keys(serverFieldErrors(error)).length) return setProblem(errorText(error, 'items.saveError'));
        const unplaced = form.placeServerErrors(error);
        setProblem(unplaced.length ? unplaced.map((m) => message(m)).join(' ') : t('items.invalid'));
      }
    },
    () => setProblem(t('items.invalid')),
  );

  const text = (path: `${'item' | 'description'}.${keyof Texts}` | (typeof PLAIN_FIELDS)[number], label: string, error: string | undefined, multiline = false) => (
    <AdminField key={path} label={label} error={error}>
      {(props) => (multiline ? <textarea {...props} className={styles.textarea} rows={2} {...form.register(path)} /> : <input {...props} className={styles.input} {...form.register(path)} />)}
    </AdminField>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`items.languages.${lang}`)}</legend>
          {text(`item.${lang}`, t('items.name'), errors.item?.[lang]?.message)}
          {text(`description.${lang}`, t('items.description'), errors.description?.[lang]?.message, true)}
        </fieldset>
      ))}
      <div className={styles.formGrid}>
        {PLAIN_FIELDS.map((name) => text(name, t(`items.${name}`), errors[name]?.message))}
        <AdminField label={t('items.quantity')} error={errors.quantity?.message}>
          {(props) => <input {...props} className={styles.input} type="number" min={0} max={ITEM_QUANTITY_MAX} step={1} inputMode="numeric" {...form.register('quantity')} />}
        </AdminField>
        <AdminSelect label={t('items.categoryLabel')} error={errors.category?.message} options={ITEM_CATEGORIES} optionText={(c) => t(`items.category.${c}` as never)} {...form.register('category')} />
        <AdminSelect label={t('items.typology')} error={errors.typology?.message} options={TYPOLOGY_CODES} optionText={(c) => c} {...form.register('typology')} />
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={dialogStyles.actions}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('assign.cancel')}</ModalDialog.Close>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={isSubmitting}>
          {t('items.save')}
        </button>
      </div>
    </form>
  );
}
