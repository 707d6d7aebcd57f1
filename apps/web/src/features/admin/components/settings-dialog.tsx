// Settings (SPEC §2, Admin; the floating menu's Settings option): the general form (brand name,
// chat numbers and sales e-mail: settings-general-form.tsx) and the verification codes per
// account type (account-codes-panel.tsx).
import { Dialog } from '@base-ui/react/dialog';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../../components/ui/button.module.css';
import { useSettings } from '../../../api/admin/get-settings';
import { AccountCodesPanel } from './account-codes-panel';
import dialogStyles from './assign-dialog.module.css';
import { SettingsGeneralForm } from './settings-general-form';
import styles from './items.module.css';

export default function SettingsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Backdrop className={dialogStyles.backdrop} />
        <Dialog.Popup className={`${dialogStyles.popup} ${styles.formPopup}`}>
          <Dialog.Title className={dialogStyles.title}>{t('settings.title')}</Dialog.Title>
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
          <div className={dialogStyles.actions}>
            <Dialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('settings.close')}</Dialog.Close>
          </div>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
