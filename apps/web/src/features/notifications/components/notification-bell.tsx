// The bell in the top bar (issue 35, decision 063): a signed-in person's way to their
// notifications, with the unread count as a badge (none at 0). The count is the small
// GET /notifications/unread, asked on focus, when the tab is seen again and every minute while
// it is visible (api/notifications/get-unread.ts). Its texts are the notifications
// namespace's: until they are in, a blank of the same size stands in (no shift, no suspended bar).
// Being on every signed-in page, it also tells the server which page was opened, so what a
// notification pointed to reads it (decision 066).
import { Bell as BellIcon } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnreadCount } from '../../../api/notifications/get-unread';
import { PATHS } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { badgeText } from '../badge';
import { useReadWhereOpened } from '../use-read-where-opened';
import styles from './notification-bell.module.css';

function BellLink({ unread }: { unread: number }) {
  const { t } = useTranslation('notifications');
  const { pathname } = useLocation();
  const badge = badgeText(unread);
  return (
    <Link
      to={PATHS.notifications}
      className={styles.bell}
      aria-label={t('bell.label', { count: unread })}
      aria-current={pathname === PATHS.notifications ? 'page' : undefined}
      data-testid="notification-bell"
    >
      <BellIcon size={22} strokeWidth={1.6} aria-hidden="true" />
      {badge ? (
        <span className={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}

export function NotificationBell() {
  const { token } = useSession();
  const { data } = useUnreadCount({ enabled: !!token });
  useReadWhereOpened(data?.unread, !!token);
  if (!token) return null;
  return (
    <Suspense fallback={<span className={styles.blank} aria-hidden="true" />}>
      <BellLink unread={data?.unread ?? 0} />
    </Suspense>
  );
}
