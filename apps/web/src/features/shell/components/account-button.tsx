// The signed-in person's avatar in the top bar as the page first shows it: a button. Its menu
// (Base UI's menu with its positioning code) loads when the person reaches for it and opens
// at once.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@vitrina/contracts';
import { useDeferred } from '../../../components/ui/use-deferred';
import { initials } from '../../../lib/initials';
import styles from './account-menu.module.css';

const loadMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadMenu().then((m) => ({ default: m.AccountMenu })));

export function AccountButton(props: { user: User; isAdmin: boolean }) {
  const { t } = useTranslation('shell');
  const menu = useDeferred(loadMenu);
  const button = (
    <button
      type="button"
      className={styles.trigger}
      aria-label={t('account.menu', { name: props.user.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={menu.preload}
      onFocus={menu.preload}
      onClick={menu.request}
    >
      <span className={styles.avatar} aria-hidden="true">
        {initials(props.user.name)}
      </span>
    </button>
  );
  if (!menu.wanted) return button;
  return (
    <Suspense fallback={button}>
      <AccountMenu {...props} defaultOpen />
    </Suspense>
  );
}
