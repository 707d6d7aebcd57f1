// The public plan (issue 22): an APG grid (decision 031) — floors as rows, top first, each
// with its floor as the row header; one Tab stop, arrow keys, Home/End (Ctrl: the whole plan);
// Enter, Space or a click chooses a unit. Each cell shows the number, the size, the price when
// published, and the status by colour AND icon (its word and the unit type are read aloud, and
// shown on a phone, where each floor is a list with room for them).
import { useTranslation } from 'react-i18next';
import type { AvailableUnit } from '@vitrina/contracts';
import { UNIT_STATUS_ICONS } from '../../../components/unit-plan/unit-status';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useGridFocus } from '../../../components/ui/use-grid-focus';
import type { GridCell } from '../../../lib/focus/grid-keys';
import type { PlanLayout } from './plan-layout';
import styles from './availability.module.css';

function Icon({ status }: { status: AvailableUnit['status'] }) {
  const Glyph = UNIT_STATUS_ICONS[status];
  return <Glyph size={16} strokeWidth={2.25} aria-hidden="true" />;
}

interface Props {
  plan: PlanLayout<AvailableUnit>;
  label: string;
  active: GridCell;
  price: (unit: AvailableUnit) => string | null;
  onActive: (at: GridCell) => void;
  onChoose: (unit: AvailableUnit, at: GridCell) => void;
}

export function UnitPlanGrid({ plan, label, active, price, onActive, onChoose }: Props) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  const focus = useGridFocus(onActive);
  return (
    <div className={styles.scroller}>
      <div
        role="grid"
        aria-label={label}
        aria-rowcount={plan.rows.length}
        className={styles.grid}
        style={{ '--plan-columns': plan.columns } as React.CSSProperties}
        {...focus.grid}
      >
        {plan.rows.map((row, r) => (
          <div role="row" key={row.floor} className={styles.row}>
            <div role="rowheader" className={styles.floor}>
              {t('availability.floor', { floor: row.floor })}
            </div>
            {row.cells.map((unit, c) =>
              unit ? (
                <div
                  role="gridcell"
                  key={unit.id}
                  className={styles.cell}
                  data-unit-status={unit.status}
                  data-unit-number={unit.number}
                  {...focus.cell({ row: r, col: c }, active.row === r && active.col === c)}
                  onClick={() => onChoose(unit, { row: r, col: c })}
                  onKeyDown={(event) => {
                    if (event.key !== 'Enter' && event.key !== ' ') return;
                    event.preventDefault();
                    onChoose(unit, { row: r, col: c });
                  }}
                >
                  <span className={styles.number}>{unit.number}</span>
                  <span className={styles.icon}>
                    <Icon status={unit.status} />
                  </span>
                  {/* A floor's row has no room for these words: read aloud, shown on a phone's list. */}
                  <span className={styles.typeName}>{unit.typology.name}</span>
                  <span className={styles.size}>{t('availability.chosen.sizeValue', { size: formatNumber(unit.size_m2, lang) })}</span>
                  {price(unit) ? <span className={styles.price}>{price(unit)}</span> : null}
                  <span className={styles.statusWord}>
                    <Icon status={unit.status} />
                    {t(`availability.status.${unit.status}`)}
                  </span>
                </div>
              ) : (
                <div role="gridcell" key={`empty-${c}`} className={styles.empty} />
              ),
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
