// The admin category item list (SPEC §2.9): standard, GOLD, PREMIUM and Black; the items of the
// category (BLACK lists none: 'No hay ítems en esta categoría.'); create and edit an item.
import { ImageOff, PencilLine, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category, type Item } from '@vitrina/contracts';
import buttonStyles from '../../../components/ui/button.module.css';
import { ItemFormDialog } from './item-form-dialog';
import adminStyles from './admin.module.css';
import styles from './items.module.css';

export function CategoryItems({ items, loading }: { items: Item[]; loading: boolean }) {
  const { t } = useTranslation('admin');
  const [category, setCategory] = useState<Category>('ESTANDAR');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  // BLACK shows a marketing view and never lists items (SPEC §4).
  const shown = category === 'BLACK' ? [] : items.filter((item) => item.category === category);

  return (
    <section className={styles.panel} aria-labelledby="category-title">
      <div className={styles.panelHead}>
        <h2 id="category-title" className={styles.panelTitle}>
          {t('items.listTitle')}
        </h2>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => setEditing('new')}>
          <Plus size={18} aria-hidden="true" />
          {t('items.create')}
        </button>
      </div>
      <div className={`${adminStyles.segmented} ${adminStyles.categories}`} role="group" aria-label={t('items.categories')}>
        {CATEGORIES.map((value) => (
          <button key={value} type="button" className={adminStyles.segment} aria-pressed={category === value} onClick={() => setCategory(value)}>
            {t(`items.category.${value}`)}
          </button>
        ))}
      </div>
      {loading ? null : shown.length === 0 ? (
        <p className={adminStyles.empty}>{t('items.empty')}</p>
      ) : (
        <ul className={styles.itemList} data-testid="category-items">
          {shown.map((item) => (
            <li key={item.id} className={styles.itemRow}>
              <span className={styles.thumb} style={{ background: item.image_color ?? undefined }}>
                {item.image ? <img src={item.image} alt="" width={56} height={56} loading="lazy" /> : <ImageOff size={20} aria-hidden="true" />}
              </span>
              <span className={styles.itemText}>
                <span className={styles.itemName}>{item.item}</span>
                <span className={styles.itemMeta}>{`${item.code} · ${item.typology ?? ''} · ${item.room_label ?? item.room} · ×${item.quantity}`}</span>
              </span>
              <button type="button" className={styles.iconButton} aria-label={t('items.edit', { name: item.item })} onClick={() => setEditing(item)}>
                <PencilLine size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing ? <ItemFormDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
