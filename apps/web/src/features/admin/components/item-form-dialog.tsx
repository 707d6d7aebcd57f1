// Create or edit an item (SPEC §2.9 admin): every field, name and description in es, en and fr
// (POST /items, PUT /items/{id}; contracts itemWriteRequestSchema). A refused field — by the
// shared schema in the browser or by the server's 422/409 — shows its own translated message
// under it, and focus moves to the first one.
import { Dialog } from '@base-ui/react/dialog';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ITEM_CATEGORIES,
  ITEM_QUANTITY_MAX,
  LANGUAGES,
  TYPOLOGY_CODES,
  type Item,
} from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { useMessageText } from '../../../components/form/use-field-error';
import { isApiError } from '../../../lib/api-error';
import { focusFirstInvalid, serverFieldErrors, unplacedErrors, type FieldErrors } from '../../../lib/field-errors';
import { useCreateItem } from '../../../api/admin/create-item';
import { useItemDraft } from '../get-item-draft';
import { checkItemDraft, type ItemDraft, type ItemTexts } from '../item-form';
import { useUpdateItem } from '../../../api/admin/update-item';
import dialogStyles from './assign-dialog.module.css';
import styles from './items.module.css';

const PLAIN_FIELDS = ['code', 'room', 'type'] as const;
/** Field paths of the controls that are not plain text (names, not copy). */
const QUANTITY = 'quantity';
const CATEGORY = 'category';
const TYPOLOGY = 'typology';

type Draft = ItemDraft;
type Texts = ItemTexts;

const emptyTexts = (): Texts => ({ es: '', en: '', fr: '' });
const blank = (): Draft => ({ item: emptyTexts(), description: emptyTexts(), code: '', room: '', type: '', category: 'ESTANDAR', typology: '2R', quantity: '1' });

export function ItemFormDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const existing = useItemDraft(item);
  const ready = item === null || existing.isSuccess;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Popup className={`${dialogStyles.popup} ${styles.formPopup}`}>
          <Dialog.Title className={dialogStyles.title}>{item ? t('items.editTitle') : t('items.createTitle')}</Dialog.Title>
          {existing.isError ? (
            <p className={styles.error} role="alert">
              {t('items.loadError')}
            </p>
          ) : ready ? (
            <ItemForm id={item?.id ?? null} initial={existing.data ?? blank()} onClose={onClose} />
          ) : (
            <p role="status">{t('assign.loading')}</p>
          )}
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Every field path the form shows, in the form's order: an error of any other path is shown above the buttons. */
const FIELD_PATHS = [
  ...LANGUAGES.flatMap((lang) => [`item.${lang}`, `description.${lang}`]),
  ...PLAIN_FIELDS,
  QUANTITY,
  CATEGORY,
  TYPOLOGY,
] as const;

function ItemForm({ id, initial, onClose }: { id: number | null; initial: Draft; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const message = useMessageText();
  const create = useCreateItem();
  const update = useUpdateItem();
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Bumped on each refused submit: focus then goes to the first marked field, once it is drawn.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);

  const set = (patch: Partial<Draft>, ...paths: string[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    // A field being corrected loses its old message; the others keep theirs until the next submit.
    if (paths.some((path) => path in errors)) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))));
  };

  function refuse(found: FieldErrors, general: string | null) {
    setErrors(found);
    const unplaced = unplacedErrors(found, FIELD_PATHS);
    setProblem(general ?? (unplaced.length ? unplaced.map((m) => message(m)).join(' ') : Object.keys(found).length ? t('items.invalid') : null));
    setRefusals((n) => n + 1);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const checked = checkItemDraft(draft);
    if (!checked.ok) return refuse(checked.errors, null);
    setSaving(true);
    setProblem(null);
    try {
      const answer = id === null ? await create.mutateAsync(checked.request) : await update.mutateAsync({ id, body: checked.request });
      notify.alert({ message: answer.message, type: 'success' });
      onClose();
    } catch (error) {
      const found = serverFieldErrors(error);
      // A refusal tied to fields (422, a taken code's 409) is shown at the fields; anything else above the buttons.
      if (Object.keys(found).length) refuse(found, null);
      else setProblem(isApiError(error) && error.body ? error.message : t('items.saveError'));
    } finally {
      setSaving(false);
    }
  }

  /** Label, control, and the field's message tied to the control for screen readers. */
  const field = (path: string, label: string, control: (props: ControlProps) => React.ReactNode) => {
    const controlId = `${base}-${path.replace('.', '-')}`;
    const error = message(errors[path]);
    return (
      <div className={styles.field} key={path} data-invalid={error ? '' : undefined}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {control({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${controlId}-error` : undefined })}
        {error ? (
          <p id={`${controlId}-error`} className={styles.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  const text = (path: string, label: string, value: string, onChange: (v: string) => void, multiline = false) =>
    field(path, label, (props) =>
      multiline ? (
        <textarea {...props} className={styles.textarea} value={value} onChange={(e) => onChange(e.currentTarget.value)} rows={2} />
      ) : (
        <input {...props} className={styles.input} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      ),
    );

  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`items.languages.${lang}`)}</legend>
          {text(`item.${lang}`, t('items.name'), draft.item[lang], (v) => set({ item: { ...draft.item, [lang]: v } }, `item.${lang}`))}
          {text(`description.${lang}`, t('items.description'), draft.description[lang], (v) => set({ description: { ...draft.description, [lang]: v } }, `description.${lang}`), true)}
        </fieldset>
      ))}
      <div className={styles.formGrid}>
        {PLAIN_FIELDS.map((name) => text(name, t(`items.${name}`), draft[name], (v) => set({ [name]: v }, name)))}
        {field(QUANTITY, t('items.quantity'), (props) => (
          <input {...props} className={styles.input} type="number" min={0} max={ITEM_QUANTITY_MAX} step={1} inputMode="numeric" value={draft.quantity} onChange={(e) => set({ quantity: e.currentTarget.value }, QUANTITY)} />
        ))}
        {field(CATEGORY, t('items.categoryLabel'), (props) => (
          <select {...props} className={styles.input} value={draft.category} onChange={(e) => set({ category: e.currentTarget.value }, CATEGORY)}>
            {ITEM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`items.category.${c}`)}
              </option>
            ))}
          </select>
        ))}
        {field(TYPOLOGY, t('items.typology'), (props) => (
          <select {...props} className={styles.input} value={draft.typology} onChange={(e) => set({ typology: e.currentTarget.value }, TYPOLOGY)}>
            {TYPOLOGY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ))}
      </div>
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={dialogStyles.actions}>
        <Dialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('assign.cancel')}</Dialog.Close>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={saving}>
          {t('items.save')}
        </button>
      </div>
    </form>
  );
}

interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
