// A stacking plan's legend (issue 22): each status with its colour swatch, icon, word and how
// many units are in it. Shared by the public availability plan and the office's plan.
import type { UnitStatus } from '@vitrina/contracts';
import { UnitStatusBadge } from './unit-status';
import styles from './unit-plan.module.css';

export interface LegendEntry {
  status: UnitStatus;
  label: string;
  /** The count as the caller formats it (its language's digits). */
  count: string;
}

export function StatusLegend({ entries, label }: { entries: readonly LegendEntry[]; label: string }) {
  return (
    <ul className={styles.legend} aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.status} className={styles.legendItem} data-unit-status={entry.status}>
          <span className={styles.swatch} aria-hidden="true" />
          <UnitStatusBadge status={entry.status} label={entry.label} />
          <span className={styles.legendCount}>{entry.count}</span>
        </li>
      ))}
    </ul>
  );
}
