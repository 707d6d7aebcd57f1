// /notifications (issue 35, decision 063): the signed-in person's notifications, newest first,
// 20 at a time with "Load earlier"; each a link to what happened (marked read on following it),
// "Mark as read" one by one and "Mark all as read". Unread ones say so in words ("New"), not
// only in colour. A button that goes with what it did hands the focus on, and a polite status
// line says what happened.
import { BellOff, Settings2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNotifications } from '../../../api/notifications/get-notifications';
import { useMarkAllRead, useMarkRead } from '../../../api/notifications/mark-read';
import { notify } from '../../../components/notifications/notification-service';
import buttonStyles from '../../../components/ui/button.module.css';
import hiddenStyles from '../../../components/ui/visually-hidden.module.css';
import { useBrandName } from '../../../lib/brand';
import { PATHS } from '../../../lib/routes';
import { NotificationItem } from './notification-item';
import styles from './notifications-page.module.css';

/** The list's links, for handing the focus on: the first one from `from` on. */
function focusLink(list: HTMLElement | null, from = 0) {
  list?.querySelectorAll<HTMLElement>(':scope > li a')[from]?.focus();
}

export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const brandName = useBrandName();
  const query = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const list = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState('');
  // The link to take the focus once the list has drawn what an action changed (its index).
  const focusAt = useRef<number | null>(null);
  // "Now" once a minute: relative times move on while the page is open, every row alike.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);

  const data = query.data;
  const unread = data?.unread ?? 0;
  useEffect(() => {
    const at = focusAt.current;
    const shown = list.current?.querySelectorAll(':scope > li a').length ?? 0;
    if (at === null || shown <= at) return;
    focusAt.current = null;
    focusLink(list.current, at);
  });

  const failed = () => notify.toast({ message: t('page.markFailed'), color: 'error' });
  const follow = (id: number) => markRead.mutate(id, { onError: () => undefined });
  const markOne = (id: number) => {
    if (markRead.isPending) return;
    const index = data?.notifications.findIndex((n) => n.id === id) ?? -1;
    markRead.mutate(id, {
      // Its button goes: the focus moves to the notification's own link.
      onSuccess: () => {
        setStatus(t('page.marked'));
        focusAt.current = Math.max(0, index);
      },
      onError: failed,
    });
  };
  const markEvery = () => {
    if (markAll.isPending) return;
    markAll.mutate(undefined, {
      onSuccess: () => {
        setStatus(t('page.allMarked'));
        focusAt.current = 0;
      },
      onError: failed,
    });
  };
  const loadEarlier = async () => {
    if (query.isFetchingNextPage) return;
    const before = data?.notifications.length ?? 0;
    const result = await query.fetchNextPage();
    if (result.isError) return failed();
    const after = result.data?.notifications.length ?? before;
    if (after > before) {
      setStatus(t('page.earlierShown', { count: after - before }));
      focusAt.current = before;
    }
  };

  return (
    <div className={styles.page}>
      <title>{`${t('page.title')} · ${brandName}`}</title>
      <header className={styles.head}>
        <div className={styles.headText}>
          <p className={styles.eyebrow}>{t('page.eyebrow')}</p>
          <h1 className={styles.pageTitle}>{t('page.title')}</h1>
          {data ? <p className={styles.lead}>{t('page.unread', { count: unread })}</p> : null}
        </div>
        <div className={styles.tools}>
          {unread > 0 ? (
            <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.markAll}`} onClick={markEvery} aria-disabled={markAll.isPending || undefined}>
              {t('page.markAll')}
            </button>
          ) : null}
          <Link to={`${PATHS.userPage}#notification-preferences`} className={styles.settings}>
            <Settings2 size={18} strokeWidth={1.75} aria-hidden="true" />
            <span className={hiddenStyles.phoneHidden}>{t('page.preferences')}</span>
          </Link>
        </div>
      </header>

      {query.isPending ? (
        <p className={styles.statusLine}>{t('page.loading')}</p>
      ) : !data ? (
        <div className={styles.empty}>
          <p className={styles.problem}>{t('page.failed')}</p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={() => void query.refetch()}>
            {t('page.retry')}
          </button>
        </div>
      ) : data.notifications.length === 0 ? (
        <div className={styles.empty}>
          <span className={styles.emptyMark} aria-hidden="true">
            <BellOff size={28} strokeWidth={1.4} />
          </span>
          <h2 className={styles.emptyTitle}>{t('page.emptyTitle')}</h2>
          <p className={styles.note}>{t('page.emptyText')}</p>
        </div>
      ) : (
        <ul ref={list} className={styles.list} aria-label={t('page.list')}>
          {data.notifications.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} now={now} onFollow={follow} onMarkRead={markOne} marking={markRead.isPending} />
          ))}
        </ul>
      )}

      {query.hasNextPage ? (
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.earlier}`} onClick={() => void loadEarlier()} aria-disabled={query.isFetchingNextPage || undefined}>
          {t('page.earlier')}
        </button>
      ) : null}
      <p role="status" className={hiddenStyles.visuallyHidden}>
        {status}
      </p>
    </div>
  );
}
