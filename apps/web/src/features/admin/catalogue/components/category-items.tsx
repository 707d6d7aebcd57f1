// The admin category item list (SPEC §2.9): standard, GOLD, PREMIUM and Black; the items of the
// category (BLACK lists none: 'No hay ítems en esta categoría.'); create and edit an item. At
// catalogue scale (issue 13) the items come from GET /items/page?category=…, searched on the
// server, a window at a time, and the list draws only the rows in its scrolling box.
import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ImageOff, PencilLine, Plus, Search } from 'lucide-react';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORIES, SEARCH_MAX_LENGTH, type Category, type Item } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/format';
import { useColumns, type ColumnSteps } from '../../../../lib/lists/use-columns';
import { useDebouncedValue } from '../../../../lib/lists/use-debounced-value';
import { usePagedRows } from '../../../../lib/lists/use-paged-rows';
import { useShownFilter } from '../../../../lib/lists/use-shown-filter';
import { PAGE_ROWS, gridRowCount, gridRowItems, overscanFor, spacers } from '../../../../lib/lists/window-math';
import { itemsPageQueryOptions } from '../../../../api/admin/get-items-page';
import { ItemFormDialog } from './item-form-dialog';
import adminStyles from '../../shared/components/admin.module.css';
import styles from '../../shared/components/items.module.css';
import listStyles from './category-items.module.css';

/** Two items a row from 900 px, as category-items.module.css lays them out. */
const COLUMNS: ColumnSteps = [[900, 2]];
/**
 * Every row is one height (a 56 px picture, 8 px padding and a 1 px border; texts on one line)
 * and the CSS gap: fixed heights need no measuring, with thousands of rows in a category.
 */
const ROW_HEIGHT = 74;
const ROW_GAP = 8;

export function CategoryItems() {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const searchId = useId();
  const [category, setCategory] = useState<Category>('ESTANDAR');
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim());
  // BLACK shows a marketing view and never lists items (SPEC §4): nothing is asked.
  const lists = category !== 'BLACK';
  const filter = { category, q };
  const firstPage = (f: typeof filter, offset = 0, limit = PAGE_ROWS) => itemsPageQueryOptions({ q: f.q, category: f.category, offset, limit }, lang);
  const probe = useQuery({ ...firstPage(filter), enabled: lists });
  const { shown, pending } = useShownFilter(filter, `${category}\u0000${q}`, probe.isSuccess || probe.isError || !lists);

  return (
    <section className={styles.panel} aria-labelledby="category-title">
      <div className={listStyles.panelHead}>
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
      {lists ? (
        <label className={adminStyles.search} htmlFor={searchId} data-focus-ring="within">
          <Search size={18} aria-hidden="true" />
          <span className={adminStyles.visuallyHidden}>{t('items.searchList')}</span>
          <input
            id={searchId}
            type="search"
            className={adminStyles.searchInput}
            placeholder={t('items.searchList')}
            value={query}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </label>
      ) : null}
      {shown.category === 'BLACK' ? (
        <p className={adminStyles.empty}>{t('items.empty')}</p>
      ) : (
        <VirtualItemList
          key={`${shown.category}\u0000${shown.q}`}
          page={(offset, limit) => firstPage(shown, offset, limit)}
          busy={pending}
          empty={shown.q ? t('inventory.empty') : t('items.empty')}
          countLabel={(n) => t('items.count', { count: n, formattedCount: formatNumber(n, lang) })}
          onEdit={setEditing}
        />
      )}
      {editing ? <ItemFormDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

interface ListProps {
  page: (offset: number, limit: number) => ReturnType<typeof itemsPageQueryOptions>;
  busy: boolean;
  empty: string;
  countLabel: (count: number) => string;
  onEdit: (item: Item) => void;
}

/** One category and search: a new one mounts afresh, at its top. */
function VirtualItemList({ page, busy, empty, countLabel, onEdit }: ListProps) {
  const { t } = useTranslation('admin');
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columns = useColumns(COLUMNS, 1);
  const [total, setTotal] = useState<number | undefined>(undefined);
  const count = total ?? 0;
  const rowCount = gridRowCount(count, columns);
  // No React Compiler here (vite.config.ts): the virtualizer's functions re-render as they should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    gap: ROW_GAP,
    overscan: overscanFor(rowCount, count),
  });
  const rows = virtualizer.getVirtualItems();
  const first = rows.length ? rows[0]!.index * columns : 0;
  const last = rows.length ? (rows[rows.length - 1]!.index + 1) * columns - 1 : PAGE_ROWS - 1;
  const paged = usePagedRows({ page, first, last, total });
  // The total comes with any page; kept so the list keeps its length while scrolling far.
  useLayoutEffect(() => {
    if (paged.total !== undefined && paged.total !== total) setTotal(paged.total);
  }, [paged.total, total]);

  if (paged.isError && total === undefined) {
    return (
      <p className={styles.error} role="alert">
        {t('items.loadError')}
      </p>
    );
  }
  if (total === 0) return <p className={adminStyles.empty}>{empty}</p>;
  const { before, after } = spacers(rows, virtualizer.getTotalSize());
  return (
    <>
      <p className={styles.hint} aria-live="polite">
        {total === undefined ? '' : countLabel(total)}
      </p>
      <div ref={scrollerRef} className={listStyles.itemScroller} data-scroller role="region" aria-label={t('items.listTitle')} tabIndex={0} aria-busy={busy || total === undefined}>
        <ul className={listStyles.itemList} data-testid="category-items" style={{ paddingTop: before, paddingBottom: after }}>
          {rows.flatMap((row) =>
            gridRowItems(row.index, columns, count).map((index) => {
              const item = paged.rowAt(index);
              return item ? (
                <ItemRow key={item.id} item={item} onEdit={onEdit} />
              ) : (
                <li key={`pending-${index}`} className={`${listStyles.itemRow} ${listStyles.listRow} ${listStyles.pendingRow}`} aria-busy="true" />
              );
            }),
          )}
        </ul>
      </div>
    </>
  );
}

interface RowProps {
  item: Item;
  onEdit: (item: Item) => void;
}

/** A row renders once: scrolling only adds and removes rows (memo). */
const ItemRow = memo(function ItemRow({ item, onEdit }: RowProps) {
  const { t } = useTranslation('admin');
  const meta = `${item.code} · ${item.typology ?? ''} · ${item.room_label ?? item.room} · ×${item.quantity}`;
  return (
    <li className={`${listStyles.itemRow} ${listStyles.listRow}`}>
      <span className={listStyles.thumb} style={{ background: item.image_color ?? undefined }}>
        {item.image ? <img src={item.image} alt="" width={56} height={56} loading="lazy" /> : <ImageOff size={20} aria-hidden="true" />}
      </span>
      <span className={styles.itemText}>
        <span className={`${styles.itemName} ${listStyles.oneLine}`} title={item.item}>
          {item.item}
        </span>
        <span className={`${styles.itemMeta} ${listStyles.oneLine}`} title={meta}>
          {meta}
        </span>
      </span>
      <button type="button" className={styles.iconButton} aria-label={t('items.edit', { name: item.item })} onClick={() => onEdit(item)}>
        <PencilLine size={18} aria-hidden="true" />
      </button>
    </li>
  );
});
