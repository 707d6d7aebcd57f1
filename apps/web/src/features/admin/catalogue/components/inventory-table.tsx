// The inventory's table at catalogue scale (issue 13): one real <table> (its header, row and
// column semantics stay native for screen readers) in its own scrolling box, drawing only the
// rows on screen between two spacer rows. Rows are group headers and items, laid out from the
// summary's group counts (inventory-rows.ts); items come from GET /items/page a window at a
// time. aria-rowcount / aria-rowindex tell a screen reader where a row sits in the whole table.
import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { ImageOff } from 'lucide-react';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryGroup, InventorySummary, Item } from '@vitrina/contracts';
import { useLanguage } from '../../../../lib/i18n';
import { formatNumber } from '../../../../lib/format';
import { usePagedRows } from '../../../../lib/lists/use-paged-rows';
import { OVERSCAN_ROWS, PAGE_ROWS, spacers } from '../../../../lib/lists/window-math';
import { itemsPageQueryOptions } from '../../../../api/admin/get-items-page';
import { inventoryLayout, inventoryRowAt, itemOffsetsOfRows, type InventoryRow } from '../inventory-rows';
import styles from './inventory.module.css';
import tableStyles from '../../../../components/ui/table.module.css';

/**
 * Every row is one line (longer texts end in an ellipsis, their whole text in the cell's title):
 * 8 + 24 + 8 px and a 1 px border (inventory.module.css). Fixed heights need no measuring: with
 * 50,000 rows, measuring rows as they come re-adds the list's heights on every scroll step.
 */
const ROW_HEIGHT = 41;
const COLUMN_COUNT = 5;

export function InventoryTable({ view, busy }: { view: InventorySummary & { q: string }; busy: boolean }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const headRef = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(ROW_HEIGHT);
  const layout = useMemo(() => inventoryLayout(view.groups), [view.groups]);

  // No React Compiler here (vite.config.ts): the virtualizer's functions re-render as they should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: layout.rowCount,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN_ROWS,
    // Rows start below the sticky header; scrolling to a row leaves it clear of the header.
    scrollMargin: headHeight,
    scrollPaddingStart: headHeight,
  });

  useLayoutEffect(() => {
    if (headRef.current) setHeadHeight(headRef.current.getBoundingClientRect().height);
  }, [lang]);

  const rows = virtualizer.getVirtualItems();
  const offsets = rows.length ? itemOffsetsOfRows(layout, rows[0]!.index, rows[rows.length - 1]!.index) : null;
  const items = usePagedRows({
    page: (offset, limit) => itemsPageQueryOptions({ q: view.q, offset, limit }, lang),
    first: offsets?.first ?? 0,
    last: offsets?.last ?? -1,
    total: view.items,
    pageSize: PAGE_ROWS,
  });
  const { before, after } = spacers(rows, virtualizer.getTotalSize(), headHeight);

  // Consecutive rows of one group share a <tbody>, so a group header names its rows (scope=rowgroup).
  const runs: { group: number; rows: { virtual: VirtualItem; row: InventoryRow }[] }[] = [];
  for (const virtual of rows) {
    const row = inventoryRowAt(layout, virtual.index);
    if (!row) continue;
    const last = runs[runs.length - 1];
    if (last && last.group === row.group) last.rows.push({ virtual, row });
    else runs.push({ group: row.group, rows: [{ virtual, row }] });
  }

  return (
    <div ref={scrollerRef} className={styles.scroller} data-scroller role="region" aria-label={t('inventory.title')} tabIndex={0} aria-busy={busy}>
      <table className={`${tableStyles.table} ${styles.table}`} aria-rowcount={layout.rowCount + 2}>
        <colgroup>
          <col />
          <col className={styles.codeColumn} />
          <col className={styles.typeColumn} />
          <col className={styles.numColumn} />
          <col className={styles.imageColumn} />
        </colgroup>
        <thead ref={headRef}>
          <tr aria-rowindex={1}>
            <th scope="col">{t('inventory.columns.item')}</th>
            <th scope="col">{t('inventory.columns.code')}</th>
            <th scope="col">{t('inventory.columns.type')}</th>
            <th scope="col" className={styles.num}>
              {t('inventory.columns.quantity')}
            </th>
            <th scope="col">{t('inventory.columns.image')}</th>
          </tr>
        </thead>
        {before > 0 ? <Spacer height={before} /> : null}
        {runs.map((run) => (
          <tbody key={run.rows[0]!.virtual.index}>
            {run.rows.map(({ virtual, row }) => {
              const key = virtual.index;
              return row.kind === 'group' ? (
                <GroupRow key={key} index={virtual.index} group={view.groups[row.group]!} lang={lang} />
              ) : (
                <ItemRow key={key} index={virtual.index} item={items.rowAt(row.offset)} lang={lang} />
              );
            })}
          </tbody>
        ))}
        {after > 0 ? <Spacer height={after} /> : null}
        <tfoot>
          <tr aria-rowindex={layout.rowCount + 2}>
            <th scope="row" colSpan={3}>
              {t('inventory.total')}
            </th>
            <td className={styles.num}>{formatNumber(view.pieces, lang)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
      {items.isError ? (
        <p className={styles.rowsError} role="alert">
          {t('items.loadError')}
        </p>
      ) : null}
    </div>
  );
}

/** The space of the rows not drawn: hidden from assistive technology, which counts rows by aria-rowindex. */
function Spacer({ height }: { height: number }) {
  return (
    <tbody aria-hidden="true">
      <tr className={styles.spacer}>
        <td colSpan={COLUMN_COUNT} style={{ height }} />
      </tr>
    </tbody>
  );
}

interface RowProps {
  index: number;
  lang: string | undefined;
}

// Rows render once: scrolling only adds and removes rows (memo).
const GroupRow = memo(function GroupRow({ index, group, lang }: RowProps & { group: InventoryGroup }) {
  const { t } = useTranslation('admin');
  return (
    <tr aria-rowindex={index + 2} className={styles.groupRow}>
      <th scope="rowgroup" colSpan={3} title={`${t(`items.category.${group.category}`)} ${group.typology} · ${group.room_label}`}>
        <span className={styles.groupCategory} data-level={group.category}>
          {t(`items.category.${group.category}`)}
        </span>
        {` ${group.typology} · ${group.room_label}`}
      </th>
      <td className={styles.num}>{formatNumber(group.pieces, lang)}</td>
      <td>
        {group.without_image > 0 ? (
          <span className={styles.flag}>
            <ImageOff size={14} aria-hidden="true" />
            {t('inventory.groupWithoutImage', { count: group.without_image, formattedCount: formatNumber(group.without_image, lang) })}
          </span>
        ) : null}
      </td>
    </tr>
  );
});

const ItemRow = memo(function ItemRow({ index, item, lang }: RowProps & { item: Item | undefined }) {
  const { t } = useTranslation('admin');
  if (!item) {
    // Its page is on the way: a quiet placeholder of the row's height.
    return (
      <tr aria-rowindex={index + 2} aria-busy="true" className={styles.pendingRow}>
        <td colSpan={COLUMN_COUNT}>
          <span className={styles.pendingBar} />
        </td>
      </tr>
    );
  }
  return (
    <tr aria-rowindex={index + 2} data-missing-image={item.image ? undefined : ''} data-code={item.code}>
      <td title={item.item}>{item.item}</td>
      <td className={styles.code} title={item.code}>
        {item.code}
      </td>
      <td title={item.type}>{item.type}</td>
      <td className={styles.num}>{formatNumber(item.quantity, lang)}</td>
      <td>
        {item.image ? (
          t('inventory.yes')
        ) : (
          <span className={styles.flag}>
            <ImageOff size={14} aria-hidden="true" />
            {t('inventory.noImage')}
          </span>
        )}
      </td>
    </tr>
  );
});
