// The bottom menu (SPEC §2 Layout, §6): Home; Clients (Admin) or Apartments (Guest → visitor
// view, others → deparments); the floating plus; Inventory (Admin) or Development (others →
// projectsPage); Profile. A bar on phones, a floating dock on wider screens.
import { Building2, Boxes, House, Landmark, UserRound, UsersRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { UserType } from '@vitrina/contracts';
import { useFirstDevelopment } from '../../../api/developments/get-developments';
import { landingFor } from '../../../lib/guard';
import { clientsPath, NAMED_ROUTES } from '../../../lib/routes';
import { FabButton } from './fab-button';
import styles from './bottom-menu.module.css';

interface Entry {
  to: string;
  label: 'home' | 'clients' | 'apartments' | 'inventory' | 'development' | 'profile';
  Icon: LucideIcon;
}

/**
 * The four links for a role; null type = not signed in (reads as Guest, SPEC §3). An Admin's
 * Clients are the first development's (its slug, once the list is here; the Admin home before).
 */
export function bottomMenuEntries(type: UserType | null, firstDevelopment: string | null = null): [Entry, Entry, Entry, Entry] {
  const admin = type === 'Admin';
  const guest = type === null || type === 'Guest';
  return [
    { to: landingFor(type), label: 'home', Icon: House },
    admin
      ? { to: firstDevelopment ? clientsPath(firstDevelopment) : NAMED_ROUTES.homeSelecta, label: 'clients', Icon: UsersRound }
      : { to: guest ? NAMED_ROUTES.visitorView : NAMED_ROUTES.deparments, label: 'apartments', Icon: Building2 },
    admin
      ? { to: NAMED_ROUTES.inventoryPage, label: 'inventory', Icon: Boxes }
      : { to: NAMED_ROUTES.projectsPage, label: 'development', Icon: Landmark },
    { to: NAMED_ROUTES.userPage, label: 'profile', Icon: UserRound },
  ];
}

function Item({ entry }: { entry: Entry }) {
  const { t } = useTranslation('shell');
  const { Icon } = entry;
  return (
    <li className={styles.cell}>
      <NavLink to={entry.to} end className={styles.link}>
        <Icon size={22} strokeWidth={1.5} aria-hidden="true" />
        <span className={styles.label}>{t(`bottomMenu.${entry.label}`)}</span>
      </NavLink>
    </li>
  );
}

export function BottomMenu({ type, onShare }: { type: UserType | null; onShare: () => void }) {
  const { t } = useTranslation('shell');
  const { first } = useFirstDevelopment({ enabled: type === 'Admin' });
  const [home, second, third, profile] = bottomMenuEntries(type, first?.slug ?? null);
  return (
    <nav className={styles.menu} aria-label={t('bottomMenu.label')}>
      <ul className={styles.list}>
        <Item entry={home} />
        <Item entry={second} />
        <li className={styles.fabCell}>
          <FabButton isAdmin={type === 'Admin'} onShare={onShare} />
        </li>
        <Item entry={third} />
        <Item entry={profile} />
      </ul>
    </nav>
  );
}
