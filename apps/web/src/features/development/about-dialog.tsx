// The development menu's About (SPEC §2.13): a confirmation dialog offering the brochure in a
// new tab. Loaded by development-menu.tsx when first opened.
import { AlertDialog } from '@base-ui/react/alert-dialog';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/ui/button.module.css';
import dialogStyles from '../../components/ui/dialog.module.css';
import styles from './development.module.css';
import { useLanguage } from '../../lib/i18n';

export function AboutDialog({ open, onOpenChange, onOpenBrochure }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenBrochure: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Backdrop className={dialogStyles.backdrop} />
        <AlertDialog.Popup className={dialogStyles.popup}>
          <AlertDialog.Title className={dialogStyles.title}>{t('about.title')}</AlertDialog.Title>
          <AlertDialog.Description className={dialogStyles.description}>{t('about.body')}</AlertDialog.Description>
          <div className={styles.dialogActions}>
            <AlertDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('about.cancel')}</AlertDialog.Close>
            <a
              className={`${buttonStyles.button} ${buttonStyles.primary}`}
              href={`/api/pdf/${lang}`}
              target="_blank"
              rel="noopener"
              onClick={(event) => {
                onOpenChange(false);
                onOpenBrochure(event);
              }}
            >
              {t('about.open')}
            </a>
          </div>
        </AlertDialog.Popup>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
