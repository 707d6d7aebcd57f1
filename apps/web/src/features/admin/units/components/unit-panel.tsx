// The unit's panel (issue 22): choosing a cell of the stacking plan opens it — the unit's facts,
// price and status (with its hold or buyer), the moves its status and the viewer's role allow
// (decision 033), the Admin's edit form, the file of a unit with a buyer (issue 34, given by the
// route), and its history (status moves and price changes, newest
// first). It reads the unit from the polled plan, so a move made elsewhere shows here too. Focus
// goes back to the cell on closing (ModalDialog).
import { Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DevelopmentUnitsAnswer, InventoryUnit } from '@vitrina/contracts';
import buttonStyles from '../../../../components/ui/button.module.css';
import factStyles from '../../../../components/ui/facts.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { formatDate, formatNumber, formatPrice } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { useSession } from '../../../../lib/use-session';
import { buyerDay, formatDateTime } from '../date-time';
import { UnitActions } from './unit-actions';
import { UnitEditForm } from './unit-edit-form';
import { UnitHistoryList } from './unit-history-list';
import planStyles from './stacking-plan.module.css';
import styles from './unit-panel.module.css';

/** The unit's file (issue 34: documents, schedule, thread), drawn by the office job that keeps it (admin/owners). */
export type UnitFileSlot = (unit: InventoryUnit) => ReactNode;

interface Props {
  unit: InventoryUnit | null;
  open: boolean;
  development: DevelopmentUnitsAnswer['development'];
  onClose: () => void;
  unitFile?: UnitFileSlot | undefined;
  /** Where focus goes on closing when it should not be the opener (a panel opened from a link). */
  returnFocus?: () => HTMLElement | null;
}

export function UnitPanel({ unit, open, development, onClose, unitFile, returnFocus }: Props) {
  const { t } = useTranslation('units');
  return (
    <ModalDialog open={open} onOpenChange={(next) => (next ? undefined : onClose())} className={styles.popup} returnFocus={returnFocus}>
      {unit ? (
        <PanelBody key={unit.id} unit={unit} development={development} unitFile={unitFile} />
      ) : (
        <>
          <ModalDialog.Title className={styles.title}>{t('panel.gone')}</ModalDialog.Title>
          <div className={styles.closeRow}>
            <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('panel.close')}</ModalDialog.Close>
          </div>
        </>
      )}
    </ModalDialog>
  );
}

function PanelBody({ unit, development, unitFile }: { unit: InventoryUnit; development: Props['development']; unitFile: Props['unitFile'] }) {
  const { t } = useTranslation('units');
  const lang = useLanguage();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const isAdmin = user?.type === 'Admin';
  const n = (value: number) => formatNumber(value, lang);
  const price = unit.price === null ? t('cell.noPrice') : formatPrice(unit.price, development.currency, lang);

  return (
    <>
      <header className={styles.head}>
        <p className={styles.eyebrow}>{`${development.name} · ${t('panel.floor', { n: n(unit.floor) })}`}</p>
        <ModalDialog.Title className={styles.title}>{t('panel.title', { number: unit.number })}</ModalDialog.Title>
        <ModalDialog.Description className={styles.headLine}>
          <span className={planStyles.badge} data-status={unit.status} data-testid="panel-status">
            {t(`status.${unit.status}`)}
          </span>
          <span className={styles.price} data-testid="panel-price">
            {price}
          </span>
        </ModalDialog.Description>
      </header>

      {editing && isAdmin ? (
        <UnitEditForm unit={unit} slug={development.slug} onDone={() => setEditing(false)} />
      ) : (
        <>
          <dl className={`${factStyles.facts} ${styles.facts}`}>
            <div>
              <dt>{t('facts.typology')}</dt>
              <dd>{unit.typology.name}</dd>
            </div>
            <div>
              <dt>{t('facts.position')}</dt>
              <dd>{unit.position === null ? t('facts.noPosition') : n(unit.position)}</dd>
            </div>
            <div>
              <dt>{t('facts.size')}</dt>
              <dd>{t('facts.sizeValue', { n: formatNumber(unit.size_m2, lang, { maximumFractionDigits: 2 }) })}</dd>
            </div>
            <div>
              <dt>{t('facts.furniture')}</dt>
              <dd>{t(`furniture.${unit.furniture}`)}</dd>
            </div>
            {unit.status === 'on_hold' ? (
              <>
                <div>
                  <dt>{t('facts.holdUntil')}</dt>
                  <dd>{unit.hold_until ? formatDateTime(unit.hold_until, lang) : '—'}</dd>
                </div>
                <div>
                  <dt>{t('facts.heldBy')}</dt>
                  <dd>{unit.held_by?.name ?? t('history.nobody')}</dd>
                </div>
                {unit.hold_note ? (
                  <div className={styles.wide}>
                    <dt>{t('facts.note')}</dt>
                    <dd>{unit.hold_note}</dd>
                  </div>
                ) : null}
              </>
            ) : null}
            {unit.buyer ? (
              <>
                <div className={styles.wide}>
                  <dt>{t('facts.buyer')}</dt>
                  <dd>
                    {unit.buyer.name} <span className={styles.muted}>{unit.buyer.email}</span>
                  </dd>
                </div>
                <div>
                  <dt>{unit.status === 'sold' ? t('facts.soldOn') : t('facts.reservedOn')}</dt>
                  <dd>{buyerDayText(unit, development.time_zone, lang)}</dd>
                </div>
              </>
            ) : null}
          </dl>
          <UnitActions unit={unit} />
          {isAdmin ? (
            <div>
              <button type="button" className={`${buttonStyles.button} ${buttonStyles.quiet}`} onClick={() => setEditing(true)}>
                <Pencil size={16} aria-hidden="true" />
                {t('panel.edit')}
              </button>
            </div>
          ) : null}
          {unit.buyer && unitFile ? unitFile(unit) : null}
          <UnitHistoryList unit={unit} currency={development.currency} />
        </>
      )}
      <div className={styles.closeRow}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('panel.close')}</ModalDialog.Close>
      </div>
    </>
  );
}

/** The day of the sale or reservation, in the development's zone, in the page's language; — when not known. */
function buyerDayText(unit: InventoryUnit, zone: string, lang: string): string {
  const day = buyerDay(unit, zone);
  return day ? formatDate(day, lang) : '—';
}
