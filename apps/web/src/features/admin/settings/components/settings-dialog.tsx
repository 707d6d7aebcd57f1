// Settings (SPEC §2, Admin; the floating menu's Settings option): the general form (brand name,
// chat numbers and sales e-mail: settings-general-form.tsx) and the verification codes per
// account type (account-codes-panel.tsx), the mail queue (mail-queue-panel.tsx) and the backups
// (backups-panel.tsx, issue 24).
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../../components/ui/button.module.css';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useSettings } from '../../../../api/admin/get-settings';
import { AccountCodesPanel } from './account-codes-panel';
import { BackupsPanel } from './backups-panel';
import { MailQueuePanel } from './mail-queue-panel';
import dialogStyles from '../../shared/components/assign-dialog.module.css';
import { SettingsGeneralForm } from './settings-general-form';
import styles from '../../shared/components/items.module.css';

export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  return (
    <ModalDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      className={`${dialogStyles.popup} ${styles.formPopup}`}
      backdropClassName={dialogStyles.backdrop}
    >
      <ModalDialog.Title className={dialogStyles.title}>{t('settings.title')}</ModalDialog.Title>
      {settings.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.loadError')}
        </p>
      ) : settings.isSuccess ? (
        <SettingsGeneralForm initial={settings.data} />
      ) : (
        <p role="status">{t('assign.loading')}</p>
      )}
      <AccountCodesPanel />
      <MailQueuePanel />
      <BackupsPanel />
      <div className={dialogStyles.actions}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('settings.close')}</ModalDialog.Close>
      </div>
    </ModalDialog>
  );
}
