// The way into the office's inbox of threads (decision 068), with a badge of the threads whose
// buyer wrote since the office last read them: on the Admin's home and the stacking plan.
import { MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useThreadInboxUnread } from '../../../../api/messages/get-thread-inbox';
import { formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { PATHS } from '../../../../lib/routes';
import styles from './thread-inbox.module.css';

export function InboxLink({ className }: { className: string }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const threads = useThreadInboxUnread().data?.threads ?? 0;
  const formattedCount = formatNumber(threads, lang);
  return (
    <Link to={PATHS.adminMessages} className={className} aria-label={threads > 0 ? t('inbox.linkUnread', { count: threads, formattedCount }) : undefined}>
      <MessagesSquare size={18} aria-hidden="true" />
      {t('inbox.link')}
      {threads > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {formattedCount}
        </span>
      ) : null}
    </Link>
  );
}
