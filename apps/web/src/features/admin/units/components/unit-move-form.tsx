// One move's form in the unit's panel (decision 033), checked by the contracts'
// unitStatusRequestSchema (use-schema-form): a hold's end and note, a buyer for a reservation or
// a sale (the assign dialog's search), a note for the others. While it is sent the panel stays
// open (Escape waits). A 409 comes back to the panel as its message (the unit reloads).
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UNIT_HOLD_MAX_MS, UNIT_MESSAGES, UNIT_STATUS_NOTE_MAX_LENGTH, unitStatusRequestSchema, type InventoryUnit, type UnitStatus, type UnitStatusRequest, type User } from '@vitrina/contracts';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { useMessageText } from '../../../../components/form/use-field-error';
import { notify } from '../../../../components/notifications/notification-service';
import buttonStyles from '../../../../components/ui/button.module.css';
import { useDialogBusy } from '../../../../components/ui/modal-dialog';
import { errorCode, useErrorText } from '../../../../lib/error-text';
import { serverFieldErrors } from '../../../../lib/field-errors';
import { useChangeUnitStatus } from '../../../../api/units/change-unit-status';
import { AdminField } from '../../shared/components/admin-field';
import { PersonSearch } from '../../shared/components/person-search';
import itemStyles from '../../shared/components/items.module.css';
import { isoFromLocalInput, localInputValue } from '../date-time';
import type { MoveName } from '../move-name';
import styles from './unit-panel.module.css';

interface MoveValues {
  until: string;
  note: string;
}

const DEFAULT_HOLD_MS = 3 * 24 * 60 * 60_000;

interface Props {
  unit: InventoryUnit;
  to: UnitStatus;
  name: MoveName;
  onCancel: () => void;
  /** After the move (message null) or a conflict (its text). */
  onDone: (problem: string | null) => void;
}

export function UnitMoveForm({ unit, to, name, onCancel, onDone }: Props) {
  const { t } = useTranslation('units');
  const message = useMessageText();
  const errorText = useErrorText('units');
  const change = useChangeUnitStatus();
  useDialogBusy(change.isPending);
  // A reserved unit is sold to its buyer; a reservation or any other sale needs one.
  const needsBuyer = to === 'reserved' || (to === 'sold' && unit.status !== 'reserved');
  const [buyer, setBuyer] = useState<User | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [buyerMissing, setBuyerMissing] = useState(false);
  // The moment the form opened: the hold's default end and the input's bounds count from it.
  const [now] = useState(() => Date.now());
  // The form replaces the button that opened it: its title takes the focus in the same commit, so
  // focus never falls to the page's body (where the dialog would put it back on its frame a frame
  // later, under a person already tabbing on — a fast keyboard lost its first keys there).
  const title = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => title.current?.focus(), []);
  const form = useSchemaForm<MoveValues, UnitStatusRequest>(unitStatusRequestSchema, {
    defaultValues: { until: localInputValue(new Date(now + DEFAULT_HOLD_MS)), note: '' },
    toSchemaInput: ({ until, note }) => ({
      status: to,
      ...(to === 'on_hold' ? { until: isoFromLocalInput(until) } : {}),
      ...(needsBuyer && buyer ? { user_id: buyer.id } : {}),
      ...(note.trim() ? { note } : {}),
    }),
  });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const buyerError = message(buyerMissing && !buyer ? UNIT_MESSAGES.buyerRequired : errors.user_id?.message);

  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await change.mutateAsync({ unitId: unit.id, body });
      notify.toast(t(`moved.${name}`, { number: unit.number }));
      onDone(null);
    } catch (error) {
      if (errorCode(error) === 'conflict') return onDone(errorText(error, 'actions.conflict'));
      if (Object.keys(serverFieldErrors(error)).length) {
        const rest = form.placeServerErrors(error);
        return setProblem(rest.length ? rest.map((m) => message(m)).join(' ') : null);
      }
      setProblem(errorText(error, 'actions.error'));
    }
  });

  return (
    <form className={styles.moveForm} noValidate aria-labelledby="unit-move-title" onSubmit={(event) => {
        // A sale of a unit without a buyer needs one (the server says so too); the schema cannot know the unit.
        if (needsBuyer && !buyer) {
          event.preventDefault();
          setBuyerMissing(true);
          return;
        }
        void submit(event);
      }}
    >
      <h3 id="unit-move-title" ref={title} tabIndex={-1} className={styles.sectionTitle}>
        {t(`actions.${name}`)}
      </h3>
      <p className={styles.muted}>{t(name === 'sell' && !needsBuyer ? 'moveHelp.sellReserved' : `moveHelp.${name}`, { buyer: unit.buyer?.name ?? '' })}</p>
      {to === 'on_hold' ? (
        <AdminField label={t('move.until')} error={errors.until?.message}>
          {(props) => (
            <input
              {...props}
              type="datetime-local"
              className={itemStyles.input}
              min={localInputValue(new Date(now))}
              max={localInputValue(new Date(now + UNIT_HOLD_MAX_MS))}
              {...form.register('until')}
            />
          )}
        </AdminField>
      ) : null}
      {needsBuyer ? (
        <div className={styles.buyer} data-invalid={buyerError ? '' : undefined}>
          <p className={styles.buyerLabel}>{buyer ? t('move.buyerChosen', { name: buyer.name }) : t('move.buyer')}</p>
          <PersonSearch selected={buyer} onSelect={setBuyer} />
          {buyerError ? <p className={itemStyles.fieldError}>{buyerError}</p> : null}
        </div>
      ) : null}
      <AdminField label={t('move.note')} error={errors.note?.message}>
        {(props) => <textarea {...props} className={itemStyles.textarea} rows={2} maxLength={UNIT_STATUS_NOTE_MAX_LENGTH} {...form.register('note')} />}
      </AdminField>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actionButtons}>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.primary}`} disabled={change.isPending}>
          {change.isPending ? t('move.sending') : t(`move.confirm.${name}`)}
        </button>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} disabled={change.isPending} onClick={onCancel}>
          {t('move.back')}
        </button>
      </div>
    </form>
  );
}
