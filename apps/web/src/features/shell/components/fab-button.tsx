// The floating plus of the bottom menu as the page first shows it: a button. Its menu (Base
// UI's menu with its positioning code) loads when the person reaches for it and opens at once.
import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeferred } from '../../../components/ui/use-deferred';
import styles from './fab-menu.module.css';

const loadMenu = () => import('./fab-menu');
const FabMenu = lazy(() => loadMenu().then((m) => ({ default: m.FabMenu })));

export function FabButton(props: { isAdmin: boolean; onShare: () => void }) {
  const { t } = useTranslation('shell');
  const menu = useDeferred(loadMenu);
  const button = (
    <button
      type="button"
      className={styles.fab}
      aria-label={t('fab.label')}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={menu.preload}
      onFocus={menu.preload}
      onClick={menu.request}
    >
      <Plus size={26} strokeWidth={1.75} aria-hidden="true" className={styles.plus} />
    </button>
  );
  if (!menu.wanted) return button;
  return (
    <Suspense fallback={button}>
      <FabMenu {...props} defaultOpen />
    </Suspense>
  );
}
