// The clients page's way into a unit's file (issue 34, decision 053): a wide office dialog with
// the unit's documents, schedule and thread; focus goes back to the card's button on closing.
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import dialogStyles from '../../../../components/ui/dialog.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { UnitFile } from './unit-file';
import styles from './owners.module.css';

export function OwnerFileDialog({ unit, onClose }: { unit: { id: number; number: string | number; name?: string }; onClose: () => void }) {
  const { t } = useTranslation('ownerFileOffice');
  return (
    <ModalDialog open onOpenChange={(open) => (open ? undefined : onClose())} className={styles.dialog}>
      <ModalDialog.Title className={dialogStyles.title}>{t('dialogTitle', { number: unit.number })}</ModalDialog.Title>
      <UnitFile unitId={unit.id} />
      <div className={styles.closeRow}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('close')}</ModalDialog.Close>
      </div>
    </ModalDialog>
  );
}
