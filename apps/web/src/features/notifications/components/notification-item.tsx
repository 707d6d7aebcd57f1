// One notification in the list: its title as a link to what happened (following it marks it
// read), when it came, and while unread a "New" mark in words and a "Mark as read" button.
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppNotification } from '@vitrina/contracts';
import { formatDateTime } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import hiddenStyles from '../../../components/ui/visually-hidden.module.css';
import { whenText } from '../when';
import styles from './notifications-page.module.css';

interface NotificationItemProps {
  notification: AppNotification;
  now: number;
  onFollow: (id: number) => void;
  onMarkRead: (id: number) => void;
  marking: boolean;
}

export function NotificationItem({ notification, now, onFollow, onMarkRead, marking }: NotificationItemProps) {
  const { t } = useTranslation('notifications');
  const lang = useLanguage();
  const unread = notification.read_at === null;
  return (
    <li className={styles.item} data-unread={unread || undefined} data-notification={notification.id}>
      <span className={styles.dot} aria-hidden="true" />
      <div className={styles.body}>
        <Link to={notification.link} className={styles.title} onClick={() => (unread ? onFollow(notification.id) : undefined)}>
          {unread ? <span className={hiddenStyles.visuallyHidden}>{`${t('page.new')}: `}</span> : null}
          {notification.title}
        </Link>
        <p className={styles.meta}>
          {unread ? (
            <span className={styles.newTag} aria-hidden="true">
              {t('page.new')}
            </span>
          ) : null}
          <time dateTime={notification.created_at} title={formatDateTime(notification.created_at, lang)}>
            {whenText(notification.created_at, now, lang)}
          </time>
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          className={styles.markRead}
          onClick={() => onMarkRead(notification.id)}
          aria-disabled={marking || undefined}
          aria-label={t('page.markReadOf', { title: notification.title })}
          title={t('page.markRead')}
        >
          <Check size={18} strokeWidth={1.9} aria-hidden="true" />
        </button>
      ) : (
        <span className={styles.readMark} aria-hidden="true" />
      )}
    </li>
  );
}
