// The stacking plan itself (issue 22): the building as a WAI-ARIA APG grid (decision 031) —
// floors as rows (top floor first), positions as columns, one Tab stop (the active cell), arrow
// keys, Home/End (Ctrl: the building's ends) and PageUp/PageDown between the units, Enter or
// Space opens one. At 2,000 units each cell is one element and its text (number, unit type,
// price on three lines; the status word is drawn by CSS from data-label beside its colour, and
// said in the cell's name), memoised, so a poll that changes one unit redraws one cell.
import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { InventoryUnit, UnitStatus } from '@vitrina/contracts';
import { formatNumber, formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { cellOf, gridTarget, matchesFilter, type GridCell, type PlanFilter, type PlanLayout } from '../plan-model';
import styles from './stacking-grid.module.css';

interface Props {
  layout: PlanLayout;
  filter: PlanFilter;
  currency: string;
  label: string;
  onOpen: (unit: InventoryUnit) => void;
  /** The unit whose panel is open, or was last: the grid's Tab stop until a cell is chosen (a panel opened from a link). */
  openId?: number | null;
}

const cellKey = (cell: GridCell) => `${cell.row}:${cell.col}`;

export function StackingGrid({ layout, filter, currency, label, onOpen, openId = null }: Props) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const gridRef = useRef<HTMLDivElement>(null);
  // The active cell is remembered by its unit, so a poll that reorders nothing keeps it.
  const [activeId, setActiveId] = useState<number | null>(null);
  const { rows, columns } = layout;
  const firstUnit = useMemo(() => rows.flatMap((r) => r.cells).find((c) => c !== null) ?? null, [rows]);
  const active =
    (activeId !== null ? cellOf(rows, activeId) : null) ?? (openId !== null ? cellOf(rows, openId) : null) ?? (firstUnit ? cellOf(rows, firstUnit.id) : null);

  const statusLabels = useMemo(
    () => ({ available: t('status.available'), on_hold: t('status.on_hold'), reserved: t('status.reserved'), sold: t('status.sold') }) satisfies Record<UnitStatus, string>,
    [t],
  );
  const priceText = useCallback((price: number | null) => (price === null ? t('cell.noPrice') : formatPrice(price, currency, lang)), [currency, lang, t]);

  const moveTo = (cell: GridCell) => {
    const unit = rows[cell.row]?.cells[cell.col];
    if (!unit) return;
    setActiveId(unit.id);
    gridRef.current?.querySelector<HTMLElement>(`[data-cell="${cellKey(cell)}"]`)?.focus();
  };

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const at = target.dataset.cell?.split(':').map(Number);
    if (!at || at.length !== 2) return;
    const from = { row: at[0]!, col: at[1]! };
    if (event.key === 'Enter' || event.key === ' ') {
      const unit = rows[from.row]?.cells[from.col];
      if (unit) {
        event.preventDefault();
        onOpen(unit);
      }
      return;
    }
    const next = gridTarget(event.key, from, rows, { ctrl: event.ctrlKey });
    const own = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'].includes(event.key);
    if (own) event.preventDefault();
    if (next) moveTo(next);
  }

  return (
    <div
      ref={gridRef}
      role="grid"
      aria-label={label}
      aria-rowcount={rows.length + 1}
      aria-colcount={columns + 1}
      className={styles.grid}
      style={{ '--plan-columns': columns } as CSSProperties}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
        const at = cell?.dataset.cell?.split(':').map(Number);
        const unit = at ? rows[at[0]!]?.cells[at[1]!] : null;
        if (unit) {
          setActiveId(unit.id);
          onOpen(unit);
        }
      }}
    >
      <div role="row" className={styles.headRow}>
        <div role="columnheader" className={styles.floorHead}>
          {t('grid.floor')}
        </div>
        {Array.from({ length: columns }, (_, col) => (
          <div key={col} role="columnheader" className={styles.positionHead} aria-label={t('grid.position', { n: formatNumber(col + 1, lang) })}>
            {formatNumber(col + 1, lang)}
          </div>
        ))}
      </div>
      {rows.map((row, r) => (
        <div key={row.floor} role="row" className={styles.row}>
          <div role="rowheader" className={styles.floor} aria-label={t('grid.floorName', { n: formatNumber(row.floor, lang) })}>
            {formatNumber(row.floor, lang)}
          </div>
          {row.cells.map((unit, c) =>
            unit ? (
              <Cell
                key={unit.id}
                unit={unit}
                cell={`${r}:${c}`}
                tabStop={active?.row === r && active.col === c}
                dim={!matchesFilter(unit, filter)}
                statusLabel={statusLabels[unit.status]}
                price={priceText(unit.price)}
              />
            ) : (
              <div key={`gap-${c}`} role="gridcell" className={styles.gap} />
            ),
          )}
        </div>
      ))}
    </div>
  );
}

interface CellProps {
  unit: InventoryUnit;
  cell: string;
  tabStop: boolean;
  dim: boolean;
  statusLabel: string;
  price: string;
}

/** One unit: one element, three lines of text; its status as a colour, a word (CSS) and in its name. */
const Cell = memo(function Cell({ unit, cell, tabStop, dim, statusLabel, price }: CellProps) {
  return (
    <div
      role="gridcell"
      tabIndex={tabStop ? 0 : -1}
      className={styles.cell}
      data-cell={cell}
      data-status={unit.status}
      data-label={statusLabel}
      data-dim={dim ? '' : undefined}
      data-unit={unit.number}
      aria-label={`${unit.number}, ${unit.typology.name}, ${price}, ${statusLabel}`}
    >
      {`${unit.number}\n${unit.typology.name}\n${price}`}
    </div>
  );
});
