// What can be done to a unit from its panel (decision 033): only the moves its status allows and
// the viewer may make (canChangeUnitStatus, the server's own rule) are offered. Each opens its
// small form in place: a hold's end (at most 30 days ahead) and note; a buyer found by the assign
// dialog's search for a reservation or a sale (a reserved unit is sold to its buyer); a note for a
// release or a cancellation. A 409 (someone moved the unit first) says so; the plan reloads.
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_TRANSITIONS, canChangeUnitStatus, type InventoryUnit, type UnitStatus } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useSession } from '../../../../lib/use-session';
import { moveName } from '../move-name';
import { UnitMoveForm } from './unit-move-form';
import styles from './unit-panel.module.css';

export function UnitActions({ unit }: { unit: InventoryUnit }) {
  const { t } = useTranslation('units');
  const { user } = useSession();
  const [target, setTarget] = useState<UnitStatus | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Back from a move's form (done, refused or cancelled): the actions' title takes the focus the
  // form had, as the form's title took it from the button (unit-move-form).
  const [back, setBack] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (back && target === null) title.current?.focus();
  }, [back, target]);
  const viewer = user ? { id: user.id, type: user.type } : null;
  const moves = viewer ? UNIT_TRANSITIONS[unit.status].filter((to) => canChangeUnitStatus(viewer, unit.status, to, unit.held_by?.id ?? null) === 'allowed') : [];

  if (target !== null && moves.includes(target)) {
    return (
      <UnitMoveForm
        unit={unit}
        to={target}
        name={moveName(unit.status, target)}
        onCancel={() => {
          setTarget(null);
          setBack(true);
        }}
        onDone={(message) => {
          setTarget(null);
          setProblem(message);
          setBack(true);
        }}
      />
    );
  }
  return (
    <section className={styles.actions} aria-labelledby="unit-actions-title">
      <h3 id="unit-actions-title" ref={title} tabIndex={-1} className={styles.sectionTitle}>
        {t('actions.title')}
      </h3>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {moves.length ? (
        <div className={styles.actionButtons}>
          {moves.map((to) => {
            const name = moveName(unit.status, to);
            // One gold button: the first move forward (hold, else reserve, else sell); going back is outlined.
            const main = to === moves.find((m) => m !== 'available');
            return (
              <button
                key={to}
                type="button"
                className={`${buttonStyles.button} ${main ? buttonStyles.primary : buttonStyles.secondary} ${styles.actionButton}`}
                data-move={name}
                onClick={() => {
                  setProblem(null);
                  setTarget(to);
                }}
              >
                {t(`actions.${name}`)}
              </button>
            );
          })}
        </div>
      ) : (
        <p className={styles.muted}>{t('actions.none')}</p>
      )}
    </section>
  );
}
