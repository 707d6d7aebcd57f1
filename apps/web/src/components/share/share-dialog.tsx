// Where the Web Share API is missing: an alert dialog with the link and a Copy button (SPEC §1).
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../ui/button.module.css';
import { notify } from '../notifications/notification-service';
import styles from '../ui/dialog.module.css';
import { ModalDialog } from '../ui/modal-dialog';

export function ShareDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation('shell');

  async function copy() {
    try {
      await navigator.clipboard.writeText(url ?? '');
      notify.toast({ message: t('share.copied'), color: 'success' });
      onClose();
    } catch {
      notify.toast({ message: t('share.copyFailed'), color: 'warning' });
    }
  }

  return (
    <ModalDialog alert open={url !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <ModalDialog.Title className={styles.title}>{t('share.title')}</ModalDialog.Title>
      <ModalDialog.Description className={styles.description}>{t('share.unsupported')}</ModalDialog.Description>
      <label className={styles.field}>
        <span className={styles.label}>{t('share.linkLabel')}</span>
        <input className={styles.input} readOnly value={url ?? ''} onFocus={(event) => event.currentTarget.select()} />
      </label>
      <div className={styles.actions}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('share.close')}</ModalDialog.Close>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => void copy()}>
          <Copy size={16} aria-hidden="true" />
          {t('share.copy')}
        </button>
      </div>
    </ModalDialog>
  );
}
