// Leads inbox (Admin): contact-form requests, newest first, with their status (new, contacted,
// closed) and a link to chat or mail the person. At scale (issue 13) the inbox reads GET
// /leads/page a window at a time, searched and filtered by status on the server (chips with
// each status's count), and draws only the cards on screen.
import { useQuery } from '@tanstack/react-query';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { Mail, MessageCircle, Search } from 'lucide-react';
import { memo, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_STATUSES, SEARCH_MAX_LENGTH, chatLink, mailtoLink, type Lead, type LeadStatus } from '@vitrina/contracts';
import { notify } from '../../../../components/notifications/notification-service';
import { useLanguage } from '../../../../lib/i18n';
import { useBrandName } from '../../../../lib/brand';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useDebouncedValue } from '../../../../lib/lists/use-debounced-value';
import { useListBox } from '../../../../lib/lists/use-list-box';
import { usePagedRows } from '../../../../lib/lists/use-paged-rows';
import { useShownFilter } from '../../../../lib/lists/use-shown-filter';
import { PAGE_ROWS, overscanFor, spacers } from '../../../../lib/lists/window-math';
import type { LeadsFilter } from '../../../../lib/query-keys';
import { useSession } from '../../../../lib/use-session';
import { leadsPageQueryOptions } from '../../../../api/admin/get-leads-page';
import { useSetLeadStatus } from '../../../../api/admin/set-lead-status';
import adminStyles from '../../shared/components/admin.module.css';
import styles from './leads.module.css';

/** A card's height before it is measured (its text wraps more on a phone), and the list's CSS gap (leads.module.css). */
const cardEstimate = (width: number) => (width < 600 ? 330 : 190);
const CARD_GAP = 12;

export function LeadsPage() {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const account = useSession().user?.id ?? 0;
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const q = useDebouncedValue(query.trim());
  const filter: LeadsFilter = status ? { q, status } : { q };
  const probe = useQuery(leadsPageQueryOptions(account, filter, 0, PAGE_ROWS));
  // The previous search's or status's cards stay until the new answer comes.
  const { shown, shownKey, pending } = useShownFilter(filter, `${status ?? ''}\u0000${q}`, probe.isSuccess || probe.isError);
  const first = useQuery(leadsPageQueryOptions(account, shown, 0, PAGE_ROWS));
  const counts = first.data?.by_status;
  const all = counts ? LEAD_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0) : undefined;

  return (
    <div className={adminStyles.page}>
      <title>{`${t('leads.title')} · ${brandName}`}</title>
      <header className={adminStyles.header}>
        <div>
          <p className={adminStyles.eyebrow}>{t('home.eyebrow')}</p>
          <h1 className={adminStyles.title}>{t('leads.title')}</h1>
        </div>
      </header>
      <div className={styles.toolbar}>
        <label className={adminStyles.search} htmlFor={searchId} data-focus-ring="within">
          <Search size={18} aria-hidden="true" />
          <span className={adminStyles.visuallyHidden}>{t('leads.search')}</span>
          <input
            id={searchId}
            type="search"
            className={adminStyles.searchInput}
            placeholder={t('leads.search')}
            value={query}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </label>
        <div className={styles.chips} role="group" aria-label={t('leads.filters')}>
          {[null, ...LEAD_STATUSES].map((value) => {
            const count = value === null ? all : counts?.[value];
            return (
              <button key={value ?? 'all'} type="button" className={styles.chip} aria-pressed={status === value} onClick={() => setStatus(value)}>
                {value === null ? t('leads.all') : t(`leads.statuses.${value}`)}
                <span className={styles.chipCount}>{count === undefined ? '' : formatNumber(count, lang)}</span>
              </button>
            );
          })}
        </div>
      </div>
      {first.isError && !first.data ? (
        <p className={adminStyles.error} role="alert">
          {t('leads.loadError')}
        </p>
      ) : first.isPending ? null : first.data.total === 0 ? (
        <p className={adminStyles.empty}>{shown.q || shown.status ? t('leads.noMatch') : t('leads.empty')}</p>
      ) : (
        <LeadList key={shownKey} account={account} filter={shown} total={first.data.total} busy={pending} />
      )}
    </div>
  );
}

/** One search and status: a new one mounts afresh, from its first card. */
function LeadList({ account, filter, total, busy }: { account: number; filter: LeadsFilter; total: number; busy: boolean }) {
  const listRef = useRef<HTMLUListElement>(null);
  const { top, width } = useListBox(listRef, 1000);
  const estimate = cardEstimate(width);
  const virtualizer = useWindowVirtualizer({
    count: total,
    estimateSize: () => estimate,
    gap: CARD_GAP,
    overscan: overscanFor(total),
    scrollMargin: top,
  });
  // A new search seen from far down the list starts at its top.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: 'start' });
  }, []);
  const rows = virtualizer.getVirtualItems();
  const leads = usePagedRows({
    page: (offset, limit) => leadsPageQueryOptions(account, filter, offset, limit),
    first: rows[0]?.index ?? 0,
    last: rows[rows.length - 1]?.index ?? 0,
    total,
  });
  const { before, after } = spacers(rows, virtualizer.getTotalSize(), top);
  return (
    <ul ref={listRef} className={styles.list} data-testid="leads" aria-busy={busy} style={{ paddingTop: before, paddingBottom: after }}>
      {rows.map((row) => {
        const lead = leads.rowAt(row.index);
        return lead ? (
          <LeadCard key={lead.id} lead={lead} index={row.index} measure={virtualizer.measureElement} />
        ) : (
          <li key={`pending-${row.index}`} ref={virtualizer.measureElement} data-index={row.index} className={`${styles.card} ${styles.pending}`} aria-busy="true" />
        );
      })}
    </ul>
  );
}

/** A card renders once: scrolling only adds and removes cards (memo). */
const LeadCard = memo(function LeadCard({ lead, index, measure }: { lead: Lead; index: number; measure: (node: Element | null) => void }) {
  const brandName = useBrandName();
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const statusId = useId();
  const change = useSetLeadStatus(lead.id);
  const greeting = t('leads.greeting', { name: lead.name, brand: brandName });
  const chat = chatLink(lead.phone, greeting);
  return (
    <li ref={measure} data-index={index} className={styles.card} data-status={lead.status}>
      <div className={styles.head}>
        <span className={styles.name}>{lead.name}</span>
        <span className={styles.date}>{formatDate(lead.created_at, lang)}</span>
      </div>
      <p className={styles.meta}>
        {[lead.email, lead.phone, lead.area, lead.package, lead.units ? t('leads.units', { count: lead.units }) : null].filter(Boolean).join(' · ')}
      </p>
      {lead.unit_number ? (
        <p className={styles.unit} data-lead-unit="">
          {lead.development_code ? t('leads.unitOf', { number: lead.unit_number, development: lead.development_code }) : t('leads.unit', { number: lead.unit_number })}
        </p>
      ) : null}
      {lead.message ? <p className={styles.message}>{lead.message}</p> : null}
      <div className={styles.actions}>
        <label className={styles.status} htmlFor={statusId}>
          <span>{t('leads.status')}</span>
          <select id={statusId} value={lead.status} disabled={change.isPending} onChange={(e) => change.mutate(e.currentTarget.value as LeadStatus, { onError: () => notify.alert({ message: t('leads.statusError'), type: 'error' }) })}>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`leads.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {chat ? (
          <a className={styles.link} href={chat} target="_blank" rel="noopener" aria-label={t('leads.chat', { name: lead.name })}>
            <MessageCircle size={18} aria-hidden="true" />
            {t('leads.chatShort')}
          </a>
        ) : null}
        <a className={styles.link} href={mailtoLink(lead.email, t('leads.subject', { brand: brandName }), greeting)} aria-label={t('leads.mail', { name: lead.name })}>
          <Mail size={18} aria-hidden="true" />
          {t('leads.mailShort')}
        </a>
      </div>
    </li>
  );
});
