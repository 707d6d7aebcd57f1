// /admin/messages (Admin, sales team; decision 068): the office's inbox of unit threads, so a
// buyer's question is seen without opening each unit — development, unit, buyer, the last
// message's first line and time, the office's unread count; unread first, then newest; 50 a page
// with "Load more"; a development filter. A row opens the unit's panel on the stacking plan
// (`?unit={id}`), where reading the thread marks it read.
import { ChevronRight, MessageSquare } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageThreadSummary } from '@vitrina/contracts';
import { useDevelopments } from '../../../../api/developments/get-developments';
import { useThreadInbox } from '../../../../api/messages/get-thread-inbox';
import { useBrandName } from '../../../../lib/brand';
import { formatDateTime, formatNumber } from '../../../../lib/format';
import { useLanguage } from '../../../../lib/i18n';
import { adminDevelopmentUnitsPath } from '../../../../lib/routes';
import adminStyles from '../../shared/components/admin.module.css';
import styles from './thread-inbox.module.css';

/** Where a thread's row leads: the unit's panel on its development's stacking plan. */
export const threadLink = (thread: MessageThreadSummary) => `${adminDevelopmentUnitsPath(thread.development.slug)}?unit=${thread.unit.id}`;

export function ThreadInboxPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const filterId = useId();
  const [development, setDevelopment] = useState<string | null>(null);
  const developments = useDevelopments().data ?? [];
  const inbox = useThreadInbox(development);
  const threads = inbox.data ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  // After "Load more", the focus goes to the first row that came (the button may be gone).
  const loadMore = async () => {
    const from = threads.length;
    await inbox.fetchNextPage();
    requestAnimationFrame(() => {
      const links = listRef.current?.querySelectorAll<HTMLAnchorElement>('a');
      if (links && links.length > from) links[from]!.focus();
    });
  };

  return (
    <div className={adminStyles.page}>
      <title>{`${t('inbox.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('inbox.title')}</h1>
        </div>
      </header>
      <div className={styles.filter}>
        <label htmlFor={filterId}>{t('inbox.development')}</label>
        <select id={filterId} className={styles.select} value={development ?? ''} onChange={(e) => setDevelopment(e.currentTarget.value || null)}>
          <option value="">{t('inbox.allDevelopments')}</option>
          {developments.map((d) => (
            <option key={d.slug} value={d.slug}>
              {d.name}
            </option>
          ))}
        </select>
      </div>
      {inbox.isPending ? (
        <p className={adminStyles.empty} role="status">
          {t('inbox.loading')}
        </p>
      ) : inbox.isError ? (
        <p className={adminStyles.error} role="alert">
          {t('inbox.loadError')}
        </p>
      ) : threads.length === 0 ? (
        <p className={adminStyles.empty} role="status">
          {t('inbox.empty')}
        </p>
      ) : (
        <>
          <ul className={styles.list} ref={listRef} aria-label={t('inbox.listLabel')}>
            {threads.map((thread) => (
              <li key={thread.unit.id}>
                <ThreadRow thread={thread} />
              </li>
            ))}
          </ul>
          {inbox.hasNextPage ? (
            <button
              type="button"
              className={styles.more}
              disabled={inbox.isFetchingNextPage}
              onClick={() => void loadMore()}
            >
              {inbox.isFetchingNextPage ? t('inbox.loadingMore') : t('inbox.loadMore')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}

function ThreadRow({ thread }: { thread: MessageThreadSummary }) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const unread = thread.unread > 0;
  const excerpt = thread.last_message.side === 'office' ? t('inbox.officeSaid', { text: thread.last_message.excerpt }) : thread.last_message.excerpt;
  return (
    <Link to={threadLink(thread)} className={styles.row} data-unread={unread ? '' : undefined}>
      <MessageSquare className={styles.icon} size={20} aria-hidden="true" />
      <span className={styles.who}>
        <span className={styles.unit}>{t('inbox.unit', { number: thread.unit.number, development: thread.development.name })}</span>
        <span className={styles.buyer}>{thread.buyer.name}</span>
      </span>
      <span className={styles.excerpt}>{excerpt}</span>
      <span className={styles.meta}>
        <time dateTime={thread.last_message.created_at}>{formatDateTime(thread.last_message.created_at, lang)}</time>
        {unread ? (
          <span className={styles.badge}>
            <span aria-hidden="true">{formatNumber(thread.unread, lang)}</span>
            <span className={adminStyles.visuallyHidden}>{t('inbox.unread', { count: thread.unread, formattedCount: formatNumber(thread.unread, lang) })}</span>
          </span>
        ) : null}
      </span>
      <ChevronRight className={styles.chevron} size={18} aria-hidden="true" />
    </Link>
  );
}
