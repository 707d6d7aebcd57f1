// The public plan (issue 22): an APG grid (decision 031) — floors as rows, top first, each
// with its floor as the row header; one Tab stop, arrow keys, Home/End (Ctrl: the whole plan);
// Enter, Space or a click chooses a unit. Each cell shows the number, the unit type, the price
// when published, and the status by colour AND icon and word. On a phone each floor is a list.
import { useTranslation } from 'react-i18next';
import type { AvailableUnit } from '@vitrina/contracts';
import { UnitStatusBadge } from '../../../components/unit-plan/unit-status';
import { useGridFocus } from '../../../components/ui/use-grid-focus';
import type { GridCell } from '../../../lib/focus/grid-keys';
import type { PlanLayout } from './plan-layout';
import styles from './availability.module.css';

interface Props {
  plan: PlanLayout<AvailableUnit>;
  label: string;
  active: GridCell;
  chosenId: number | null;
  price: (unit: AvailableUnit) => string | null;
  onActive: (at: GridCell) => void;
  onChoose: (unit: AvailableUnit, at: GridCell) => void;
}

export function UnitPlanGrid({ plan, label, active, chosenId, price, onActive, onChoose }: Props) {
  const { t } = useTranslation('development');
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
                  aria-selected={unit.id === chosenId}
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
                  <span className={styles.type}>{unit.typology.name}</span>
                  {price(unit) ? <span className={styles.price}>{price(unit)}</span> : null}
                  <UnitStatusBadge status={unit.status} label={t(`availability.status.${unit.status}`)} className={styles.status} />
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
