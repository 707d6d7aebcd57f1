// The frame of every screen but /, /login, /register and /select-account (SPEC §2 Layout):
// top bar, the screen, bottom menu, and the shell's dialogs (share fallback, package modal).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useShare } from '../../../components/share/use-share';
import { BottomMenu } from './bottom-menu';
import { PackageModalHost } from './package-modal-host';
import { ShareDialogHost } from '../../../components/share/share-dialog-host';
import { TopBar } from './top-bar';
import styles from './app-frame.module.css';

export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const { type, token } = useSession();
  const { share, fallbackUrl, closeFallback } = useShare();

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t('skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <BottomMenu type={token ? type : null} onShare={() => void share(document.title)} />
      <ShareDialogHost url={fallbackUrl} onClose={closeFallback} />
      <PackageModalHost />
    </div>
  );
}
