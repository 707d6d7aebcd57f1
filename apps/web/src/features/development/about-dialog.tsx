// The development menu's About (SPEC §2.13): a confirmation dialog offering the development's
// brochure in a new tab. Loaded by development-menu.tsx when first opened.
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import buttonStyles from '../../components/ui/button.module.css';
import dialogStyles from '../../components/ui/dialog.module.css';
import { developmentBrochureUrl } from '../../components/brochure/use-brochure';
import { ModalDialog } from '../../components/ui/modal-dialog';
import styles from './development.module.css';
import type { MenuDevelopment } from './menu-development';
import { useLanguage } from '../../lib/i18n';

export function AboutDialog({ development, open, onOpenChange, onOpenBrochure }: {
  development: MenuDevelopment;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpenBrochure: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const { t } = useTranslation('development');
  const lang = useLanguage();
  return (
    <ModalDialog alert open={open} onOpenChange={onOpenChange}>
      <ModalDialog.Title className={dialogStyles.title}>{t('about.title')}</ModalDialog.Title>
      <ModalDialog.Description className={dialogStyles.description}>{t('about.body')}</ModalDialog.Description>
      <div className={styles.dialogActions}>
        <ModalDialog.Close className={`${buttonStyles.button} ${buttonStyles.secondary}`}>{t('about.cancel')}</ModalDialog.Close>
        <a
          className={`${buttonStyles.button} ${buttonStyles.primary}`}
          href={developmentBrochureUrl(development, lang)}
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
    </ModalDialog>
  );
}
