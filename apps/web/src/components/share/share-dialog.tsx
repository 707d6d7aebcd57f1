// Where the Web Share API is missing: an alert dialog with the link and a Copy button (SPEC §1).
import { AlertDialog } from '@base-ui/react/alert-dialog';
import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../ui/button.module.css';
import { notify } from '../notifications/notification-service';
import styles from '../ui/dialog.module.css';

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
    <AlertDialog.Root open={url !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={styles.backdrop} />
        <AlertDialog.Popup className={styles.popup}>
          <AlertDialog.Title className={styles.title}>{t('share.title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.description}>{t('share.unsupported')}</AlertDialog.Description>
          <label className={styles.field}>
            <span className={styles.label}>{t('share.linkLabel')}</span>
            <input className={styles.input} readOnly value={url ?? ''} onFocus={(event) => event.currentTarget.select()} />
          </label>
          <div className={styles.actions}>
            <AlertDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('share.close')}</AlertDialog.Close>
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.primary}`} onClick={() => void copy()}>
              <Copy size={16} aria-hidden="true" />
              {t('share.copy')}
            </button>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
