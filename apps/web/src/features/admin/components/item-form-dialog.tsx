// Create or edit an item (SPEC §2.9 admin): every field, name and description in es, en and fr
// (POST /items, PUT /items/{id}; contracts itemWriteRequestSchema).
import { Dialog } from '@base-ui/react/dialog';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ITEM_CATEGORIES,
  LANGUAGES,
  TYPOLOGY_CODES,
  itemWriteRequestSchema,
  type Item,
  type Language,
} from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { notify } from '../../../components/notifications/notification-service';
import { isApiError } from '../../../lib/api-client';
import { fetchItemIn, saveItem } from '../api/items-api';
import dialogStyles from './assign-dialog.module.css';
import styles from './items.module.css';

const PLAIN_FIELDS = ['code', 'room', 'type'] as const;

type Texts = Record<Language, string>;
interface Draft {
  item: Texts;
  description: Texts;
  code: string;
  room: string;
  type: string;
  category: string;
  typology: string;
  quantity: string;
}

const emptyTexts = (): Texts => ({ es: '', en: '', fr: '' });
const blank = (): Draft => ({ item: emptyTexts(), description: emptyTexts(), code: '', room: '', type: '', category: 'ESTANDAR', typology: '2R', quantity: '1' });

async function loadDraft(item: Item, signal: AbortSignal): Promise<Draft> {
  const byLang = await Promise.all(LANGUAGES.map((lang) => fetchItemIn(item.id, lang, signal)));
  const pick = (field: 'item' | 'description') => Object.fromEntries(LANGUAGES.map((lang, i) => [lang, byLang[i]![field]])) as Texts;
  return {
    item: pick('item'),
    description: pick('description'),
    code: item.code,
    room: item.room,
    type: item.type,
    category: item.category,
    typology: item.typology ?? '2R',
    quantity: String(item.quantity),
  };
}

export function ItemFormDialog({ item, onClose }: { item: Item | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const existing = useQuery({
    queryKey: ['admin', 'item-draft', item?.id],
    queryFn: ({ signal }) => loadDraft(item!, signal),
    enabled: item !== null,
    staleTime: 0,
    gcTime: 0,
  });
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

function ItemForm({ id, initial, onClose }: { id: number | null; initial: Draft; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const base = useId();
  const [draft, setDraft] = useState<Draft>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = itemWriteRequestSchema.safeParse({ ...draft, quantity: Number(draft.quantity) });
    if (!parsed.success) {
      setProblem(t('items.invalid', { field: parsed.error.issues[0]?.path.join('.') ?? '' }));
      return;
    }
    setSaving(true);
    try {
      const answer = await saveItem(id, parsed.data);
      notify.alert({ message: answer.message, type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'items'] });
      onClose();
    } catch (error) {
      setProblem(isApiError(error) && error.body ? error.message : t('items.saveError'));
    } finally {
      setSaving(false);
    }
  }

  const text = (key: string, label: string, value: string, onChange: (v: string) => void, multiline = false) => (
    <div className={styles.field} key={key}>
      <label className={styles.label} htmlFor={`${base}-${key}`}>
        {label}
      </label>
      {multiline ? (
        <textarea id={`${base}-${key}`} className={styles.textarea} value={value} onChange={(e) => onChange(e.currentTarget.value)} rows={2} />
      ) : (
        <input id={`${base}-${key}`} className={styles.input} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.fieldset}>
          <legend className={styles.legend}>{t(`items.languages.${lang}`)}</legend>
          {text(`item-${lang}`, t('items.name'), draft.item[lang], (v) => set({ item: { ...draft.item, [lang]: v } }))}
          {text(`desc-${lang}`, t('items.description'), draft.description[lang], (v) => set({ description: { ...draft.description, [lang]: v } }), true)}
        </fieldset>
      ))}
      <div className={styles.formGrid}>
        {PLAIN_FIELDS.map((field) => text(field, t(`items.${field}`), draft[field], (v) => set({ [field]: v })))}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${base}-quantity`}>
            {t('items.quantity')}
          </label>
          <input id={`${base}-quantity`} className={styles.input} type="number" min={0} inputMode="numeric" value={draft.quantity} onChange={(e) => set({ quantity: e.currentTarget.value })} />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${base}-category`}>
            {t('items.categoryLabel')}
          </label>
          <select id={`${base}-category`} className={styles.input} value={draft.category} onChange={(e) => set({ category: e.currentTarget.value })}>
            {ITEM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`items.category.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${base}-typology`}>
            {t('items.typology')}
          </label>
          <select id={`${base}-typology`} className={styles.input} value={draft.typology} onChange={(e) => set({ typology: e.currentTarget.value })}>
            {TYPOLOGY_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
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
