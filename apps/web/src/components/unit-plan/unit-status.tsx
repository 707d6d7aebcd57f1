// A unit's status as a stacking plan shows it (issue 22): by colour AND by an icon and a word,
// never by colour alone. Shared by the public availability plan and the office's plan; the
// caller gives the words (each screen has its own namespace). Colours: unit-plan.module.css.
import { CircleCheck, Clock, Lock, Bookmark, type LucideIcon } from 'lucide-react';
import type { UnitStatus } from '@vitrina/contracts';
import styles from './unit-plan.module.css';

export const UNIT_STATUS_ICONS: Readonly<Record<UnitStatus, LucideIcon>> = {
  available: CircleCheck,
  on_hold: Clock,
  reserved: Bookmark,
  sold: Lock,
};

/** The icon and word of a status, in the status's colour. */
export function UnitStatusBadge({ status, label, className }: { status: UnitStatus; label: string; className?: string }) {
  const Icon = UNIT_STATUS_ICONS[status];
  return (
    <span className={`${styles.badge} ${className ?? ''}`} data-unit-status={status}>
      <Icon size={14} aria-hidden="true" strokeWidth={2.25} />
      {label}
    </span>
  );
}
