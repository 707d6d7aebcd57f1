// The account menu (SPEC §2 Layout): 'Add image' for Admin (to /new-item unless already
// there) and 'Log out'. Base UI's menu: keyboard, focus and Escape handled.
import { Menu } from '@base-ui/react/menu';
import { ImagePlus, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { User } from '@vitrina/contracts';
import { useLogout } from '../../../api/account/post-logout';
import { initials } from '../../../lib/initials';
import { PATHS } from '../../../lib/routes';
import styles from './account-menu.module.css';

/** `defaultOpen`: mounted by the first press of account-button.tsx, so it opens at once. */
export function AccountMenu({ user, isAdmin, defaultOpen = false }: { user: User; isAdmin: boolean; defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();

  return (
    <Menu.Root defaultOpen={defaultOpen}>
      <Menu.Trigger className={styles.trigger} aria-label={t('account.menu', { name: user.name })}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(user.name)}
        </span>
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Positioner className={styles.positioner} sideOffset={8} align="end">
          <Menu.Popup className={styles.popup}>
            <div className={styles.who}>
              <p className={styles.name}>{user.name}</p>
              <p className={styles.email}>{user.email}</p>
            </div>
            {isAdmin ? (
              <Menu.Item
                className={styles.item}
                onClick={() => {
                  if (pathname !== PATHS.newItem) void navigate(PATHS.newItem);
                }}
              >
                <ImagePlus size={18} aria-hidden="true" />
                {t('account.addImage')}
              </Menu.Item>
            ) : null}
            <Menu.Item className={styles.item} onClick={() => logout.mutate()} disabled={logout.isPending}>
              <LogOut size={18} aria-hidden="true" />
              {t('account.logout')}
            </Menu.Item>
          </Menu.Popup>
        </Menu.Positioner>
      </Menu.Portal>
    </Menu.Root>
  );
}
