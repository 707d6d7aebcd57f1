// The frame of every screen but /, /login, /register and /select-account (SPEC §2 Layout):
// top bar, the screen, bottom menu, and the shell's dialogs (share fallback, package modal).
// The skip link before it is every screen's (app/root-layout.tsx).
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/use-session';
import { useShare } from '../../../components/share/use-share';
import { BottomMenu } from './bottom-menu';
import { PackageModalHost } from './package-modal-host';
import { ShareDialogHost } from '../../../components/share/share-dialog-host';
import { TopBar } from './top-bar';
import styles from './app-frame.module.css';

/** `bell`: the top bar's notifications bell (another feature's: the frame's route composes it). */
export function AppFrame({ children, bell }: { children: ReactNode; bell?: ReactNode }) {
  const { type, token } = useSession();
  const { share, fallbackUrl, closeFallback } = useShare();

  return (
    <div className={styles.frame}>
      <TopBar bell={bell} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <BottomMenu type={token ? type : null} onShare={() => void share(document.title)} />
      <ShareDialogHost url={fallbackUrl} onClose={closeFallback} />
      <PackageModalHost />
    </div>
  );
}
