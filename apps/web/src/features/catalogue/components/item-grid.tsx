// The show room's grid of item cards (SPEC §2.6), drawn a few rows at a time when a category
// holds thousands of items (issue 13): one <ul> laid out by the CSS grid as before, holding the
// cards of the rows on screen between two paddings that stand for the rest. A category of the
// development's own size (up to DRAW_WHOLE_MAX cards) is drawn whole, as before: the server's
// HTML lists every card, and find-in-page and a screen reader's browse mode see them all.
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '@vitrina/contracts';
import { useLanguage } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/format';
import { useColumns, type ColumnSteps } from '../../../lib/lists/use-columns';
import { useListBox } from '../../../lib/lists/use-list-box';
import { DRAW_WHOLE_MAX, gridRowCount, gridRowItems, overscanFor, spacers } from '../../../lib/lists/window-math';
import { itemPath } from '../../../lib/routes';
import { useHydrated } from '../../../lib/use-hydrated';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { CARD_SIZES } from '../../../lib/card-sizes';
import { ItemImage } from './item-image';
import styles from './item-grid.module.css';

/** The grid's columns and gaps at each width, as item-grid.module.css lays them out. */
const COLUMNS: ColumnSteps = [
  [1024, 3],
  [600, 2],
];
const gapFor = (columns: number) => (columns === 3 ? 24 : 16);
/** Below the 4:3 picture: the name (up to two lines), the units line and the padding. */
const CARD_BODY = 112;
/** What the server and hydration assume: a desktop's three columns of 340 px. */
const SERVER_COLUMNS = 3;
const SERVER_WIDTH = 1068;
/** Rows the server draws of a long category (about two screens). */
const SERVER_ROWS = 4;
/** The first row's pictures load at once; the rest lazily. */
const EAGER_CARDS = 3;
/** Rows of cards drawn beyond each edge of the screen (a row is a third of a screen or more). */
const OVERSCAN_CARD_ROWS = 2;

export function ItemGrid({ items }: { items: readonly Item[] }) {
  const { t } = useTranslation('catalogue');
  const lang = useLanguage();
  const listRef = useRef<HTMLUListElement>(null);
  const hydrated = useHydrated();
  // A category of the development's size is drawn whole, by the server and in the browser alike:
  // the CSS grid cuts its rows, nothing is measured, and hydrating changes none of its cards
  // (re-cutting them into the phone's rows and measuring each row was the show room's longest
  // task after hydrating, issue 23). Only a longer one is virtualized.
  const whole = items.length <= DRAW_WHOLE_MAX;
  const columns = useColumns(COLUMNS, SERVER_COLUMNS);
  const box = useListBox(listRef, SERVER_WIDTH, !whole);
  const gap = gapFor(columns);
  const rowCount = gridRowCount(items.length, columns);
  const estimate = Math.round(((box.width - gap * (columns - 1)) / columns) * 0.75 + CARD_BODY);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => estimate,
    gap,
    overscan: overscanFor(rowCount, items.length, OVERSCAN_CARD_ROWS),
    scrollMargin: box.top,
    enabled: !whole,
  });

  if (whole) {
    return (
      <ul ref={listRef} className={styles.grid} data-testid="item-grid">
        {items.map((item, index) => (
          <ItemCard key={item.id} item={item} eager={index < EAGER_CARDS} lang={lang} t={t} measure={undefined} row={0} />
        ))}
      </ul>
    );
  }

  // The server, and the browser while it hydrates, draw the first rows; the virtualizer takes
  // over once the page is the app's.
  const rows = hydrated
    ? virtualizer.getVirtualItems()
    : Array.from({ length: Math.min(rowCount, SERVER_ROWS) }, (_, index) => ({ index, start: index * (estimate + gap), end: index * (estimate + gap) + estimate }));
  const { before, after } = hydrated ? spacers(rows, virtualizer.getTotalSize(), box.top) : { before: 0, after: Math.max(0, rowCount - rows.length) * (estimate + gap) };

  return (
    <ul ref={listRef} className={styles.grid} data-testid="item-grid" style={before || after ? { paddingTop: before, paddingBottom: after } : undefined}>
      {rows.flatMap((row) =>
        gridRowItems(row.index, columns, items.length).map((index, column) => {
          const item = items[index]!;
          // A row's first card is measured: a flex line gives every card of a row its height.
          return <ItemCard key={item.id} item={item} eager={index < EAGER_CARDS} lang={lang} t={t} measure={column === 0 ? virtualizer.measureElement : undefined} row={row.index} />;
        }),
      )}
    </ul>
  );
}

interface CardProps {
  item: Item;
  eager: boolean;
  lang: string;
  t: TFunction<'catalogue'>;
  /** The row's first card measures the row. */
  measure: ((node: Element | null) => void) | undefined;
  row: number;
}

/** A card renders once: scrolling only adds and removes cards (memo). */
const ItemCard = memo(function ItemCard({ item, eager, lang, t, measure, row }: CardProps) {
  return (
    <li ref={measure} data-index={measure ? row : undefined}>
      <Link to={itemPath(item.id)} className={styles.card}>
        <ItemImage item={item} sizes={CARD_SIZES} eager={eager} className={styles.cardImage} />
        {item.category === 'PREMIUM' ? <span className={styles.badge}>{t('badge.premium')}</span> : null}
        <span className={styles.cardBody}>
          <span className={styles.cardName} data-testid="item-name">
            {item.item}
          </span>
          <span className={styles.cardMeta}>{t('showRoom.units', { quantity: formatNumber(item.quantity, lang), room: item.room_label ?? item.room })}</span>
        </span>
      </Link>
    </li>
  );
});
